import SherpaCore

/// What an import brought into the store.
public struct MergeCount: Equatable, Sendable {
  /// Items the store did not have.
  public var added = 0
  /// Items the store had, brought up to the export's version.
  public var updated = 0
  /// Events appended to the history.
  public var events = 0

  public init() {}
}

extension Transaction {
  /// Merges an export into the store, adding only what the store does not have.
  ///
  /// - Items are the same when they were created on the same day from the same phrase (see
  ///   `ItemIdentity`). A new item keeps its number when the store has not used it, else
  ///   takes the next free one.
  /// - Events are the same when they say the same thing about the same item, day and
  ///   moment (`at`), with an undo naming the same event. The k-th of identical events
  ///   matches the k-th. New events are appended in the export's order, with new seqs and
  ///   their own day and stamp.
  /// - An item the store had takes the export's version when the export brings a saved
  ///   change to it (or an undo of one); the settings likewise, and in an empty store the
  ///   export's settings are taken whole.
  ///
  /// Importing an export into an empty store gives back that store; importing it again
  /// adds nothing.
  public mutating func merge(_ export: StoreExport) throws(StoreError) -> MergeCount {
    let history = try allEvents() + pending
    let isEmpty = history.isEmpty && document.items.isEmpty && document.nextId == 1
    let source = ItemIdentity.identities(items: export.document.items, events: export.events)
    let target = ItemIdentity.identities(items: document.items, events: history)
    var ids = ItemIdentity.pairs(source, in: target)
    let matched = Set(ids.keys)
    var next = document.nextId
    var keptNumbers = true
    for id in source.keys.sorted() where ids[id] == nil {
      let new = max(id, next)
      keptNumbers = keptNumbers && new == id
      ids[id] = new
      next = new + 1
    }

    var known: [String: ArraySlice<Int>] = [:]
    var knownIDs: [String: Int] = [:]
    for event in history {
      known[Self.key(event.day, event.at, event.action), default: []].append(event.seq)
      if let id = event.id { knownIDs[id] = event.seq }
    }
    let exported = Dictionary(export.events.map { ($0.seq, $0.action) }) { first, _ in first }
    var seqs: [Int: Int] = [:]
    var touched = Set<Int>()
    var settingsTouched = false
    var focusTouched = false
    var timersTouched = Set<Int>()
    var goalsTouched = Set<Int>()
    var committed = nextSeq - 1
    var count = MergeCount()
    for event in export.events {
      let action = Self.mapped(event.action, ids: ids, seqs: seqs)
      let key = Self.key(event.day, event.at, action)
      if let id = event.id, let same = knownIDs[id] {
        // The same event, met again: ids travel with events.
        seqs[event.seq] = same
        if known[key]?.first == same { known[key]?.removeFirst() }
      } else if let same = known[key]?.first {
        seqs[event.seq] = same
        known[key]?.removeFirst()
      } else {
        seqs[event.seq] = record(action, day: event.day, at: event.at, id: event.id).seq
        count.events += 1
        guard event.seq <= export.document.seq else { continue }
        var changed = event.action
        if case .undo(let seq) = changed, let undone = exported[seq] { changed = undone }
        switch changed {
        case .change(let change): touched.insert(change.id)
        case .config: settingsTouched = true
        case .focus: focusTouched = true
        case .stopwatch(let record): timersTouched.insert(ids[record.stopwatch.item] ?? 0)
        case .goal(let change): goalsTouched.insert(change.id)
        default: break
        }
      }
      if event.seq <= export.document.seq { committed = max(committed, seqs[event.seq] ?? 0) }
    }

    for id in source.keys.sorted() where !matched.contains(id) || touched.contains(id) {
      guard let new = ids[id] else { continue }
      let version = export.document.item(id: id).map { Self.renumbered($0, as: new) }
      if matched.contains(id) {
        if document.item(id: new) != version { count.updated += 1 }
      } else if version != nil {
        count.added += 1
      }
      document.set(version, id: new)
    }
    if isEmpty || settingsTouched { document.settings = export.document.settings }
    for id in goalsTouched.sorted() {
      document.setGoal(export.document.goals.first { $0.id == id }, id: id)
    }
    // The running session and timers follow the export where it brings their starts or stops.
    if isEmpty || focusTouched {
      document.focus = export.document.focus.map { Self.mapped($0, ids: ids) }
    }
    let timers = export.document.stopwatches.map { watch in
      Stopwatch(item: ids[watch.item] ?? watch.item, started: watch.started)
    }
    if isEmpty {
      document.stopwatches = timers
    } else if !timersTouched.isEmpty {
      document.stopwatches =
        document.stopwatches.filter { !timersTouched.contains($0.item) }
        + timers.filter { timersTouched.contains($0.item) }
    }
    if next > document.nextId {
      document.nextId = max(next, keptNumbers ? export.document.nextId : 0)
    }
    if count.events > 0 { committedSeq = committed }
    return count
  }

  /// What identifies an event apart from its seq.
  private static func key(_ day: CivilDate, _ at: String, _ action: Event.Action) -> String {
    StoreCodec.encode(Event(day: day, seq: 0, at: at, action: action))
  }

  /// The action with the item ids and seqs of another store (an export, a sync's own
  /// unsent events) turned into this store's.
  package static func mapped(_ action: Event.Action, ids: [Int: Int], seqs: [Int: Int])
    -> Event.Action
  {
    func id(_ old: Int) -> Int { ids[old] ?? old }
    switch action {
    case .progress(let item, let amount, let note):
      return .progress(item: id(item), amount: amount, note: note)
    case .done(let item, let note): return .done(item: id(item), note: note)
    case .skip(let item, let note): return .skip(item: id(item), note: note)
    case .undo(let seq): return .undo(seq: seqs[seq] ?? seq)
    case .void(let seq): return .void(seq: seqs[seq] ?? seq)
    case .change(let change):
      return .change(
        ItemChange(
          kind: change.kind, id: id(change.id),
          before: change.before.map { renumbered($0, as: id(change.id)) },
          after: change.after.map { renumbered($0, as: id(change.id)) }))
    case .config: return action
    case .remind(let item, let priority): return .remind(item: id(item), priority: priority)
    case .snooze(let item, let until): return .snooze(item: id(item), until: until)
    case .coach(var record):
      record.proposed = record.proposed.map(id)
      record.skipped = record.skipped.map(id)
      record.lighter = Dictionary(
        uniqueKeysWithValues: record.lighter.map { (id($0.key), $0.value) })
      record.made = record.made.map { seqs[$0] ?? $0 }
      return .coach(record)
    case .focus(var record):
      record.session = mapped(record.session, ids: ids)
      record.made = record.made.map { seqs[$0] ?? $0 }
      return .focus(record)
    case .stopwatch(var record):
      record.stopwatch.item = id(record.stopwatch.item)
      record.made = record.made.map { seqs[$0] ?? $0 }
      return .stopwatch(record)
    case .reflect: return action
    case .meal(var meal):
      meal.made = meal.made.map { seqs[$0] ?? $0 }
      meal.replaces = meal.replaces.map { seqs[$0] ?? $0 }
      return .meal(meal)
    case .goal: return action
    case .imported(var record):
      record.made = record.made.map { seqs[$0] ?? $0 }
      return .imported(record)
    }
  }

  private static func mapped(_ session: FocusSession, ids: [Int: Int]) -> FocusSession {
    var copy = session
    copy.item = session.item.map { ids[$0] ?? $0 }
    return copy
  }

  private static func renumbered(_ tracked: TrackedItem, as id: Int) -> TrackedItem {
    guard tracked.id != id else { return tracked }
    return TrackedItem(
      id: id, item: tracked.item, input: tracked.input, created: tracked.created,
      archived: tracked.archived, completed: tracked.completed, earlier: tracked.earlier)
  }
}
