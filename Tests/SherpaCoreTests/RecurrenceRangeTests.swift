import SherpaCore
import SherpaTestSupport
import Testing

/// Expansion over a window — what a day's agenda uses — agrees with expanding from the
/// start and filtering, for every kind of generated rule.
struct RecurrenceRangeTests {
  static let samples = RuleGenerator.rules(count: 3_000, seed: 0xDA7E)

  @Test func windowMatchesFullExpansion() {
    var rng = SplitMix64(seed: 7)
    var mismatches: [String] = []
    for sample in Self.samples {
      let all = sample.rule.occurrences(from: sample.start, limit: 400)
      guard let last = all.last else { continue }
      let span = last.dayNumber - sample.start.dayNumber
      let from = sample.start.adding(days: rng.int(-30...max(0, span)))
      let to = from.adding(days: rng.int(0...120))
      let expected = all.filter { $0 >= from && $0 <= to && $0 <= last }
      let window = sample.rule.occurrences(from: sample.start, in: from...to).filter { $0 <= last }
      if window != expected { mismatches.append("\(sample) in \(from)...\(to)") }
      let next = sample.rule.occurrences(from: sample.start, onOrAfter: from, limit: 5)
        .filter { $0 <= last }
      let expectedNext = Array(all.filter { $0 >= from }.prefix(5))
      if next != Array(expectedNext.prefix(next.count)) || (next.count < expectedNext.count) {
        mismatches.append("\(sample) next 5 from \(from)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(3))")
  }

  @Test func oneOffIsInTheWindowOnlyOnItsDay() {
    let day = CivilDate(year: 2026, month: 11, day: 22)!
    #expect(Recurrence.once.occurrences(from: day, in: day...day) == [day])
    #expect(
      Recurrence.once.occurrences(from: day, in: day.adding(days: 1)...day.adding(days: 9)).isEmpty)
  }
}
