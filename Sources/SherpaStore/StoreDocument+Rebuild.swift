import SherpaCore

extension StoreDocument {
  /// The document the history describes: each item as its last change left it (an undone
  /// change as it was before), each setting as its last change left it, and the seq of the
  /// last event that changed them, as a document is saved with its change. What `sherpa doctor --repair` writes for a document that is 0 bytes,
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
      switch event.action {
      case .change, .config: saved = event.seq
      case .undo(let seq):
        switch bySeq[seq]?.action {
        case .change?, .config?: saved = event.seq
        default: break
        }
      default: break
      }
      switch event.action {
      case .change(let change):
        document.set(change.after, id: change.id)
        document.nextId = max(document.nextId, change.id + 1)
      case .config(let key, _, let after):
        if let settings = try? document.settings.setting(key, to: after) {
          document.settings = settings
        }
      case .undo(let seq):
        switch bySeq[seq]?.action {
        case .change(let change)?: document.set(change.before, id: change.id)
        case .config(let key, let before, _)?:
          if let settings = try? document.settings.setting(key, to: before) {
            document.settings = settings
          }
        default: break
        }
      default: break
      }
    }
    document.seq = saved
    return document
  }
}
