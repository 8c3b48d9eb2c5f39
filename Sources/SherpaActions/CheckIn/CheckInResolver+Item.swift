import SherpaCore
import SherpaParse

/// Which item a check-in names.
extension CheckInResolver {
  enum Found {
    case one(TrackedItem)
    case several([TrackedItem])
    case nothing(why: String, suggestions: [String])
  }

  /// Words of a name that say nothing of the activity.
  static let nameFillers: Set<String> = ["the", "a", "an", "my", "of", "to", "for", "some"]

  func item(_ reading: CheckInReading, chosen: Int?, day: CivilDate) -> Found {
    let live = items.filter { !$0.isArchived }
    // Terminal codes or control characters name nothing; the message shows them escaped.
    if reading.text.unicodeScalars.contains(where: { $0.value < 32 || $0.value == 127 }) {
      return .nothing(why: ItemFailure.none(reading.text, nearest: nil).message, suggestions: [])
    }
    if let chosen, let found = live.first(where: { $0.id == chosen }) { return .one(found) }
    if let number = reading.activity.first(where: { $0.hasPrefix("#") }),
      let found = live.first(where: { "#\($0.id)" == number })
    {
      return .one(found)
    }
    // "done 3": the item numbered 3.
    if !reading.namesSomething, let quantity = reading.quantity, quantity.unit == nil,
      quantity.word == nil, reading.text.trimmingWhitespace() == reading.amountSaid ?? "",
      let found = live.first(where: { Double($0.id) == quantity.amount })
    {
      return .one(found)
    }
    guard reading.namesSomething else {
      if reading.servingName != nil || isServing(reading.countedWord) {
        // "2 glasses": the one item measured in volume.
        let volume = live.filter { Self.isOpen($0) && $0.item.target.unit == .ml }
        if volume.count == 1 { return .one(volume[0]) }
        if volume.count > 1 { return .several(volume) }
      }
      let why = reading.amountSaid.map { LogFailure.amountWithoutItem($0) } ?? .noItem
      return .nothing(why: why.message, suggestions: [])
    }
    let said = Said(reading)
    let scored = live.compactMap { tracked in score(said, tracked).map { (tracked, $0) } }
    guard let best = scored.map(\.1).max() else {
      return nothing(reading, live)
    }
    var found = scored.filter { $0.1 == best }.map(\.0)
    // A done task or an item that has ended gives way to one still open.
    let open = found.filter(Self.isOpen)
    if !open.isEmpty { found = open }
    guard found.count > 1 else { return .one(found[0]) }
    // The unit settles it; else a name that is exactly the words.
    if let quantity = reading.quantity {
      let fit = found.filter {
        converted(reading, quantity, $0, $0.target(on: day)) != nil
      }
      if fit.count == 1 { return .one(fit[0]) }
    }
    let exact = found.filter { isExact(reading, $0) }
    if exact.count == 1 { return .one(exact[0]) }
    return .several(found)
  }

  static func isOpen(_ tracked: TrackedItem) -> Bool { tracked.completed == nil }

  /// A word with its stem, worked out once and only when asked: a check-in holds its words
  /// up to every word of every item's name, and most start with another letter.
  final class Stemmed {
    let text: String
    /// The stem's first character, lower case: the text's first that is not a dash.
    let initial: String?
    private(set) lazy var stem = Words.stem(text)

    init(_ text: String) {
      self.text = text
      initial = text.first { $0 != "-" }?.lowercased()
    }
  }

  /// The words of a check-in that may name an item, stemmed once for all the items.
  struct Said {
    let activity: [Stemmed]
    let verb: Stemmed?
    let counted: [Stemmed]

    init(_ reading: CheckInReading) {
      activity = reading.activity.map(Stemmed.init)
      verb = reading.verb.map(Stemmed.init)
      counted = (reading.countedWord?.split(separator: " ") ?? []).map { Stemmed(String($0)) }
    }
  }

  /// How well the words name an item: nil when a word of the activity is not in the name;
  /// else 2 for each word of it, 2 for the counted thing ("coffees"), 1 for the verb.
  func score(_ said: Said, _ tracked: TrackedItem) -> Int? {
    // Every word of the activity must match a word of the name, and a match keeps its first
    // letter: most items are ruled out by their words' first letters, before their names
    // are split and stemmed.
    if let initials = Self.initials(of: tracked.name),
      said.activity.contains(where: { word in
        word.initial.map { $0.utf8.count == 1 && !initials.contains($0.utf8.first!) } ?? false
      })
    {
      return nil
    }
    let names = Self.nameWords(tracked).map(Stemmed.init)
    var score = 0
    for word in said.activity {
      guard names.contains(where: { Self.matches(word, $0) }) else { return nil }
      score += 2
    }
    if let verb = said.verb, names.contains(where: { Self.matches(verb, $0) }) { score += 1 }
    if !said.counted.isEmpty, Self.names(said.counted, in: names) { score += 2 }
    return score > 0 ? score : nil
  }

  /// The first letter of each word of an ASCII name, lower case, as its `Stemmed` gives it
  /// (after any dashes), fillers included; nil for any other name, or one with a word of
  /// dashes alone, which only the whole comparison settles.
  static func initials(of name: String) -> [UInt8]? {
    var initials: [UInt8] = []
    var inWord = false
    var onlyDashes = false
    for byte in name.utf8 {
      if byte >= 0x80 { return nil }
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "/") {
        if onlyDashes { return nil }
        inWord = false
      } else if !inWord && byte == UInt8(ascii: "-") {
        onlyDashes = true
      } else if !inWord {
        initials.append(byte >= 65 && byte <= 90 ? byte + 32 : byte)
        inWord = true
        onlyDashes = false
      }
    }
    return onlyDashes ? nil : initials
  }

  /// The name's words that say the activity: "Walk the dog" is walk, dog.
  static func nameWords(_ tracked: TrackedItem) -> [String] { nameWords(tracked.name) }

  static func nameWords(_ name: String) -> [String] {
    name.lowercased().split(whereSeparator: { $0 == " " || $0 == "/" })
      .map(String.init).filter { !nameFillers.contains($0) }
  }

  /// Whether a said word names a word of a name: the start of it ("med" of meditate), the
  /// same stem (swimming, swims → swim), or the noun of it (prayers → pray).
  static func matches(_ said: Stemmed, _ name: Stemmed) -> Bool {
    // Each way of matching keeps the first letter (a stem only loses letters at its end).
    if let first = said.initial, let other = name.initial, first != other { return false }
    if name.text.hasPrefix(said.text) || said.stem == name.stem { return true }
    return name.stem.count >= 4 && said.stem.hasPrefix(name.stem)
      && ["er", "ion", "ation", "ment", "ist"].contains(
        String(said.stem.dropFirst(name.stem.count)))
  }

  /// Whether the counted words name a word of the name: "protein shakes", "push ups".
  static func names(_ counted: [Stemmed], in names: [Stemmed]) -> Bool {
    if counted.allSatisfy({ word in names.contains { matches(word, $0) } }) { return true }
    let joined = Words.stem(counted.map(\.text).joined())
    return names.contains { $0.stem == joined }
  }

  /// Whether the words are the whole name: "walked the dog" is Walk the dog, "walked" Walk.
  private func isExact(_ reading: CheckInReading, _ tracked: TrackedItem) -> Bool {
    let names = Self.nameWords(tracked).map(Words.stem)
    let activity = reading.activity.map(Words.stem)
    let verb = reading.verb.map { [Words.stem($0)] } ?? []
    let counted =
      reading.countedWord.map { $0.split(separator: " ").map { Words.stem(String($0)) } } ?? []
    return [activity, verb + activity, counted, verb].contains { !$0.isEmpty && $0 == names }
  }

  /// No item named: what was not understood, with names a typo is near.
  private func nothing(_ reading: CheckInReading, _ live: [TrackedItem]) -> Found {
    let words = reading.activity + (reading.verb.map { [$0] } ?? [])
    var near: [String] = []
    for tracked in live where Self.isOpen(tracked) {
      let names = Self.nameWords(tracked)
      let close = words.contains { word in
        names.contains { Self.isNear(word, $0) }
      }
      if close && !near.contains(tracked.name) { near.append(tracked.name) }
    }
    // "run zoom": an item, then a word that is no amount.
    if reading.quantity == nil, reading.activity.count > 1,
      case .one(let tracked) = item(
        Self.without(reading, last: 1), chosen: nil, day: today)
    {
      return .nothing(
        why: LogFailure.amountNotUnderstood(reading.activity.last!, tracked).message,
        suggestions: [])
    }
    let said = ([reading.verbSaid].compactMap { $0 } + reading.activity).joined(by: " ")
    // An archived item the words name: say so rather than that there is none.
    let heard = Said(reading)
    let archived = items.filter(\.isArchived).compactMap { tracked in
      score(heard, tracked).map { _ in tracked }
    }
    if let stored = archived.first {
      return .nothing(why: ItemFailure.archived(stored.name).message, suggestions: [])
    }
    let why = ItemFailure.none(said, nearest: near.first).message
    return .nothing(why: why, suggestions: Array(near.prefix(3)))
  }

  /// Whether a typed word is a slip for a word of a name: near, but not the word itself.
  static func isNear(_ said: String, _ name: String) -> Bool {
    // A slip rarely touches the first letter; "jogged" is not near "dog".
    guard said.first == name.first else { return false }
    let near = min(
      Spelling.distance(said, name), Spelling.distance(Words.stem(said), Words.stem(name)))
    return Spelling.isSlip(edits: near, forLength: said.count)
  }

  /// The reading with its activity's last words left out.
  static func without(_ reading: CheckInReading, last count: Int) -> CheckInReading {
    var shorter = reading
    shorter.activity.removeLast(count)
    return shorter
  }

  func isServing(_ word: String?) -> Bool { servingSize(word) != nil }

  /// What one of a container or scoop holds: the person's own, else the grammar's.
  func servingSize(_ word: String?) -> Settings.Serving? {
    guard let word else { return nil }
    for form in CheckInWords.singulars(of: word.lowercased()) {
      if let own = settings.servings[form] { return own }
      if let ml = parser.grammar.servingSize(form) {
        return Settings.Serving(amount: ml, unit: .ml)
      }
    }
    return nil
  }
}
