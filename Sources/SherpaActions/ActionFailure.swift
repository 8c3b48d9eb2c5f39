import SherpaCore
import SherpaParse

/// A refusal the person can act on: one line saying what was not understood or not allowed,
/// and how to say it. Nothing was written when an action throws one.
///
/// Each area of actions has its own type; its static members name the cases and carry their
/// messages, so a front door prints `message` and a test can compare with the named case.
public protocol ActionFailure: Error, CustomStringConvertible, Sendable, Equatable {
  var message: String { get }
}

extension ActionFailure {
  public var description: String { message }
}

/// Finding the item a person means, and naming items.
public struct ItemFailure: ActionFailure {
  public let message: String
  init(_ message: String) { self.message = message }

  public static let unnamed = ItemFailure(
    "Say which item: its name, the start of it, or its number, like '#1'.")
  public static let nothingSaid = ItemFailure("Say which item first.")
  public static func archived(_ name: String) -> ItemFailure {
    ItemFailure("'\(name)' is archived. 'sherpa list --archived' shows it.")
  }
  public static func none(_ text: String, nearest: String?) -> ItemFailure {
    guard let nearest else {
      return ItemFailure("There is no item '\(Shown.text(text))'. 'sherpa list' shows your items.")
    }
    return ItemFailure("There is no item '\(Shown.text(text))'. " + Spelling.didYouMean(nearest))
  }
  public static func several(_ wanted: String, _ found: [TrackedItem]) -> ItemFailure {
    let names = found.prefix(6).map { "\($0.name) (#\($0.id))" }.joined(by: ", ")
    return ItemFailure(
      "'\(Shown.text(wanted))' could be \(names). Say more of the name, or its number, like '#\(found[0].id)'."
    )
  }
  public static func taken(_ same: TrackedItem) -> ItemFailure {
    ItemFailure(
      "You already have '\(same.name)' (#\(same.id)). Use another name, or add --force to keep both."
    )
  }
  public static func noneForActivity(_ activity: String) -> ItemFailure {
    ItemFailure(
      "There is no item for '\(Shown.text(activity))'. 'list' shows your items; to start one, say 'add \(Shown.text(activity)) daily'."
    )
  }
  public static func which(_ found: [TrackedItem]) -> ItemFailure {
    ItemFailure(
      "Which one: \(ItemResolver.choice(found))? Say it like 'done \(found[0].name.lowercased())'.")
  }
  public static func whichByName(_ found: [TrackedItem], question: String) -> ItemFailure {
    ItemFailure(
      question
        + " Say it with the whole name, like 'did my \(found.prefix(4).last!.name.lowercased())'.")
  }
  public static func gone(_ name: String) -> ItemFailure { ItemFailure("\(name) is already gone.") }
  public static func editSaysNothing(_ tracked: TrackedItem) -> ItemFailure {
    ItemFailure(
      "Say what changes for \(tracked.name), like 'sherpa edit \(tracked.name.lowercased()) every weekday at 7am'."
    )
  }
  public static func editRenames(_ tracked: TrackedItem, to name: String) -> ItemFailure {
    let words = Shown.text(name.lowercased())
    return ItemFailure(
      "'\(words)' is not a schedule, amount, time or relation, so \(tracked.name) was left as it was. "
        + "To rename it, say 'sherpa rename \(tracked.name.lowercased()) \(words)'.")
  }
  public static func unchanged(_ name: String) -> ItemFailure {
    ItemFailure("\(name) already reads that way; nothing changed.")
  }
  public static func noNewName(_ tracked: TrackedItem) -> ItemFailure {
    ItemFailure(
      "Say the new name, like 'sherpa rename \(tracked.name.lowercased()) morning run'.")
  }
  public static func phrase(_ failure: ParseFailure) -> ItemFailure {
    ItemFailure(failure.description)
  }
  public static func template(_ failure: ParseFailure, _ name: String) -> ItemFailure {
    ItemFailure("\(failure.description) (in the suggestion '\(name)')")
  }
}

/// Logging a day: done, a logged amount, a skip.
public struct LogFailure: ActionFailure {
  public let message: String
  init(_ message: String) { self.message = message }

  public static let noItem = LogFailure("Say which item, like 'done run'.")
  public static func amountWithoutItem(_ amount: String) -> LogFailure {
    LogFailure(
      "Say which item '\(Shown.text(amount))' is for, like 'done water \(Shown.text(amount))'.")
  }
  public static func amountNotUnderstood(_ word: String, _ tracked: TrackedItem) -> LogFailure {
    LogFailure(
      "Didn't understand the amount '\(Shown.text(word))'. Log it like 'done \(tracked.name.lowercased()) \(Amounts.example(tracked.item.target))'."
    )
  }
  public static func unfit(_ typed: String, _ tracked: TrackedItem, noun: String, target: Target)
    -> LogFailure
  {
    LogFailure(
      "'\(Shown.text(typed))' doesn't fit \(tracked.name), which is counted in \(noun). "
        + "Log it like 'done \(tracked.name.lowercased()) \(Amounts.example(target))'.")
  }
  public static func tooMuch(_ amount: Double) -> LogFailure {
    LogFailure("\(Target.format(amount)) is more than Sherpa keeps. Log a smaller amount.")
  }
  public static func zero(_ tracked: TrackedItem) -> LogFailure {
    LogFailure(
      "Log an amount above zero, like 'done \(tracked.name.lowercased()) 1', or below zero to correct."
    )
  }
  public static func belowZero(_ tracked: TrackedItem, when: String, logged: Double) -> LogFailure {
    LogFailure(
      "That would take \(tracked.name) below zero \(when) "
        + "(\(Target.format(logged, grouping: true)) logged).")
  }
  public static func alreadyCompleted(_ tracked: TrackedItem, on day: CivilDate) -> LogFailure {
    LogFailure("\(tracked.name) is already done (\(day.longText)).")
  }
  public static func sayHowMuch(_ tracked: TrackedItem, _ target: Target) -> LogFailure {
    LogFailure(
      "Say how much for \(tracked.name), like 'done \(tracked.name.lowercased()) 30\(target.unit.rawValue)'."
    )
  }
  public static func beforeCreated(_ tracked: TrackedItem) -> LogFailure {
    LogFailure(
      "\(tracked.name) was added on \(tracked.created.longText); log it on that day or later.")
  }
  public static func alreadyDone(_ tracked: TrackedItem, when: String) -> LogFailure {
    LogFailure(
      "\(tracked.name) is already done \(when). 'sherpa undo' takes back the last change.")
  }
}

/// An amount far past what the item asks for (100 times its target): on a terminal the
/// person is asked to confirm it; in a script it is refused.
public struct LargeAmount: ActionFailure {
  public let typed: String
  public let item: TrackedItem
  public let target: Target

  public var message: String {
    "'\(Shown.text(typed))' is over \(Target.format(Amounts.plausible)) times \(item.name)'s target of "
      + "\(target.text). If it is right, log it on a terminal and confirm."
  }

  /// What a terminal asks.
  public var question: String {
    "Log \(Shown.text(typed)) for \(item.name), over \(Target.format(Amounts.plausible)) times its target?"
  }
}

/// A day named by `--date`.
public struct DayFailure: ActionFailure {
  public let message: String
  init(_ message: String) { self.message = message }

  public static func notUnderstood(_ text: String, today: CivilDate) -> DayFailure {
    DayFailure(
      "Didn't understand the date '\(Shown.text(text))'. Say today, yesterday, a weekday like 'mon', or a date like \(today.adding(days: -1))."
    )
  }
  public static func toCome(_ day: CivilDate) -> DayFailure {
    DayFailure(
      "\(day.longText) is still to come. Log today or an earlier day, like '--date yesterday'.")
  }
}

/// Taking back a change.
public struct UndoFailure: ActionFailure {
  public let message: String
  init(_ message: String) { self.message = message }

  public static let nothing = UndoFailure("There is nothing to undo.")
}

/// The person's own files that add to the built-in words and templates.
public struct VocabularyFailure: ActionFailure {
  public let message: String
  init(_ message: String) { self.message = message }
}

/// Templates named by `--suggestion` and `--routine`.
public struct SuggestionFailure: ActionFailure {
  public let message: String
  init(_ message: String) { self.message = message }
}
