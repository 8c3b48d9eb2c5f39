import SherpaCore

@testable import SherpaParse

/// The Swift source of `Grammar+Tables.swift`: a grammar's tables written out as literals,
/// so that the binary starts with the built-in grammar made and decodes no JSON.
/// `GrammarTablesTests` writes it from `grammars/` and checks the committed file matches.
enum GrammarTableSource {
  static let header = """
    // swift-format-ignore-file
    // Made from grammars/*.json by GrammarTablesTests: after changing a grammar file, run
    // `make grammar-tables` and commit this file with it. Do not edit by hand.
    import SherpaCore

    extension Grammar {
    """

  /// The whole file for `grammar`.
  static func file(for grammar: Grammar) -> String {
    var out = header + "\n"
    out += """
        /// The built-in grammar, as `Grammar.decoded(from: Grammar.files)` makes it.
        static func compiled() -> Grammar {
          var grammar = Grammar()
          grammar.words = compiledWords()
          grammar.phrases = compiledPhrases()
          grammar.suggestions = \(dictionary(grammar.suggestions.entries, string))
          grammar.checkInLeads = \(list(grammar.checkInLeads, strings))
          grammar.pastTenses = \(dictionary(grammar.pastTenses.entries, string))
          grammar.checkInWords = compiledCheckInWords()
          grammar.errands = \(set(grammar.errands))
          grammar.errandCalls = \(set(grammar.errandCalls))
          grammar.errandLeads = \(set(grammar.errandLeads))
          grammar.businesses = \(set(grammar.businesses))
          grammar.people = \(set(grammar.people))
          grammar.pmWords = \(set(grammar.pmWords))
          grammar.amWords = \(set(grammar.amWords))
          grammar.limitOpeners = \(set(grammar.limitOpeners))
          grammar.monthlyBills = \(set(grammar.monthlyBills))
          grammar.typos = compiledTypos()
          // Phrases are written longest first already: only the typos are left to order.
          grammar.typos.finish()
          return grammar
        }

        private static func compiledWords() -> WordTable<[Meaning]> {
          \(lazyTable(grammar.words.entries, entry: "wordEntry"))
        }

        /// The meanings of the word at `n` of `compiledWords()`'s.
        private static func wordEntry(_ n: Int) -> [Meaning] {
          \(entrySwitch(grammar.words.entries, meanings))
        }

        private static func compiledPhrases() -> WordTable<[(words: [String], meanings: [Meaning])]> {
          \(lazyTable(grammar.phrases.entries, entry: "phraseEntry"))
        }

        /// The phrases that start with the word at `n` of `compiledPhrases()`'s.
        private static func phraseEntry(_ n: Int) -> [(words: [String], meanings: [Meaning])] {
          \(entrySwitch(grammar.phrases.entries) { list($0, depth: 3) { "(\(strings($0.words)), \(meanings($0.meanings)))" } })
        }

        private static func compiledCheckInWords() -> CheckInWords {
          var words = CheckInWords()
          words.openers = \(set(grammar.checkInWords.openers))
          words.fillers = \(set(grammar.checkInWords.fillers))
          words.servings = \(dictionary(grammar.checkInWords.servings.entries) { "\($0)" })
          words.noAmount = \(set(grammar.checkInWords.noAmount))
          words.skipLeads = \(list(grammar.checkInWords.skipLeads, strings))
          words.amountLeads = \(list(grammar.checkInWords.amountLeads, strings))
          words.reasonLeads = \(list(grammar.checkInWords.reasonLeads, strings))
          words.dropWords = \(set(grammar.checkInWords.dropWords))
          words.days = \(list(grammar.checkInWords.days) { "(\(strings($0.0)), \($0.1))" })
          return words
        }

        private static func compiledTypos() -> TypoVocabulary {
          var typos = TypoVocabulary()

      """
    // Written out whole, letters and all: nothing is lowercased or counted at start.
    out += "    typos.targets = [\n"
    for target in grammar.typos.targets {
      let scalars = target.scalars.map { string(String($0)) }.joined(separator: ", ")
      out +=
        "      .init(word: \(string(target.word)), scalars: [\(scalars)], "
        + "isAnywhere: \(target.isAnywhere), isMonth: \(target.isMonth), "
        + "isPlural: \(target.isPlural), letters: \(target.letters)),\n"
    }
    out += "    ]\n    typos.longest = \(grammar.typos.longest)\n"
    out += """
          typos.leads = \(set(grammar.typos.leads))
          typos.notTypos = \(set(grammar.typos.notTypos))
          return typos
        }
      }

      """
    return out
  }

  // MARK: - Literals

  static func string(_ text: String) -> String {
    var out = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      default: out.unicodeScalars.append(character)
      }
    }
    return out + "\""
  }

  static func strings(_ list: [String]) -> String {
    "[" + list.map(string).joined(separator: ", ") + "]"
  }

  /// One element a line, in the order given.
  static func list<T>(_ items: [T], depth: Int = 3, _ element: (T) -> String) -> String {
    guard !items.isEmpty else { return "[]" }
    let indent = String(repeating: "  ", count: depth)
    return "[\n" + items.map { "\(indent)\(element($0)),\n" }.joined() + indent.dropLast(2) + "]"
  }

  /// Sorted, as a lookup needs them (and the file is the same from one run to the next).
  static func set(_ words: WordSet) -> String {
    let items = words.all
    guard !items.isEmpty else { return "WordSet()" }
    return "WordSet(sorted: \(sortedWords(items)))"
  }

  /// One entry a line, sorted by key as a lookup needs them.
  static func dictionary<T>(_ items: [String: T], _ value: (T) -> String) -> String {
    guard !items.isEmpty else { return "WordTable()" }
    return "WordTable(sorted: [\n"
      + sorted(items).map { "      (\(string($0.key)), \(value($0.value))),\n" }.joined()
      + "    ])"
  }

  /// A large table's words, sorted by their bytes, and the function `entry` that makes the
  /// entry of each (`entrySwitch`): only the entries looked up are made.
  static func lazyTable<T>(_ items: [String: T], entry: String) -> String {
    "WordTable(words: \(sortedWords(items.keys))) { \(entry)($0) }"
  }

  /// The body of `lazyTable`'s `entry`: a `switch` over the places of the sorted words,
  /// each case named by its word.
  static func entrySwitch<T>(_ items: [String: T], _ value: (T) -> String) -> String {
    "switch n {\n"
      + sorted(items).enumerated().map { n, item in
        "    // \(string(item.key))\n    case \(n): \(value(item.value))\n"
      }
      .joined() + "    default: []\n    }"
  }

  /// Words as a literal list, sorted as a lookup needs them.
  static func sortedWords(_ words: some Sequence<String>) -> String {
    "[" + words.sorted(by: byBytes).map(string).joined(separator: ", ") + "]"
  }

  /// Entries in the order a lookup needs them, by their words' bytes.
  static func sorted<T>(_ items: [String: T]) -> [(key: String, value: T)] {
    items.sorted { byBytes($0.key, $1.key) }
  }

  /// The order `WordTable` looks words up in.
  static func byBytes(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  static func meanings(_ list: [Meaning]) -> String {
    "[" + list.map(meaning).joined(separator: ", ") + "]"
  }

  static func phase(_ phase: Phase?) -> String { phase.map { ".\($0)" } ?? "nil" }

  static func meaning(_ meaning: Meaning) -> String {
    switch meaning {
    case .numberWord(let n): ".numberWord(\(n))"
    case .multiplier(let n): ".multiplier(\(n))"
    case .quantity(let n): ".quantity(\(n))"
    case .article: ".article"
    case .multiplicative(let n): ".multiplicative(\(n))"
    case .ordinal(let n): ".ordinal(\(n))"
    case .fromLast: ".fromLast"
    case .unit(let unit, let factor): ".unit(.\(unit), factor: \(factor))"
    case .weekday(let day, let plural): ".weekday(.\(day), plural: \(plural))"
    case .weekdayLetter(let day): ".weekdayLetter(.\(day))"
    case .weekdaySet(let days): ".weekdaySet([\(days.map { ".\($0)" }.joined(separator: ", "))])"
    case .month(let n): ".month(\(n))"
    case .relativeDay(let n, let p): ".relativeDay(\(n), \(phase(p)))"
    case .next: ".next"
    case .every: ".every"
    case .everyOther: ".everyOther"
    case .frequency(let f, let interval, let p):
      ".frequency(.\(f), interval: \(interval), \(phase(p)))"
    case .period(let p, let count): ".period(.\(p), count: \(count))"
    case .phase(let p): ".phase(.\(p))"
    case .phasePhrase(let p): ".phasePhrase(.\(p))"
    case .time(let t): ".time(TimeOfDay(hour: \(t.hour), minute: \(t.minute))!)"
    case .solarEvent(let event): ".solarEvent(.\(event))"
    case .solarSide(let n): ".solarSide(\(n))"
    case .meridiem(let n): ".meridiem(\(n))"
    case .timeMarker: ".timeMarker"
    case .until: ".until"
    case .starting: ".starting"
    case .duration: ".duration"
    case .per: ".per"
    case .range: ".range"
    case .monthScope: ".monthScope"
    case .except: ".except"
    case .yearScope: ".yearScope"
    case .task: ".task"
    case .reminderPrefix: ".reminderPrefix"
    case .reminder: ".reminder"
    case .limit: ".limit"
    case .limitVerb: ".limitVerb"
    case .after: ".after"
    case .onlyOn: ".onlyOn"
    case .relationDays: ".relationDays"
    case .relationDaysOf: ".relationDaysOf"
    case .notActivity: ".notActivity"
    case .relationFiller: ".relationFiller"
    case .nameFiller: ".nameFiller"
    case .measure: ".measure"
    case .sets: ".sets"
    case .holiday(let month, let day): ".holiday(month: \(month), day: \(day))"
    case .easter: ".easter"
    case .currency(let unit): ".currency(.\(unit))"
    case .occurrences: ".occurrences"
    case .ago: ".ago"
    case .habit: ".habit"
    case .limitTrailer: ".limitTrailer"
    case .oClock: ".oClock"
    case .meals(let n): ".meals(\(n))"
    case .quarterScope: ".quarterScope"
    }
  }
}
