import SherpaCore
import Testing

struct ItemRelationTests {
  static func tracked(_ id: Int, _ name: String, archived: Bool = false) -> TrackedItem {
    let day = CivilDate(iso: "2026-11-01")!
    return TrackedItem(
      id: id,
      item: Item(kind: .habit, name: name, recurrence: Recurrence(frequency: .daily), start: day),
      input: name, created: day, archived: archived ? day : nil)
  }

  static let items = [
    tracked(1, "Breakfast"), tracked(2, "Gym workout"), tracked(3, "Run 5 km"),
    tracked(4, "Run"), tracked(5, "Old stretch", archived: true), tracked(6, "Stretch routine"),
  ]

  @Test(arguments: [
    ("breakfast", 1), ("my breakfast", 1), ("The Breakfast", 1), ("workout", 2),
    ("my run", 4), ("run 5 km", 3), ("stretch", 6),
  ])
  func wordsNameTheItem(_ words: String, _ id: Int) {
    #expect(ItemRelation.item(named: words, among: Self.items)?.id == id)
  }

  @Test(arguments: ["dinner", "my", "", "runs"])
  func wordsThatNameNoItem(_ words: String) {
    #expect(ItemRelation.item(named: words, among: Self.items) == nil)
  }

  @Test func anItemIsNeverRelatedToItself() {
    #expect(ItemRelation.item(named: "run", among: Self.items, excluding: 4)?.id == 3)
  }
}
