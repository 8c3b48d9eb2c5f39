/// An item as Tab sees it: its number, its name, and whether commands still take it.
public struct ItemName: Hashable, Sendable {
  public let id: Int
  public let name: String
  public let isArchived: Bool
  /// A one-off task already done.
  public let isDone: Bool

  public init(id: Int, name: String, isArchived: Bool, isDone: Bool) {
    self.id = id
    self.name = name
    self.isArchived = isArchived
    self.isDone = isDone
  }
}
