import SherpaCore

/// What makes an item in one store the same item in another: the day it was created and the
/// phrase it was first added with. Neither changes with an edit, a rename or an archive, and
/// both travel in an export.
struct ItemIdentity: Hashable {
  let created: CivilDate
  let input: String

  init(_ tracked: TrackedItem) {
    created = tracked.created
    input = tracked.input
  }

  /// Each item id known to a store, by identity: from the earliest change the history holds
  /// for it (its add, whose input is the phrase it was added with), else the document.
  static func identities(items: [TrackedItem], events: [Event]) -> [Int: ItemIdentity] {
    var known: [Int: ItemIdentity] = [:]
    for event in events {
      guard case .change(let change) = event.action, known[change.id] == nil,
        let first = change.before ?? change.after
      else { continue }
      known[change.id] = ItemIdentity(first)
    }
    for tracked in items where known[tracked.id] == nil {
      known[tracked.id] = ItemIdentity(tracked)
    }
    return known
  }

  /// The ids of `source` that are items of `target` too, paired with their ids there. Items
  /// with the same identity pair off in id order.
  static func pairs(_ source: [Int: ItemIdentity], in target: [Int: ItemIdentity]) -> [Int: Int] {
    var free: [ItemIdentity: [Int]] = [:]
    for (id, identity) in target.sorted(by: { $0.key < $1.key }) {
      free[identity, default: []].append(id)
    }
    var pairs: [Int: Int] = [:]
    for (id, identity) in source.sorted(by: { $0.key < $1.key }) {
      guard let candidates = free[identity], let first = candidates.first else { continue }
      pairs[id] = first
      free[identity] = Array(candidates.dropFirst())
    }
    return pairs
  }
}
