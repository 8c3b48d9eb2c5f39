import SherpaCore

/// The store's small document: settings and items. The day-by-day log lives beside it in
/// the history files, so this stays small however long the history grows.
public struct StoreDocument: Hashable, Sendable {
  /// The format written in `format`, so a stray JSON file is not taken for a store.
  public static let formatName = "sherpa-store"
  /// The newest format this Sherpa reads and the one it writes.
  /// 2: events carry an id (`Event.id`), made from the store's device (`store.device`).
  public static let currentVersion = 2

  /// The seq of the last event written with this document; item and setting changes with a
  /// higher seq never finished saving.
  public var seq: Int
  /// The id the next item gets.
  public var nextId: Int
  /// The format the file was read in; written in the current one. A store read in an
  /// older format is written again at its next change, which migrates it. Not part of what
  /// the document says: two documents alike but for it are equal.
  public var version: Int {
    get { readIn.version }
    set { readIn.version = newValue }
  }
  private var readIn = ReadFormat()
  /// The month files the history had when the document was saved (`2026-11`), oldest
  /// first: one that is gone is a damaged store. Nil for a store saved before they were
  /// recorded; kept up by the commit, not by commands.
  public var months: [String]?
  public var settings: Settings
  /// Active, archived and completed items, in the order they were added; their "only on X
  /// days" relations resolved among them whenever they change.
  public var items: [TrackedItem] {
    didSet { items = ItemRelation.resolvingOnlyOn(items) }
  }
  /// The focus session running, if one is.
  public var focus: FocusSession?
  /// The timers running, in the order they were started.
  public var stopwatches: [Stopwatch] = []

  /// Goals and the habits that feed them, in the order they were set.
  public var goals: [Goal] = []

  /// Replaces (or adds, or with nil removes) the goal with `id`.
  public mutating func setGoal(_ goal: Goal?, id: Int) {
    goals.removeAll { $0.id == id }
    if let goal {
      goals.append(goal)
      goals.sort { $0.id < $1.id }
    }
  }

  public init(
    seq: Int = 0, nextId: Int = 1, settings: Settings = Settings(), items: [TrackedItem] = []
  ) {
    self.seq = seq
    self.nextId = nextId
    self.settings = settings
    self.items = ItemRelation.resolvingOnlyOn(items)
  }

  public func item(id: Int) -> TrackedItem? { items.first { $0.id == id } }

  /// Replaces (or adds, or with nil removes) the item with `id`.
  public mutating func set(_ tracked: TrackedItem?, id: Int) {
    let index = items.firstIndex { $0.id == id }
    switch (tracked, index) {
    case (let tracked?, let index?): items[index] = tracked
    case (let tracked?, nil):
      items.append(tracked)
      items.sort { $0.id < $1.id }
    case (nil, let index?): items.remove(at: index)
    case (nil, nil): break
    }
  }
}

/// The format a document was read in, which every two documents share as far as `==` goes.
private struct ReadFormat: Hashable, Sendable {
  var version = StoreDocument.currentVersion
  static func == (_: ReadFormat, _: ReadFormat) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
