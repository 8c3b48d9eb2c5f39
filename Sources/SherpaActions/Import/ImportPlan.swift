import SherpaCore

/// What a file from another tool would bring in — items and the logs about them — read and
/// mapped, not yet compared with the store; and the rows that could not be read.
public struct ImportPlan: Sendable {
  /// The tool a file comes from.
  public enum Source: String, CaseIterable, Sendable {
    case loop, taskwarrior, csv

    /// The tool's name, as a person knows it.
    public var title: String {
      switch self {
      case .loop: "Loop Habit Tracker"
      case .taskwarrior: "Taskwarrior"
      case .csv: "Sherpa's CSV export"
      }
    }
  }

  /// An item as the file has it.
  public struct PlannedItem: Equatable, Sendable {
    /// Kept as the item's `input`: what makes it the same item on a second import
    /// (`Loop: Meditate`, `Taskwarrior: <uuid>`, or a Sherpa item's own phrase).
    public var input: String
    public var item: Item
    public var created: CivilDate
    public var archived: CivilDate?
    /// For a one-off task: the day it was done.
    public var completed: CivilDate?
    /// The number it had in a Sherpa export, kept when the store has not used it.
    public var number: Int?

    public init(
      input: String, item: Item, created: CivilDate, archived: CivilDate? = nil,
      completed: CivilDate? = nil, number: Int? = nil
    ) {
      self.input = input
      self.item = item
      self.created = created
      self.archived = archived
      self.completed = completed
      self.number = number
    }
  }

  /// A day's log about one of the planned items.
  public struct PlannedLog: Equatable, Sendable {
    public enum Kind: Hashable, Sendable {
      /// Done once: kept as 1 toward the item's count, as `done` keeps it.
      case check
      /// An amount in the item's unit.
      case progress(Double)
      /// Marked done, whatever the amount.
      case done
      case skip
    }

    /// The index of its item in `items`.
    public var item: Int
    public var day: CivilDate
    public var kind: Kind
    public var note: String?

    public init(item: Int, day: CivilDate, kind: Kind, note: String? = nil) {
      self.item = item
      self.day = day
      self.kind = kind
      self.note = note
    }
  }

  public var source: Source
  public var items: [PlannedItem] = []
  public var logs: [PlannedLog] = []
  /// One per row that could not be read, in file order.
  public var problems: [ImportProblem] = []
  /// Rows left out on purpose: deleted tasks, a repeating task's open instances.
  public var leftOut = 0
  /// Whether items match the store's by the day they were made as well as their input
  /// (a Sherpa export's items, whose phrases repeat); other tools' inputs hold an id.
  public var matchesCreated: Bool { source == .csv }

  public init(source: Source) {
    self.source = source
  }
}

/// A row an import could not read: where it is and why; the other rows still come in.
public struct ImportProblem: Equatable, Sendable, CustomStringConvertible {
  /// The file as shown (`Habits.csv`, `export.json`).
  public let file: String
  /// The line in the file; 0 when the problem is not on one line.
  public let line: Int
  public let reason: String

  public init(file: String, line: Int, reason: String) {
    self.file = file
    self.line = line
    self.reason = reason
  }

  public var description: String {
    (line > 0 ? "\(file):\(line)" : file) + ": " + PlainText.cleaned(reason)
  }
}

/// A file of an export, read: its name as shown and its text.
public struct ImportText: Sendable {
  public let name: String
  public let text: String

  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }
}

/// Why one row could not come in.
struct ImportRowFailure: Error {
  let reason: String
}
