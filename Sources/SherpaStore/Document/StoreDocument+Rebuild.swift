import SherpaCore

extension StoreDocument {
  /// The document the history describes: what `sherpa doctor --repair` writes for a document
  /// that is 0 bytes, missing or unreadable while the history is intact, and what a sync
  /// writes after a merge, so a document is never merged as text.
  ///
  /// - Each item is the `after` of its winning change — among the changes to it not taken
  ///   back (undo, void), the later (`Event.isLater`: on one machine the one recorded later,
  ///   across machines the later stamp, ties by device id) — and absent when that change is
  ///   a delete or there is none. Each setting likewise from its `config` events, else the
  ///   default; each goal from its `goal` events. On one machine's history this is each
  ///   item, setting and goal as its last change left it, an undone change as it was before.
  /// - The running focus session and timers are as their last start or stop not taken back
  ///   left them (a pause is the document's alone: a rebuilt session runs unpaused; see
  ///   `keepingRunning`).
  /// - The next item number follows the highest ever given, and `seq` is that of the last
  ///   event that changed the document (or undid such a change), as a document is saved
  ///   with its change.
  ///
  /// - Parameter events: The whole history, in seq order.
  public static func rebuilt(from events: [Event]) -> StoreDocument {
    var voided = Set<Int>()
    var bySeq: [Int: Event] = [:]
    for event in events {
      bySeq[event.seq] = event
      if case .void(let seq) = event.action { voided.insert(seq) }
    }
    let taken = Event.takenBack(in: events)
    var document = StoreDocument()
    var items: [Int: Event] = [:]
    var settings: [String: Event] = [:]
    var goals: [Int: Event] = [:]
    var saved = 0
    for event in events where !voided.contains(event.seq) {
      // An undo of a change changes the document too. (Written out: the release build's
      // optimiser of Swift 6.3.1 crashes on the same test as one chained expression.)
      var undoesAChange = false
      if case .undo(let seq) = event.action, let target = bySeq[seq] {
        undoesAChange = target.changesDocument
      }
      if event.changesDocument || undoesAChange {
        saved = event.seq
      }
      switch event.action {
      case .change(let change):
        document.nextId = max(document.nextId, change.id + 1)
        guard !taken.contains(event.seq) else { continue }
        if let held = items[change.id], !event.isLater(than: held) { continue }
        items[change.id] = event
      case .config(let key, _, _):
        guard !taken.contains(event.seq) else { continue }
        if let held = settings[key], !event.isLater(than: held) { continue }
        settings[key] = event
      case .focus(let record):
        guard !taken.contains(event.seq) else { continue }
        document.focus = record.kind == .start ? record.session : nil
      case .stopwatch(let record):
        guard !taken.contains(event.seq) else { continue }
        document.stopwatches.removeAll { $0.item == record.stopwatch.item }
        if record.kind == .start { document.stopwatches.append(record.stopwatch) }
      case .goal(let change):
        guard !taken.contains(event.seq) else { continue }
        if let held = goals[change.id], !event.isLater(than: held) { continue }
        goals[change.id] = event
      default: break
      }
    }
    for key in Settings.keys {
      guard case .config(_, _, let after)? = settings[key]?.action,
        let setting = try? document.settings.setting(key, to: after)
      else { continue }
      document.settings = setting
    }
    document.items = items.keys.sorted().compactMap { id in
      guard case .change(let change)? = items[id]?.action else { return nil }
      return change.after
    }
    for id in goals.keys.sorted() {
      guard case .goal(let change)? = goals[id]?.action else { continue }
      document.setGoal(change.after, id: id)
    }
    document.seq = saved
    return document
  }

  /// This document with the running focus session's pause as `local` has it, when both are
  /// the same session: pausing is kept in the document, not the history.
  package func keepingRunning(from local: StoreDocument) -> StoreDocument {
    var document = self
    if let mine = local.focus, let running = focus, mine.started == running.started,
      mine.item == running.item
    {
      document.focus = mine
    }
    return document
  }
}
