extension Ledger {
  /// Each item's logs by its id. Ids are given out 1, 2, 3…, so most are kept in an array
  /// at their id, found without hashing (a month file's every line looks one up); any other
  /// id is kept in a dictionary.
  struct ItemLogs: Sendable {
    /// Ids below this are kept in the array.
    private static let arrayLimit = 4096
    private var byId: [Logs?] = []
    private var others: [Int: Logs] = [:]

    subscript(id: Int) -> Logs? {
      if id >= 0 && id < Self.arrayLimit { return id < byId.count ? byId[id] : nil }
      return others[id]
    }

    /// Counts in a log entry of item `id` on `day` (a day number), in place.
    mutating func fold(_ action: Event.Action, of id: Int, on day: Int) {
      guard id >= 0 && id < Self.arrayLimit else {
        return others[id, default: Logs()].fold(action, on: day)
      }
      if id >= byId.count { byId += repeatElement(nil, count: id + 1 - byId.count) }
      if byId[id] == nil { byId[id] = Logs() }
      byId[id]!.fold(action, on: day)
    }

    /// These logs with `other`'s, whose items are none of these.
    mutating func merge(_ other: ItemLogs) {
      if other.byId.count > byId.count {
        byId += repeatElement(nil, count: other.byId.count - byId.count)
      }
      for (id, logs) in other.byId.enumerated() where logs != nil { byId[id] = logs }
      others.merge(other.others) { $1 }
    }
  }
}
