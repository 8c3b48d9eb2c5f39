import SherpaCore
import SherpaStore

/// Every item in the store, and the settings to show them with.
public struct ItemList {
  public let items: [TrackedItem]
  public let settings: Settings
}

extension Actions {
  /// Every item, archived and done ones too, in the store's order.
  public func items() throws -> ItemList {
    let document = try store.document()
    return ItemList(items: document.items, settings: document.settings)
  }
}
