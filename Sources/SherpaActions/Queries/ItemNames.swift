import SherpaCore
import SherpaParse
import SherpaStore

/// The store's item names for Tab, read again only when the store file has changed since.
public struct ItemNames {
  private let store: Store
  private var stamp: FileStamp?
  private var cached: [ItemName] = []

  /// The names of the store `actions` work on.
  public init(of actions: Actions) { store = actions.store }

  public mutating func items() -> [ItemName] {
    guard let now = FileStamp.of(store.path) else { return [] }
    if let stamp, stamp == now, !now.isRecent { return cached }
    cached = (try? store.itemNames()) ?? []
    stamp = now
    return cached
  }

  /// The words of the units the item `itemWords` names can be logged in ("km", "mi"):
  /// none for an item counted in times.
  public func unitWords(for itemWords: String) -> [String] {
    let items = (try? store.document().items) ?? []
    let unit = (try? ItemResolver(items).find(itemWords))?.item.target.unit
    guard unit != .count else { return [] }
    return Grammar.builtIn.unitWords(for: unit)
  }
}
