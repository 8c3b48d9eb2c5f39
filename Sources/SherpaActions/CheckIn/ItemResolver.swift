import SherpaCore
import SherpaParse

/// Finds the item a person means — the one resolver behind every front door.
///
/// A name is found in tiers: the whole name in any case, the number (`3` or `#3`), a unique
/// start of the name, the start of a word in it. A check-in's activity ("my reading") is
/// found by the stems of its words. When an amount with a unit comes with the name, the
/// unit settles which item: `done water 500ml` with "Water the plants" and "Drink water"
/// is Drink water, the one counted in a volume.
public struct ItemResolver {
  public let items: [TrackedItem]

  public init(_ items: [TrackedItem]) { self.items = items }

  /// The item `text` names.
  ///
  /// - Parameters:
  ///   - archived: Whether archived items may be named (`show`, `delete`).
  ///   - fitting: An amount logged with the name: among items a tier finds, those the
  ///     amount fits come first, and a tier where none fits gives way to the next.
  public func find(_ text: String, archived: Bool = false, fitting quantity: Quantity? = nil)
    throws(ItemFailure) -> TrackedItem
  {
    let wanted = text.trimmingWhitespace().lowercased()
    guard !wanted.isEmpty else { throw .unnamed }
    let live = items.filter { archived || !$0.isArchived }
    if let found = try match(wanted, in: live, fitting: quantity) { return found }
    if !archived, let stored = (try? match(wanted, in: items.filter(\.isArchived))) ?? nil {
      throw .archived(stored.name)
    }
    let nearest = Spelling.nearest(to: wanted, among: live, name: { $0.name.lowercased() })
    throw .none(text, nearest: nearest?.name)
  }

  /// Whether `text` is exactly an active item's name or number.
  public func names(_ text: String) -> Bool {
    let wanted = text.lowercased()
    return items.contains {
      !$0.isArchived && (Self.has($0, name: wanted) || Self.has($0, number: wanted))
    }
  }

  /// Refuses a name an active item already has, unless `force`.
  public func refuseTaken(_ name: String, force: Bool) throws(ItemFailure) {
    guard !force,
      let same = items.first(where: { !$0.isArchived && Self.has($0, name: name.lowercased()) })
    else { return }
    throw .taken(same)
  }

  /// The item at the start of some words, and the rest: "brush teeth every morning" is
  /// "Brush teeth" and "every morning".
  public func split(_ arguments: [String], archived: Bool = false)
    throws(ItemFailure) -> (TrackedItem, [String])
  {
    let words = Words.split(arguments)
    guard !words.isEmpty else { throw .nothingSaid }
    let live = ItemResolver(items.filter { archived || !$0.isArchived })
    for size in stride(from: words.count, through: 1, by: -1) {
      let name = words.prefix(size).joined(by: " ")
      if live.names(name) {
        return (try find(name, archived: archived), Array(words.dropFirst(size)))
      }
    }
    // A quoted first argument is the whole item; otherwise its first word.
    let quoted = arguments[0].contains(" ")
    let first = quoted ? arguments[0] : words[0]
    let rest = quoted ? Array(arguments.dropFirst()) : Array(words.dropFirst())
    return (try find(first, archived: archived), rest)
  }

  /// The items a check-in's activity names: those whose names hold most of its words (by
  /// stem), narrowed to the one named whole, then to those the amount fits. One when the
  /// words are clear, several when they fit equally, none when no name holds any of them.
  public func candidates(for activity: [String], fitting quantity: Quantity? = nil)
    -> [TrackedItem]
  {
    let wanted = activity.map(Words.stem)
    var best: [TrackedItem] = []
    var bestScore = 0
    for tracked in items where !tracked.isArchived && tracked.completed == nil {
      let names = tracked.name.lowercased().split(whereSeparator: { $0 == " " || $0 == "/" })
        .map { Words.stem(String($0)) }
      // What was done weighs more than the verb before it: "drank a coffee" is Coffees,
      // not Drink water.
      let score = wanted.enumerated().reduce(0) { score, next in
        let (index, word) = next
        let named = names.contains { $0 == word || (word.count >= 3 && $0.hasPrefix(word)) }
        return score + (named ? (index == 0 && wanted.count > 1 ? 1 : 2) : 0)
      }
      if score > bestScore {
        best = [tracked]
        bestScore = score
      } else if score == bestScore && score > 0 {
        best.append(tracked)
      }
    }
    guard best.count > 1 else { return best }
    let said = activity.joined(by: " ")
    if let named = best.first(where: { $0.name.lowercased() == said }) { return [named] }
    return Self.fitting(best, quantity)
  }

  /// The one item a check-in names.
  ///
  /// - Throws: `ItemFailure` saying there is none, or asking which one when several fit.
  public func item(for activity: [String], fitting quantity: Quantity? = nil)
    throws(ItemFailure) -> TrackedItem
  {
    let found = candidates(for: activity, fitting: quantity)
    guard let first = found.first else {
      throw .noneForActivity(activity.joined(by: " "))
    }
    guard found.count == 1 else { throw .which(found) }
    return first
  }

  /// "'A', 'B' or 'C'": the first four of `items`, to choose from.
  public static func choice(_ items: [TrackedItem]) -> String {
    Words.choice(items.map(\.name))
  }

  // MARK: Tiers

  private static func has(_ item: TrackedItem, name wanted: String) -> Bool {
    item.name.lowercased() == wanted
  }

  /// `3` or `#3`.
  private static func has(_ item: TrackedItem, number wanted: String) -> Bool {
    "\(item.id)" == wanted || "#\(item.id)" == wanted
  }

  /// Those of `found` that `quantity` fits, when it fits any; else all of them.
  private static func fitting(_ found: [TrackedItem], _ quantity: Quantity?) -> [TrackedItem] {
    guard let quantity, quantity.unit != nil || quantity.word != nil else { return found }
    let fit = found.filter { Amounts.fits(quantity, $0.item.target) }
    return fit.isEmpty ? found : fit
  }

  private func match(_ wanted: String, in items: [TrackedItem], fitting quantity: Quantity? = nil)
    throws(ItemFailure) -> TrackedItem?
  {
    let tiers: [(TrackedItem) -> Bool] = [
      { Self.has($0, name: wanted) },
      { Self.has($0, number: wanted) },
      { $0.name.lowercased().hasPrefix(wanted) },
      { $0.name.lowercased().split(separator: " ").contains { $0.hasPrefix(wanted) } },
    ]
    // The whole name and the number are final. With an amount, a looser tier none of whose
    // items it fits gives way to a later one that has one it fits; if none has, the first
    // tier that found any answers.
    var firstFound: [TrackedItem]?
    for (index, tier) in tiers.enumerated() {
      let found = items.filter(tier)
      guard !found.isEmpty else { continue }
      guard let quantity, index >= 2 else { return try Self.one(wanted, found) }
      if firstFound == nil { firstFound = found }
      let fit = found.filter { Amounts.fits(quantity, $0.item.target) }
      if !fit.isEmpty { return try Self.one(wanted, fit) }
    }
    guard let firstFound else { return nil }
    return try Self.one(wanted, firstFound)
  }

  private static func one(_ wanted: String, _ found: [TrackedItem]) throws(ItemFailure)
    -> TrackedItem
  {
    guard found.count == 1 else { throw .several(wanted, found) }
    return found[0]
  }
}
