/// One change, as the history keeps it: appended, never rewritten.
public struct Event: Hashable, Sendable {
  /// What happened.
  public enum Action: Hashable, Sendable {
    /// An amount in the item's unit (negative to correct).
    case progress(item: Int, amount: Double, note: String?)
    /// Marked complete, whatever the amount.
    case done(item: Int, note: String?)
    case skip(item: Int, note: String?)
    /// Takes back the change numbered `seq`.
    case undo(seq: Int)
    /// Marks a change that never finished saving (written by the next writer).
    case void(seq: Int)
    /// An item added, edited, archived, deleted…: both sides, so it can be undone.
    indirect case change(ItemChange)
    case config(key: String, before: String, after: String)
    /// A plan the coach proposed, and whether it was taken.
    indirect case coach(CoachRecord)
    /// A reminder `due --notify` sent: the reminders' own record, never the person's change,
    /// so `undo` passes over it.
    case remind(item: Int, priority: ReminderPriority)
    /// "snooze ITEM": no reminder for the item until the local date-time `until`
    /// (`YYYY-MM-DDTHH:MM`).
    case snooze(item: Int, until: String)
    /// A meal eaten, or a new version of one (see `Meal.replaces`).
    indirect case meal(Meal)
    /// A goal added, changed or removed.
    indirect case goal(GoalChange)
    /// A focus session started or stopped.
    case focus(FocusRecord)
    /// A habit's timer started or stopped.
    case stopwatch(StopwatchRecord)
    /// A morning or night reflection.
    case reflect(Reflection)
    /// A file from another tool brought in; the events it made are taken back with it.
    indirect case imported(ImportRecord)

    /// The item a day's log entry is about; nil for other actions.
    public var loggedItem: Int? {
      switch self {
      case .progress(let id, _, _), .done(let id, _), .skip(let id, _): id
      default: nil
      }
    }
  }

  /// The day the change counts for.
  public var day: CivilDate
  /// Increases by one with each event, across the whole history.
  public var seq: Int
  /// The local date-time it was made, `YYYY-MM-DDTHH:MM:SS`.
  public var at: String {
    get { atText.string }
    set { atText = Text(newValue) }
  }
  public var action: Action
  /// What makes this event itself wherever it travels: the device that made it and its
  /// seq there (`laptop-3fa9c1.42`). It stays when a sync gives the event another seq, so
  /// the same event arriving twice is one event. Nil for events written before format 2,
  /// whose seq in the store that made them is their identity (see `identity`).
  public var id: String? {
    get { idText?.string }
    set { idText = newValue.map(Text.init) }
  }
  /// `at` and `id` as the event keeps them (see `Text`).
  @usableFromInline package var atText: Text
  @usableFromInline package var idText: Text?

  public init(day: CivilDate, seq: Int, at: String, action: Action, id: String? = nil) {
    self.init(day: day, seq: seq, at: Text(at), action: action, id: id.map(Text.init))
  }

  /// Inlined where a month file's lines are read: made there, an event is not copied again.
  @inlinable
  package init(day: CivilDate, seq: Int, at: Text, action: Action, id: Text?) {
    self.day = day
    self.seq = seq
    self.atText = at
    self.action = action
    self.idText = id
  }

  /// The event's identity: its id, or for an event from before ids, its seq (`#42`).
  public var identity: String { id ?? "#\(seq)" }

  /// The device that made the event (`laptop-3fa9c1`); nil before ids.
  public var device: String? {
    guard let id, let dot = id.lastIndex(of: ".") else { return nil }
    return String(id[..<dot])
  }

  /// The seq of every event taken back in `events`, by an undo or a void.
  public static func takenBack(in events: [Event]) -> Set<Int> {
    var taken = Set<Int>()
    for event in events {
      switch event.action {
      case .undo(let seq), .void(let seq): taken.insert(seq)
      default: break
      }
    }
    return taken
  }

  /// Whether this change wins over `other` for the same item or setting: on one machine
  /// (or both from before ids), the one recorded later, whatever the clock said; across
  /// machines, the one made later by the clock, at the same moment the one whose device id
  /// sorts later.
  public func isLater(than other: Event) -> Bool {
    if device == other.device { return seq > other.seq }
    if at != other.at { return at > other.at }
    return (device ?? "") > (other.device ?? "")
  }

  /// Whether the event changes the document as well as the history (an item, a setting,
  /// a running session or timer): one whose document never saved is no change.
  public var changesDocument: Bool {
    switch action {
    case .change, .config, .focus, .stopwatch, .goal: true
    default: false
    }
  }

  /// The item a day's log entry is about; nil for other events.
  public var loggedItem: Int? { action.loggedItem }
}

/// A change to an item: what it was and what it became.
public struct ItemChange: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    case add, edit, rename, archive, delete, complete
  }

  public var kind: Kind
  public var id: Int
  /// Nil for an add.
  public var before: TrackedItem?
  /// Nil for a delete.
  public var after: TrackedItem?

  public init(kind: Kind, id: Int, before: TrackedItem?, after: TrackedItem?) {
    self.kind = kind
    self.id = id
    self.before = before
    self.after = after
  }
}
