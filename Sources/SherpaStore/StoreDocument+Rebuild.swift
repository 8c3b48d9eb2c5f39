import SherpaCore

extension StoreDocument {
  /// The document as the history says it is: what a sync writes after a merge, so the
  /// document is never merged as text.
  ///
  /// Each item is the `after` of its winning change — among the changes to it not taken back
  /// (undo, void), the latest by stamp, ties by device id, then seq (`Event.isLater`) — and
  /// absent when that change is a delete or there is none. Each setting is the `after` of its
  /// winning `config` event, else the default. The focus session running is the one the last
  /// focus event not taken back started (none when it stopped one); a timer runs for an item
  /// whose last timer event not taken back started it. The next item number follows the
  /// highest ever used, and `seq` is the last event's. A focus session's pause is kept in
  /// the document only: `keepingRunning` carries it over.
  ///
  /// - Parameter events: The whole history, in seq order.
  public init(rebuiltFrom events: [Event]) {
    self.init()
    let taken = Event.takenBack(in: events)
    var items: [Int: Event] = [:]
    var settings: [String: Event] = [:]
    var highest = 0
    for event in events {
      switch event.action {
      case .change(let change):
        highest = max(highest, change.id)
        guard !taken.contains(event.seq) else { continue }
        if let held = items[change.id], !event.isLater(than: held) { continue }
        items[change.id] = event
      case .config(let key, _, _):
        guard !taken.contains(event.seq) else { continue }
        if let held = settings[key], !event.isLater(than: held) { continue }
        settings[key] = event
      case .focus(let record):
        guard !taken.contains(event.seq) else { continue }
        focus = record.kind == .start ? record.session : nil
      case .stopwatch(let record):
        guard !taken.contains(event.seq) else { continue }
        stopwatches.removeAll { $0.item == record.stopwatch.item }
        if record.kind == .start { stopwatches.append(record.stopwatch) }
      default: break
      }
    }
    for key in Settings.keys {
      guard let event = settings[key], case .config(_, _, let after) = event.action else {
        continue
      }
      self.settings = (try? self.settings.setting(key, to: after)) ?? self.settings
    }
    self.items = items.keys.sorted().compactMap { id in
      guard case .change(let change)? = items[id]?.action else { return nil }
      return change.after
    }
    nextId = highest + 1
    seq = events.last?.seq ?? 0
  }

  /// This document with the running focus session's pause as `local` has it, when both are
  /// the same session: pausing is kept in the document, not the history.
  func keepingRunning(from local: StoreDocument) -> StoreDocument {
    var document = self
    if let mine = local.focus, let running = focus, mine.started == running.started,
      mine.item == running.item
    {
      document.focus = mine
    }
    return document
  }
}
