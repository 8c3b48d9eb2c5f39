import SherpaCore
import SherpaParse
import SherpaTestSupport
import Testing

/// Whatever is typed, the parser either gives a sane item or a one-line failure; it never
/// crashes, hangs or produces dates out of order.
struct ParserFuzzTests {
  static let today = CivilDate(year: 2026, month: 11, day: 21)!

  typealias SeededGenerator = SplitMix64

  static let vocabulary: [String] = {
    var words = [
      "monday", "Tues", "wed", "thurs", "fri", "sat", "Sundays", "weekdays", "weekends", "weekend",
      "January", "feb", "Mar", "april", "may", "jun", "july", "aug", "Sept", "oct", "nov", "Dec",
      "every", "other", "each", "the", "last", "first", "second", "third", "2nd", "3rd", "21st",
      "on", "at", "until", "ends", "for", "from", "starting", "in", "of", "month", "months",
      "week", "weeks", "day", "days", "year", "years", "daily", "weekly", "fortnightly",
      "monthly", "yearly", "annually", "twice", "once", "thrice", "times", "x", "a", "an",
      "per", "morning", "evening", "night", "afternoon", "before", "bed", "after", "my",
      "breakfast", "run", "today", "tomorrow", "tmrw", "tonight", "next", "this", "noon",
      "midnight", "am", "pm", "remind", "me", "to", "task:", "todo", "notify", "max",
      "no", "more", "than", "at most", "less", "limit", "under", "km", "miles", "l", "ml",
      "kg", "g", "min", "hours", "h", "s", "steps", "calories", "pages", "glasses", "reps",
      "ten", "twenty", "thousand", "hundred", "a dozen", "a couple of", "half",
      "0", "1", "2", "3", "7", "10", "12", "15", "29", "30", "31", "32", "99", "1000",
      "10,000", "1.5", "-3", "0.5", "10k", "5k", "7:30pm", "19:00", "7am", "9:61", "25:00",
      "12am", "2x/day", "3x", "/", "&", ",", "-", ".", ":", "!", "(", ")", "M/W/F", "T/Th",
      "mon-fri", "Tue/Thu", "2026", "2027", "1999", "9999", "3 Dec", "Dec 3rd", "31 Feb",
      "29 Feb", "2026-12-01", "1/12", "in 3 days", "every other",
      "read", "floss", "water", "plants", "call", "mum", "gym", "yoga", "blursday", "zzz",
      "qwerty", "ö", "naïve", "🙂", "x2", "k", "m", "t", "th", "r", "w", "f", "su", "sa",
    ]
    words += (1...31).map(String.init)
    return words
  }()

  static let lengths = 0...12

  /// Checks the property for one phrase; returns a problem, or nil.
  static func check(_ phrase: String, parser: Parser) -> String? {
    do {
      let item = try parser.parse(phrase, today: today)
      let dates = item.occurrences(limit: 14)
      if item.summary.isEmpty { return "empty summary" }
      if dates.isEmpty { return "no occurrences" }
      if dates.count > 14 { return "more than 14 occurrences" }
      if dates.contains(where: { $0 < item.start }) { return "an occurrence before start" }
      if zip(dates, dates.dropFirst()).contains(where: { !($0 < $1) }) {
        return "occurrences not strictly ascending: \(dates)"
      }
      if item.recurrence.interval < 1 { return "interval \(item.recurrence.interval)" }
      if !(item.target.amount > 0) { return "amount \(item.target.amount)" }
      if item.kind == .task && item.recurrence.isRepeating == false && dates != [item.start] {
        return "a one-off with occurrences \(dates)"
      }
      return nil
    } catch {
      let text = error.description
      if text.isEmpty { return "empty failure description" }
      if text.contains("\n") || text.contains("\r") { return "failure on several lines: \(text)" }
      return nil
    }
  }

  @Test func randomVocabularyPhrasesGiveASaneItemOrOneLine() {
    var rng = SeededGenerator(seed: 0x5EED_0001)
    let parser = Parser()
    var problems: [String] = []
    for _ in 0..<5_000 {
      let n = Int.random(in: Self.lengths, using: &rng)
      let phrase = (0..<n).map { _ in Self.vocabulary.randomElement(using: &rng)! }
        .joined(separator: Bool.random(using: &rng) ? " " : "  ")
      if let problem = Self.check(phrase, parser: parser) {
        problems.append("'\(phrase)': \(problem)")
      }
    }
    #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(10))")
  }

  @Test func randomBytesGiveASaneItemOrOneLine() {
    var rng = SeededGenerator(seed: 0x5EED_0002)
    let parser = Parser()
    // Bytes weighted towards the interesting: ASCII letters and digits, control characters,
    // and whole multi-byte sequences (emoji, accents, a right-to-left mark, a lone surrogate).
    let pieces: [[UInt8]] = [
      Array("🙂".utf8), Array("é".utf8), Array("\u{200F}".utf8), Array("\u{FEFF}".utf8),
      [0xED, 0xA0, 0x80], [0xFF], [0xC0, 0xAF], Array("１２".utf8), Array("½".utf8),
    ]
    var problems: [String] = []
    for _ in 0..<2_000 {
      let n = Int.random(in: 0...40, using: &rng)
      var bytes: [UInt8] = []
      for _ in 0..<n {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<4: bytes.append(UInt8.random(in: 0x61...0x7A, using: &rng))  // a-z
        case 4: bytes.append(UInt8.random(in: 0x30...0x39, using: &rng))  // digits
        case 5: bytes.append(UInt8.random(in: 0x00...0x1F, using: &rng))  // control
        case 6: bytes.append(0x20)
        case 7: bytes += pieces.randomElement(using: &rng)!
        default: bytes.append(UInt8.random(in: 0...255, using: &rng))
        }
      }
      let phrase = String(decoding: bytes, as: UTF8.self)
      if let problem = Self.check(phrase, parser: parser) {
        problems.append("\(bytes): \(problem)")
      }
    }
    #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(10))")
  }

  @Test(arguments: [
    "", " ", "\n", "\t\t", "\u{0}", "🙂", "every", "the", "-", "/", "&&&", ",,,", "0", "-1",
    "99999999999999999999 pages", "read 1e308 pages", "read 99999999999 pages",
    "every 99999999999 days", "read every 1000000 years", "read on 29 Feb",
    "read on 29 Feb 2027", "read every 31st", "read every year on 30 Feb",
    "read on the 31st of every February", "read every last day of Feb",
    "read \u{0} pages", "read\nevery\nday", "read 10 pages\r\nevery night",
    String(repeating: "a", count: 500), String(repeating: "every ", count: 83),
    String(repeating: "🙂", count: 501),
  ])
  func edgePhrasesGiveASaneItemOrOneLine(_ phrase: String) {
    #expect(Self.check(phrase, parser: Parser()) == nil)
  }
}
