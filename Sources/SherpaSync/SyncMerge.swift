import SherpaCore
import SherpaStore

/// How a sync puts two histories together: the remote's as it is, then this store's events
/// the remote does not have yet, after it.
///
/// Events are the same event when they have the same identity (`Event.identity`), so an
/// event that arrives twice is one. The remote's history is never changed: other machines
/// have it. This store's unsent events have been seen by no one else, so they may move:
/// they take seqs after the remote's last (an undo among them follows what it undoes), and
/// an item they added under a number the remote gave another item takes the next free
/// number. Each keeps its id, day and stamp. Logs from both sides add up; item edits are
/// settled when the document is rebuilt (`StoreDocument.rebuilt(from:)`).
struct SyncMerge {
  /// The merged history, in seq order.
  var events: [Event]
  /// Where each event of `events` goes: the remote's files as they were, this store's
  /// unsent events appended to the month of their stamp (never before the remote's last).
  var files: [String: [Event]]
  /// The remote's events this store did not have.
  var incoming: [Event]
  /// This store's events the remote did not have, as they are in `events`.
  var outgoing: [Event]
  /// Items of this store's unsent events that took another number: old → new.
  var renumbered: [Int: Int]

  /// - Parameters:
  ///   - local: This store's whole history, in seq order.
  ///   - remote: The remote's history by month file, each in seq order.
  ///   - isCheckOff: Whether an item is checked off (done or not) on a day. The same
  ///     check-off made here and on another machine is one: this store's, unsent, becomes a
  ///     plain "done", which marks the day done without counting once more.
  init(
    local: [Event], remote: [String: [Event]], device: String,
    isCheckOff: (Int, CivilDate) -> Bool = { _, _ in false }
  ) {
    let remoteEvents = History.inSeqOrder(remote.values.flatMap { $0 })
    // An event from before ids is known by its seq only in the store that made it: one here
    // that is not the remote's line with that seq (a store that joins with a history of its
    // own) is this store's, and gets an id.
    let legacy = Dictionary(remoteEvents.filter { $0.id == nil }.map { ($0.seq, $0) }) {
      first, _ in first
    }
    let local = local.map { event in
      guard event.id == nil, legacy[event.seq] != event else { return event }
      var named = event
      named.id = "\(device).\(event.seq)"
      return named
    }
    let remoteIDs = Set(remoteEvents.map(\.identity))
    let localIDs = Set(local.map(\.identity))
    incoming = remoteEvents.filter { !localIDs.contains($0.identity) }
    let unsent = local.filter { !remoteIDs.contains($0.identity) }
    files = remote
    var seqs: [Int: Int] = [:]
    var next = (remoteEvents.last?.seq ?? 0) + 1
    for event in unsent {
      seqs[event.seq] = next
      next += 1
    }
    // Items the remote knows by number, and items this store added in unsent events.
    var taken = Set<Int>()
    for event in remoteEvents {
      if case .change(let change) = event.action { taken.insert(change.id) }
      if let item = event.loggedItem { taken.insert(item) }
    }
    let sentAdds = Set(
      local.compactMap { event -> Int? in
        guard remoteIDs.contains(event.identity), case .change(let c) = event.action,
          c.kind == .add
        else { return nil }
        return c.id
      })
    var highest = max(taken.max() ?? 0, local.compactMap(\.changedItem).max() ?? 0)
    var ids: [Int: Int] = [:]
    for event in unsent {
      guard case .change(let change) = event.action, change.kind == .add,
        taken.contains(change.id), !sentAdds.contains(change.id), ids[change.id] == nil
      else { continue }
      highest += 1
      ids[change.id] = highest
    }
    renumbered = ids
    // Check-offs that came in, by item and day, that a check-off here can meet.
    var checkedOff: [String: Int] = [:]
    let undone = Event.takenBack(in: remoteEvents)
    for event in incoming where !undone.contains(event.seq) {
      switch event.action {
      case .progress(let item, 1, _), .done(let item, _):
        checkedOff["\(item) \(event.day)", default: 0] += 1
      default: break
      }
    }
    var last = remote.keys.max() ?? ""
    outgoing = []
    for event in unsent {
      let seq = seqs[event.seq] ?? event.seq
      var action = Transaction.mapped(event.action, ids: ids, seqs: seqs)
      if case .progress(let item, 1, let note) = action, isCheckOff(item, event.day),
        let met = checkedOff["\(item) \(event.day)"], met > 0
      {
        checkedOff["\(item) \(event.day)"] = met - 1
        action = .done(item: item, note: note)
      }
      let moved = Event(
        day: event.day, seq: seq, at: event.at, action: action,
        id: event.id ?? "\(device).\(seq)")
      outgoing.append(moved)
      let stamped = CivilDate(iso: event.at.prefix(10)).map(History.month(of:)) ?? ""
      last = max(last, stamped, History.month(of: event.day))
      files[last, default: []].append(moved)
    }
    events = remoteEvents + outgoing
  }
}

extension Event {
  /// The item a change is about; nil for other events.
  var changedItem: Int? {
    if case .change(let change) = action { return change.id }
    return nil
  }
}
