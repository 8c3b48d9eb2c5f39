import Foundation
import SherpaCore
import SherpaParse
import SherpaTestSupport
import Testing

/// Any phrase of the dev corpus with one schedule word given a one-edit typo parses to the same
/// item (contract, "Version 3": typos where a schedule word is expected).
struct TypoPropertyTests {
  /// The schedule words the contract corrects: weekdays, months, every, daily, morning, night,
  /// tonight, tomorrow.
  static let scheduleWords: Set<String> = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mondays",
    "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "january",
    "february", "march", "april", "june", "july", "august", "september", "october", "november",
    "december", "every", "daily", "morning", "mornings", "night", "nights", "tonight", "tomorrow",
  ]

  /// Real words one edit from a schedule word: a person who types them means them.
  static let realWords: Set<String> = [
    "ever", "very", "nigh", "dairy", "dally", "daisy", "sundae", "sundry", "mourning", "marc",
    "mach", "arch", "match", "marsh", "junk", "juno", "jury", "light", "might", "right", "sight",
    "fight", "tight", "eight", "knight", "evert",
  ]

  struct Typo: CustomTestStringConvertible, Sendable {
    let phrase: String
    let typo: String
    var testDescription: String { typo }
  }

  /// For each dev phrase with a schedule word outside its name, three typos of one such word,
  /// drawn from a seeded generator: a letter added, dropped, doubled, swapped or replaced.
  static func typos() -> [Typo] {
    var random = SplitMix64(seed: 25)
    var out: [Typo] = []
    for c in CorpusTests.load("nl-dev.jsonl") {
      guard let item = try? Parser().parse(c.input, today: CorpusTests.today) else { continue }
      let name = item.name.lowercased()
      let words = c.input.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      let places = words.indices.filter {
        let word = letters(of: words[$0]).lowercased()
        return scheduleWords.contains(word) && !name.contains(word)
      }
      guard !places.isEmpty else { continue }
      for _ in 0..<3 {
        let place = random.pick(places)
        let word = letters(of: words[place])
        var typo = words
        for _ in 0..<20 {
          let edited = oneEdit(word, &random)
          let lower = edited.lowercased()
          guard lower != word.lowercased(), !scheduleWords.contains(lower),
            !realWords.contains(lower)
          else { continue }
          typo[place] = words[place].replacingOccurrences(of: word, with: edited)
          break
        }
        guard typo != words else { continue }
        out.append(Typo(phrase: c.input, typo: typo.joined(separator: " ")))
      }
    }
    return out
  }

  /// "Monday" of "Monday,": the letters, without the marks around them.
  static func letters(of word: String) -> String {
    String(word.drop { !$0.isLetter }.reversed().drop { !$0.isLetter }.reversed())
  }

  /// The word with one edit, keeping a capital first letter where it was.
  static func oneEdit(_ word: String, _ random: inout SplitMix64) -> String {
    var letters = Array(word.lowercased())
    let letter = Character(Unicode.Scalar(UInt8(random.int(97...122))))
    let at = random.int(0...(letters.count - 1))
    switch random.int(0...4) {
    case 0: letters.insert(letter, at: random.int(0...letters.count))
    case 1: letters.remove(at: at)
    case 2: letters.insert(letters[at], at: at)
    case 3:
      guard at + 1 < letters.count else { return word }
      letters.swapAt(at, at + 1)
    default: letters[at] = letter
    }
    var out = String(letters)
    if word.first?.isUppercase == true { out = out.prefix(1).uppercased() + out.dropFirst() }
    return out
  }

  @Test func thereAreTyposToTry() {
    #expect(Self.typos().count >= 150)
  }

  @Test(arguments: typos())
  func aTypoInAScheduleWordParsesToTheSameItem(_ t: Typo) throws {
    let expected = try Parser().parse(t.phrase, today: CorpusTests.today)
    let item = try Parser().parse(t.typo, today: CorpusTests.today)
    #expect(item == expected, "from '\(t.phrase)'")
  }
}
