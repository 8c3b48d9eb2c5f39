/// How items refer to each other: "after breakfast", "only on workout days". A relation
/// keeps the words as said; it is resolved to an item by name whenever it is needed, so
/// renaming, adding or archiving items never leaves a stale link behind.
public enum ItemRelation {
  /// Words that say nothing about which item is meant.
  private static let fillers: Set<String> = ["my", "the", "a", "an", "our", "your", "some"]

  /// The item `words` name among `items`, or nil when none does (an activity that is not
  /// tracked, such as a breakfast nobody logs).
  ///
  /// The words match an item whose name is exactly them, in any case and without fillers
  /// ("my run" → "Run"); failing that, the item whose name holds every one of the words
  /// as a whole word ("workout" → "Gym workout"), the shortest name first, then the lowest
  /// id. Archived items are passed over; `excluding` is the item doing the referring.
  public static func item(
    named words: String, among items: [TrackedItem], excluding id: Int? = nil
  ) -> TrackedItem? {
    let wanted = significantWords(words)
    guard !wanted.isEmpty else { return nil }
    let live = items.filter { !$0.isArchived && $0.id != id }
    if let exact = live.first(where: { significantWords($0.name) == wanted }) { return exact }
    return
      live
      .filter { Set(significantWords($0.name)).isSuperset(of: wanted) }
      .min { ($0.name.count, $0.id) < ($1.name.count, $1.id) }
  }

  /// The lowercased words of `text` without fillers or punctuation around them.
  static func significantWords(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "'" }
      .map(String.init).filter { !fillers.contains($0) }
  }
}
