import SherpaCore

/// The parser's vocabulary and phrases, built from the JSON files in `grammars/`.
///
/// SherpaParse turns a phrase into an `Item`: the `Lexer` splits it into words that
/// remember where they came from, the `Grammar` says what each can mean, the rules in
/// `Rules/` place them, and `ParseFailure` says what could not be placed. The grammar files
/// are compiled in; a user file with the same sections adds to them.
public struct Grammar: Sendable {
  /// Meanings of single words.
  var words = WordTable<[Meaning]>()
  /// Phrases of several words, keyed by their first word, longest first.
  var phrases = WordTable<[(words: [String], meanings: [Meaning])]>()
  /// Words worth suggesting when a person misspells one: day, month and schedule words.
  var suggestions = WordTable<String>()
  /// Word runs that report something done ("did my", "finished"), longest first.
  public internal(set) var checkInLeads: [[String]] = []
  /// Past tenses of activities, "ran" → "run"; a key may be two words ("worked out").
  var pastTenses = WordTable<String>()
  /// Openers, fillers, servings and day words of check-ins.
  var checkInWords = CheckInWords()
  /// User files' coach sections, kept as read; the built-in ones are `CoachWords.builtIn`.
  var userCoachDocuments: [JSONValue] = []
  /// Entries that could not be used, described for the person who wrote them.
  public private(set) var problems: [String] = []
  /// What `concern(in:)` listens for: crisis, abuse, clinical and low-mood phrases.
  /// User files' care sections, kept as read; the built-in ones are `CareVocabulary.builtIn`.
  var userCareDocuments: [JSONValue] = []
  /// First verbs of an errand ("buy", "pick up"): with no schedule and no amount, a task.
  var errands = WordSet()
  /// "call", "phone": an errand only for a business, never a person.
  var errandCalls = WordSet()
  /// First words of errands of two words ("pick" of "pick up").
  var errandLeads = WordSet()
  var businesses = WordSet()
  var people = WordSet()
  /// Words that put a bare clock hour in the evening ("dinner at 7") or the morning.
  var pmWords = WordSet()
  var amWords = WordSet()
  /// "no", "nothing": a phrase opening with one is a limit whose clock words stay in its name.
  var limitOpeners = WordSet()
  /// Schedule words a one-edit misspelling is read as ("mondya", "evrey", "tomorow").
  var typos = TypoVocabulary()
  /// "rent", "mortgage": what is paid "on the 1st" is paid every month.
  var monthlyBills = WordSet()

  /// The grammar compiled into the binary, made once per process from the tables in
  /// `Grammar+Tables.swift` (written from `grammars/` by `make grammar-tables`): no JSON is
  /// decoded at start, only a user file's.
  public static let builtIn = Grammar.compiled()

  /// The grammar the files make, decoded: what `Grammar+Tables.swift` is written from, and
  /// what `GrammarTablesTests` checks it against.
  static func decoded(from files: [(name: String, bytes: [UInt8])]) -> Grammar {
    var grammar = Grammar()
    for file in files {
      // The files are part of the build and checked by tests; a broken one is a build bug.
      let document = try! JSONValue(parsing: file.bytes)
      grammar.add(document, finishing: false)
    }
    grammar.finish()
    return grammar
  }

  /// The grammar files, as compiled in. `GrammarFilesTests` checks this matches `grammars/`.
  public static let files: [(name: String, bytes: [UInt8])] = [
    ("numbers.json", PackageResources.numbers_json),
    ("units.json", PackageResources.units_json),
    ("calendar.json", PackageResources.calendar_json),
    ("schedules.json", PackageResources.schedules_json),
    ("markers.json", PackageResources.markers_json),
    ("checkins.json", PackageResources.checkins_json),
    ("coach.json", PackageResources.coach_json),
    ("safety.json", PackageResources.safety_json),
    ("errands.json", PackageResources.errands_json),
    ("meals.json", PackageResources.meals_json),
  ]

  /// This grammar with the sections of a user file added (same shape as the built-in files).
  ///
  /// - Throws: `GrammarFailure` when the file is not JSON or a section has the wrong shape.
  public func adding(userFile bytes: [UInt8], named path: String) throws(GrammarFailure) -> Grammar
  {
    let document: JSONValue
    do {
      document = try JSONValue(parsing: bytes)
    } catch {
      throw GrammarFailure(path: path, problem: error.description)
    }
    guard document.members != nil else {
      throw GrammarFailure(path: path, problem: "the file must hold one JSON object")
    }
    var grammar = self
    grammar.problems = []
    grammar.add(document)
    if CoachWords.hasSections(document) { grammar.userCoachDocuments.append(document) }
    if CareVocabulary.hasSections(document) {
      var check = CareVocabulary.builtIn
      check.add(document, problems: &grammar.problems)
      grammar.userCareDocuments.append(document)
    }
    if let problem = grammar.problems.first {
      throw GrammarFailure(path: path, problem: problem)
    }
    return grammar
  }

  // MARK: - Building

  /// Adds a document's sections; `finishing` orders what lookups need ordered, which the
  /// built-in grammar does once after its last file.
  mutating func add(_ doc: JSONValue, finishing: Bool = true) {
    for (word, value) in doc["words"]?.members ?? [] {
      if let n = amount(value, word) { define(word, .numberWord(n)) }
    }
    for (word, value) in doc["multipliers"]?.members ?? [] {
      if let n = amount(value, word) { define(word, .multiplier(n)) }
    }
    for (phrase, value) in doc["phrases"]?.members ?? [] {
      if let n = amount(value, phrase) { define(phrase, .quantity(n)) }
    }
    for word in doc["articles"]?.strings ?? [] { define(word, .article) }
    for phrase in doc["checkInLeads"]?.strings ?? [] {
      checkInLeads.append(phrase.lowercased().split(separator: " ").map(String.init))
    }
    checkInLeads.sort { $0.count > $1.count }
    for (word, value) in doc["pastTenses"]?.members ?? [] {
      if let present = value.string {
        pastTenses.set(word.lowercased(), to: present.lowercased())
      }
    }
    checkInWords.add(doc)
    for (word, value) in doc["multiplicatives"]?.members ?? [] {
      if let n = whole(value, word, 1...1000) { define(word, .multiplicative(n)) }
    }
    for (word, value) in doc["ordinals"]?.members ?? [] {
      guard let n = whole(value, word, -31...366) else { continue }
      guard n != 0 else {
        problems.append("'\(word)' needs an ordinal other than 0: 1 for first, -1 for last")
        continue
      }
      define(word, .ordinal(n))
    }
    for phrase in doc["fromLast"]?.strings ?? [] { define(phrase, .fromLast) }
    for (unitName, value) in doc["units"]?.members ?? [] {
      guard let unit = SherpaCore.Unit(rawValue: unitName) else { continue }
      for word in value.strings { define(word, .unit(unit, factor: 1)) }
    }
    for (word, value) in doc["conversions"]?.members ?? [] {
      guard let pair = value.array, pair.count == 2, let name = pair[0].string,
        let unit = SherpaCore.Unit(rawValue: name), let factor = amount(pair[1], word), factor > 0
      else {
        problems.append("'\(word)' needs a unit and a factor above zero, like [\"km\", 1.609344]")
        continue
      }
      define(word, .unit(unit, factor: factor))
    }
    let plurals = Set(doc["pluralWeekdays"]?.strings ?? [])
    for (code, value) in doc["weekdays"]?.members ?? [] {
      guard let day = Weekday(code: code) else { continue }
      for word in value.strings {
        define(word, .weekday(day, plural: plurals.contains(word) || word.hasSuffix("days")))
      }
      suggest(day.name)
    }
    for (word, value) in doc["weekdayLetters"]?.members ?? [] {
      if let day = value.string.flatMap({ Weekday(code: $0) }) { define(word, .weekdayLetter(day)) }
    }
    for (word, value) in doc["weekdaySets"]?.members ?? [] {
      define(word, .weekdaySet(value.strings.compactMap { Weekday(code: $0) }))
      suggest(word)
    }
    for (number, value) in doc["months"]?.members ?? [] {
      guard let month = Int(number), (1...12).contains(month) else { continue }
      for word in value.strings { define(word, .month(month)) }
      if let name = value.strings.first { suggest(name.prefix(1).uppercased() + name.dropFirst()) }
    }
    let dayPhases = doc["relativeDayPhases"]?.members ?? []
    for (word, value) in doc["relativeDays"]?.members ?? [] {
      let phase = dayPhases.first { $0.0 == word }.flatMap { $0.1.string }.flatMap(Phase.init)
      if let n = whole(value, word, -3650...3650) { define(word, .relativeDay(n, phase)) }
      suggest(word)
    }
    for word in doc["nextWords"]?.strings ?? [] { define(word, .next) }
    for word in doc["every"]?.strings ?? [] { define(word, .every) }
    for word in doc["everyOther"]?.strings ?? [] { define(word, .everyOther) }
    for (word, value) in doc["frequencies"]?.members ?? [] {
      guard let parts = value.array, let f = parts.first?.string.flatMap(Recurrence.Frequency.init)
      else { continue }
      guard
        let interval = parts.count > 1 ? whole(parts[1], word, 1...Recurrence.maximumInterval) : 1
      else { continue }
      let phase = parts.count > 2 ? parts[2].string.flatMap(Phase.init) : nil
      define(word, .frequency(f, interval: interval, phase))
      suggest(word)
    }
    for (word, value) in doc["periods"]?.members ?? [] {
      guard let parts = value.array, let p = parts.first?.string.flatMap(Meaning.Period.init)
      else { continue }
      guard let count = parts.count > 1 ? whole(parts[1], word, 1...100) : 1 else { continue }
      define(word, .period(p, count: count))
      if word.count > 3 { suggest(word) }
    }
    for (word, value) in doc["phases"]?.members ?? [] {
      if let phase = value.string.flatMap(Phase.init) { define(word, .phase(phase)) }
    }
    for (phrase, value) in doc["phasePhrases"]?.members ?? [] {
      if let phase = value.string.flatMap(Phase.init) { define(phrase, .phasePhrase(phase)) }
    }
    for (word, value) in doc["times"]?.members ?? [] {
      guard let text = value.string, let time = Grammar.time(text) else { continue }
      define(word, .time(time))
    }
    for (event, value) in doc["solarEvents"]?.members ?? [] {
      guard let event = SolarTime.Event(rawValue: event) else { continue }
      for word in value.strings { define(word, .solarEvent(event)) }
    }
    for (word, value) in doc["solarSides"]?.members ?? [] {
      if let side = whole(value, word, -1...1), side != 0 { define(word, .solarSide(side)) }
    }
    for (word, value) in doc["meridiems"]?.members ?? [] {
      if let n = whole(value, word, 0...12) { define(word, .meridiem(n)) }
    }
    for (phrase, value) in doc["holidays"]?.members ?? [] {
      if value.string == "easter" {
        define(phrase, .easter)
      } else if let pair = value.array, pair.count == 2, let m = pair[0].number,
        let day = pair[1].number, let month = Int(exactly: m), (1...12).contains(month),
        let dayOfMonth = Int(exactly: day),
        (1...CivilDate.daysIn(month: month, year: 2000))
          .contains(dayOfMonth)
      {
        define(phrase, .holiday(month: month, day: dayOfMonth))
      } else {
        problems.append("'\(phrase)' needs a month and a day, like [12, 25], or \"easter\"")
      }
    }
    for (phrase, value) in doc["withMeals"]?.members ?? [] {
      if let n = whole(value, phrase, 1...24) { define(phrase, .meals(n)) }
    }
    for (symbol, value) in doc["currencySymbols"]?.members ?? [] {
      if let unit = value.string.flatMap(SherpaCore.Unit.init(rawValue:)) {
        define(symbol, .currency(unit))
      }
    }
    func set(_ section: String) -> [String] {
      (doc[section]?.strings ?? []).map {
        $0.utf8.contains { $0 >= 65 && $0 <= 90 } ? $0.lowercased() : $0
      }
    }
    errands.formUnion(set("errands"))
    for errand in set("errands") where errand.contains(" ") {
      errandLeads.insert(String(errand.prefix { $0 != " " }))
    }
    errandCalls.formUnion(set("errandCalls"))
    businesses.formUnion(set("businesses"))
    people.formUnion(set("people"))
    pmWords.formUnion(set("pmWords"))
    amWords.formUnion(set("amWords"))
    limitOpeners.formUnion(set("limitOpeners"))
    monthlyBills.formUnion(set("monthlyBills"))
    addTypos(doc)
    let simple: [(String, Meaning)] = [
      ("timeMarkers", .timeMarker), ("until", .until), ("starting", .starting),
      ("durations", .duration), ("except", .except), ("per", .per), ("ranges", .range),
      ("monthScopes", .monthScope),
      ("yearScopes", .yearScope), ("task", .task), ("reminderPrefixes", .reminderPrefix),
      ("reminders", .reminder), ("limits", .limit), ("limitVerbs", .limitVerb),
      ("after", .after), ("onlyOn", .onlyOn), ("relationDays", .relationDays),
      ("relationDaysOf", .relationDaysOf), ("notActivities", .notActivity),
      ("relationFillers", .relationFiller), ("nameFillers", .nameFiller),
      ("measures", .measure), ("sets", .sets), ("occurrences", .occurrences), ("agoWords", .ago),
      ("habit", .habit), ("limitTrailers", .limitTrailer), ("oClock", .oClock),
      ("quarterScopes", .quarterScope),
    ]
    for (section, meaning) in simple {
      for word in doc[section]?.strings ?? [] { define(word, meaning) }
    }
    if finishing { finish() }
  }

  /// Orders the phrases and the typo targets once the sections are in.
  mutating func finish() {
    // Longest phrase first, so the lexer takes "in the morning" before "in".
    // The built-in ones are written out in this order.
    phrases.changeAdded { $0.sort { $0.words.count > $1.words.count } }
    typos.finish()
  }

  /// A whole number in `range`, or nil with the problem noted.
  private mutating func whole(_ value: JSONValue, _ word: String, _ range: ClosedRange<Int>) -> Int?
  {
    guard let n = value.number, n == n.rounded(), n >= Double(range.lowerBound),
      n <= Double(range.upperBound)
    else {
      problems.append(
        "'\(word)' needs a whole number from \(range.lowerBound) to \(range.upperBound)")
      return nil
    }
    return Int(n)
  }

  /// A number from 0 to `Target.maximumAmount`, or nil with the problem noted.
  private mutating func amount(_ value: JSONValue, _ word: String) -> Double? {
    guard let n = value.number, n >= 0, n < Target.maximumAmount else {
      problems.append("'\(word)' needs a number from 0 up")
      return nil
    }
    return n
  }

  mutating func define(_ text: String, _ meaning: Meaning) {
    // Most entries are one plain word; only the others need the lexer to split them.
    let bytes = text.utf8
    let isOneWord =
      bytes.first.map { (97...122).contains($0) } == true
      && bytes.last.map { (97...122).contains($0) } == true
      && bytes.allSatisfy {
        (97...122).contains($0) || $0 == 45 || $0 == 39 || (48...57).contains($0)
      }
    let parts = isOneWord ? [text] : Lexer.words(of: text)
    guard let first = parts.first else { return }
    if parts.count == 1 {
      if !(words[first]?.contains(meaning) ?? false) { words[first, default: []].append(meaning) }
      return
    }
    var list = phrases[first, default: []]
    if let i = list.firstIndex(where: { $0.words == parts }) {
      if !list[i].meanings.contains(meaning) { list[i].meanings.append(meaning) }
    } else {
      list.append((parts, [meaning]))
    }
    phrases.set(first, to: list)
  }

  mutating func suggest(_ word: String) {
    suggestions.set(word.lowercased(), to: word)
  }

  static func time(_ text: String) -> TimeOfDay? {
    let parts = text.split(separator: ":")
    guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]) else { return nil }
    return TimeOfDay(hour: h, minute: m)
  }

  /// The vocabulary word nearest to `word` by edit distance, when it is close enough to be
  /// a likely misspelling.
  /// - Parameter sameStart: Only words that begin with the same letter ("Mondy" → "Monday").
  func suggestion(for word: String, sameStart: Bool = false) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    // Made here, not with the grammar, which every start builds; in any order, as
    // `isBefore` settles every tie.
    let keys = suggestions.entries.map {
      (scalars: Array($0.key.unicodeScalars), display: $0.value)
    }
    let candidates = keys.lazy.filter {
      $0.scalars != target && (!sameStart || $0.scalars.first == target.first)
    }
    return Spelling.nearest(
      to: target, among: candidates, isBefore: { $0.display < $1.display }, form: \.scalars
    )?.display
  }
}

/// A user grammar file that could not be read.
public struct GrammarFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public let path: String
  public let problem: String

  public var description: String {
    "Can't read the grammar file \(path) (\(problem)). Fix it or move it aside."
  }
}

extension Grammar {
  /// How people talk to the coach (`coach.json`, and a user file's coach sections), built on
  /// first use like the words of care.
  public var coachWords: CoachWords {
    guard !userCoachDocuments.isEmpty else { return CoachWords.builtIn }
    var words = CoachWords.builtIn
    for document in userCoachDocuments { words.add(document) }
    return words
  }

  /// The words of care (`safety.json`, and a user file's care sections). Building them is a
  /// third of a one-shot command's start, so it waits for the first message that needs it.
  var care: CareVocabulary {
    guard !userCareDocuments.isEmpty else { return CareVocabulary.builtIn }
    var care = CareVocabulary.builtIn
    var ignored: [String] = []
    for document in userCareDocuments { care.add(document, problems: &ignored) }
    return care
  }
}
