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
    pick(significantWords(words), among: items.filter { !$0.isArchived && $0.id != id })
  }

  /// The item `words` named on `day`, as `item(named:among:excluding:)` resolves them among
  /// the items there were that day: added on or before it and not yet archived.
  public static func item(
    named words: String, among items: [TrackedItem], excluding id: Int? = nil,
    on day: CivilDate
  ) -> TrackedItem? {
    pick(
      significantWords(words),
      among: items.filter { $0.id != id && isLive($0, on: day) })
  }

  /// `items` with each "only on X days" relation resolved, version by version and day by
  /// day, to the item its words name among the items there were that day (see
  /// `item(named:among:excluding:on:)`). On days they name none, the item keeps its own
  /// schedule; the related item counts by its own schedule, not by relations of its own.
  /// Adding, archiving or renaming an item later leaves the days before alone, except that a
  /// rename changes which words name it.
  public static func resolvingOnlyOn(_ items: [TrackedItem]) -> [TrackedItem] {
    guard
      items.contains(where: {
        $0.item.onlyOn != nil || !$0.relatedDays.spans.isEmpty
          || $0.earlier.contains { $0.onlyOn != nil }
      })
    else { return items }
    var plain = items
    for i in plain.indices { plain[i].relatedDays = TrackedItem.RelatedDays() }
    return plain.map { tracked in
      var resolved = tracked
      resolved.relatedDays = relatedDays(of: tracked, among: plain)
      return resolved
    }
  }

  private static func relatedDays(of tracked: TrackedItem, among items: [TrackedItem])
    -> TrackedItem.RelatedDays
  {
    var spans: [TrackedItem.RelatedDays.Span] = []
    var from = CivilDate(unchecked: 1, 1, 1)
    for version in tracked.earlier + [tracked.version(on: .latest)] {
      defer { from = version.until.adding(days: 1) }
      guard let words = version.onlyOn, from <= version.until else { continue }
      let wanted = significantWords(words)
      guard !wanted.isEmpty else { continue }
      let candidates = items.filter { $0.id != tracked.id && matches($0, wanted) }
      // Which item the words name changes only where one of them is added or archived.
      var starts = Set([from])
      for candidate in candidates {
        for day in [candidate.created, candidate.archived].compactMap({ $0 })
        where from < day && day <= version.until {
          starts.insert(day)
        }
      }
      let ordered = starts.sorted()
      for (n, start) in ordered.enumerated() {
        let end = n + 1 < ordered.count ? ordered[n + 1].adding(days: -1) : version.until
        guard
          let related = pick(wanted, among: candidates.filter { isLive($0, on: start) })
        else { continue }
        if let last = spans.last, last.related.id == related.id,
          last.days.upperBound.adding(days: 1) == start
        {
          spans[spans.count - 1].days = last.days.lowerBound...end
        } else {
          spans.append(.init(days: start...end, related: related))
        }
      }
    }
    return TrackedItem.RelatedDays(spans: spans)
  }

  private static func isLive(_ tracked: TrackedItem, on day: CivilDate) -> Bool {
    tracked.created <= day && (tracked.archived.map { day < $0 } ?? true)
  }

  private static func matches(_ tracked: TrackedItem, _ wanted: [String]) -> Bool {
    let words = significantWords(tracked.name)
    return words == wanted || Set(words).isSuperset(of: wanted)
  }

  private static func pick(_ wanted: [String], among live: [TrackedItem]) -> TrackedItem? {
    guard !wanted.isEmpty else { return nil }
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
