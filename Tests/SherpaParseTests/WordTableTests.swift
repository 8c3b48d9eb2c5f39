import Foundation
import SherpaTestSupport
import Testing

@testable import SherpaParse

/// The grammar's tables by word (`WordTable`, `WordSet`) answer as a dictionary and a set of
/// the same entries do, with a user file's added entries over the built-in ones.
struct WordTableTests {
  /// Built-in words are in composed form (NFC) and sorted by their bytes, as
  /// `make grammar-tables` writes them.
  static func builtIn(_ words: some Sequence<String>) -> [String] {
    Set(words.map(\.precomposedStringWithCanonicalMapping)).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
  }

  static func isComposed(_ word: String) -> Bool {
    word.precomposedStringWithCanonicalMapping.utf8.elementsEqual(word.utf8)
  }

  /// Short words of a few letters, so that many looked for are in the table and many not;
  /// some not ASCII ("é" both as one character and as "e" and an accent).
  static func word(_ random: inout SplitMix64) -> String {
    let letters = ["a", "b", "c", "m", "z", "é", "e\u{301}", "-", "'", "£", "€", " "]
    return (0..<random.int(0...4)).map { _ in letters[random.int(0...letters.count - 1)] }
      .joined()
  }

  @Test func looksUpAsADictionaryOfTheSameEntries() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<300 {
      var oracle: [String: Int] = [:]
      for word in Self.builtIn((0..<random.int(0...40)).map { _ in Self.word(&random) }) {
        oracle[word] = random.int(0...9)
      }
      // As the small tables are written (entries listed) and as the large ones are (each
      // entry made when looked up).
      let words = Self.builtIn(oracle.keys)
      let values = words.map { oracle[$0]! }
      var table =
        random.int(0...1) == 0
        ? WordTable(sorted: Array(zip(words, values)))
        : WordTable(words: words) { values[$0] }
      #expect(table.isSorted)
      // A user file's entries: some new words, some over built-in ones.
      for _ in 0..<random.int(0...5) {
        let word = Self.word(&random)
        let value = random.int(10...19)
        oracle[word] = value
        table[word, default: 0] = value
      }
      for _ in 0..<60 {
        let word = Self.word(&random)
        #expect(table[word] == oracle[word], "\(word)")
      }
      #expect(table.entries == oracle)
    }
  }

  @Test func changesOnlyWhatWasAdded() {
    var table = WordTable(sorted: [("a", [2, 1]), ("b", [4, 3])])
    table["b", default: []].append(0)
    table["c", default: []].append(5)
    table.changeAdded { $0.sort() }
    #expect(table["a"] == [2, 1])
    #expect(table["b"] == [0, 3, 4])
    #expect(table["c"] == [5])
  }

  @Test func setHoldsAsASetOfTheSameWords() {
    var random = SplitMix64(seed: 11)
    for _ in 0..<300 {
      let words = Self.builtIn((0..<random.int(0...40)).map { _ in Self.word(&random) })
      var oracle = Set(words)
      var set = WordSet(sorted: words)
      #expect(set.isSorted)
      let added = (0..<random.int(0...5)).map { _ in Self.word(&random) }
      oracle.formUnion(added)
      set.formUnion(added)
      for _ in 0..<60 {
        let word = Self.word(&random)
        #expect(set.contains(word) == oracle.contains(word), "\(word)")
      }
      #expect(set.all == oracle)
    }
  }

  /// The tables `make grammar-tables` writes are in the order a lookup needs, their words in
  /// composed form.
  @Test func builtInTablesAreSorted() {
    let grammar = Grammar.builtIn
    #expect(grammar.words.isSorted)
    #expect(grammar.phrases.isSorted)
    #expect(grammar.suggestions.isSorted)
    #expect(grammar.pastTenses.isSorted)
    #expect(grammar.checkInWords.servings.isSorted)
    let sets = [
      grammar.errands, grammar.errandCalls, grammar.errandLeads, grammar.businesses,
      grammar.people, grammar.pmWords, grammar.amWords, grammar.limitOpeners,
      grammar.monthlyBills, grammar.checkInWords.openers, grammar.checkInWords.fillers,
      grammar.checkInWords.noAmount, grammar.checkInWords.dropWords, grammar.typos.leads,
      grammar.typos.notTypos,
    ]
    #expect(sets.allSatisfy { $0.isSorted })
    let words =
      grammar.words.builtInWords + grammar.phrases.builtInWords
      + grammar.suggestions.builtInWords + grammar.pastTenses.builtInWords
      + sets.flatMap(\.builtInWords)
    #expect(words.filter { !Self.isComposed($0) } == [])
  }
}
