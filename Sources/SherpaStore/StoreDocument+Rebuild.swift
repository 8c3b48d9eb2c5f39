import SherpaCore

extension StoreDocument {
  /// The document the history describes: each item as its last change left it (an undone
  /// change as it was before), each setting as its last change left it, the running focus
  /// session and timers as their last start or stop left them (a pause is the document's
  /// alone: a rebuilt session runs unpaused), and the seq of the last event that changed
  /// them, as a document is saved with its change. What `sherpa doctor --repair` writes for a document that is 0 bytes,
  /// missing or unreadable while the history is intact.
  ///
  /// - Parameter events: The whole history, in seq order.
  public static func rebuilt(from events: [Event]) -> StoreDocument {
    var voided = Set<Int>()
    var bySeq: [Int: Event] = [:]
    for event in events {
      bySeq[event.seq] = event
      if case .void(let seq) = event.action { voided.insert(seq) }
    }
    var document = StoreDocument()
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
        document.set(change.after, id: change.id)
        document.nextId = max(document.nextId, change.id + 1)
      case .config(let key, _, let after):
        if let settings = try? document.settings.setting(key, to: after) {
          document.settings = settings
        }
      case .focus(let record):
        document.focus = record.kind == .start ? record.session : nil
      case .stopwatch(let record):
        document.stopwatches.removeAll { $0.item == record.stopwatch.item }
        if record.kind == .start { document.stopwatches.append(record.stopwatch) }
      case .undo(let seq):
        switch bySeq[seq]?.action {
        case .change(let change)?: document.set(change.before, id: change.id)
        case .config(let key, let before, _)?:
          if let settings = try? document.settings.setting(key, to: before) {
            document.settings = settings
          }
        case .focus(let record)?:
          document.focus = record.kind == .start ? nil : record.session
        case .stopwatch(let record)?:
          document.stopwatches.removeAll { $0.item == record.stopwatch.item }
          if record.kind == .stop { document.stopwatches.append(record.stopwatch) }
        default: break
        }
      default: break
      }
    }
    document.seq = saved
    return document
  }
}
