import SherpaCore
import SherpaParse
import SherpaTestSupport
import Testing

/// Every summary Sherpa prints reads back, through the parser, as the rule it describes.
struct SummaryRoundTripTests {
  static let samples = RuleGenerator.rules(count: 6_000)

  @Test func summaryParsesBackToTheSameRule() {
    let parser = Parser()
    var tried = 0
    var failures: [String] = []
    for sample in Self.samples {
      // The parser starts on the first matching day; an end before it can't be said.
      guard let first = sample.rule.firstDay(onOrAfter: sample.start) else { continue }
      if case .until(let until) = sample.rule.end, until < first { continue }
      tried += 1
      let phrase = "Practice " + sample.rule.summary(start: sample.start)
      do {
        let item = try parser.parse(phrase, today: sample.start)
        if item.recurrence != sample.rule || item.start != first {
          failures.append(
            "'\(phrase)' from \(sample.start): expected \(sample.rule.rrule!) from \(first), "
              + "got \(item.recurrence.rrule ?? "once") from \(item.start)")
        }
      } catch {
        failures.append("'\(phrase)' from \(sample.start): \(error)")
      }
    }
    #expect(tried >= 5_000)
    #expect(
      failures.isEmpty,
      """
      \(failures.count) of \(tried) summaries don't parse back:
      \(failures.prefix(10).joined(separator: "\n"))
      """)
  }
}
