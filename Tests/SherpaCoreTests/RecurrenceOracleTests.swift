import Foundation
import SherpaCore
import SherpaTestSupport
import Testing

/// Recurrence expansion checked against python-dateutil's `rrule`, the reference the engine
/// promises to match, over thousands of generated rules.
struct RecurrenceOracleTests {
  static let samples = RuleGenerator.rules(count: 6_000)
  static let limit = 50

  @Test func generatedRulesCoverEveryKind() {
    let rules = Self.samples.map(\.rule)
    #expect(Set(rules.map(\.frequency)) == [.daily, .weekly, .monthly, .yearly])
    #expect(Set(rules.map(\.interval)) == [1, 2, 3, 4])
    #expect(rules.contains { $0.byWeekday.contains { $0.ordinal == -1 } })
    #expect(rules.contains { $0.byWeekday.count == 7 })
    #expect(rules.contains { $0.byMonthDay.contains(-1) })
    #expect(rules.contains { $0.frequency == .daily && !$0.byMonth.isEmpty })
    #expect(rules.contains { if case .count = $0.end { true } else { false } })
    #expect(rules.contains { if case .until = $0.end { true } else { false } })
    let starts = Self.samples.map(\.start)
    #expect(starts.contains { $0.month == 2 && $0.day == 29 })
    #expect(starts.contains { $0.month == 12 && $0.day == 31 })
    #expect(Set(starts.map(\.year)) == Set(2023...2030))
  }

  @Test func expansionMatchesDateutil() throws {
    let samples = Self.samples
    let oracle = try Dateutil.Run(samples.map { ($0.rule.rrule!, $0.start) }, limit: Self.limit)
    // Expand here while python works on the same rules.
    let ours = samples.map {
      $0.rule.occurrences(from: $0.start, limit: Self.limit).map(\.description)
    }
    let expected = try oracle.replies()
    try #require(expected.count == samples.count)
    var mismatches: [String] = []
    for (sample, (ours, reply)) in zip(samples, zip(ours, expected)) {
      guard let theirs = reply.dates else {
        mismatches.append("\(sample): dateutil failed: \(reply.error ?? "no reply")")
        continue
      }
      if ours != theirs { mismatches.append(Self.difference(sample, ours: ours, theirs: theirs)) }
    }
    #expect(
      mismatches.isEmpty,
      """
      \(mismatches.count) of \(samples.count) rules expand differently from dateutil:
      \(mismatches.prefix(10).joined(separator: "\n"))
      """)
  }

  @Test func rruleReadsBackToTheSameRule() throws {
    var failures: [String] = []
    for sample in Self.samples {
      let text = try #require(sample.rule.rrule)
      do {
        let read = try Recurrence(rrule: text)
        if read != sample.rule { failures.append("\(text) reads back as \(read.rrule ?? "once")") }
      } catch {
        failures.append("\(text): \(error)")
      }
    }
    #expect(
      failures.isEmpty,
      "\(failures.count) failures:\n\(failures.prefix(10).joined(separator: "\n"))")
  }

  @Test(arguments: [
    ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", RRULEFailure.unsupported("BYSETPOS=-1")),
    ("RRULE:FREQ=MONTHLY;BYSETPOS=1;BYDAY=MO", .unsupported("BYSETPOS=1")),
    ("FREQ=HOURLY", .unsupported("FREQ=HOURLY")),
    ("FREQ=FORTNIGHTLY;BYDAY=MO", .unsupported("FREQ=FORTNIGHTLY")),
    ("FREQ=", .unsupported("FREQ=")),
    ("FREQ=DAILY;WKST=SU", .unsupported("WKST=SU")),
    ("BYDAY=MO", .missingFrequency),
    ("", .missingFrequency),
    ("FREQ=WEEKLY;BYDAY=XX", .malformed("BYDAY=XX")),
    ("FREQ=WEEKLY;BYDAY=0MO", .malformed("BYDAY=0MO")),
    ("FREQ=WEEKLY;INTERVAL=0", .malformed("INTERVAL=0")),
    ("FREQ=DAILY;COUNT", .malformed("COUNT")),
    ("FREQ=DAILY;COUNT=0", .malformed("COUNT=0")),
    ("FREQ=DAILY;UNTIL=20260230", .malformed("UNTIL=20260230")),
    ("FREQ=MONTHLY;BYMONTHDAY=32", .malformed("BYMONTHDAY=32")),
    ("FREQ=MONTHLY;BYMONTHDAY=0", .malformed("BYMONTHDAY=0")),
    ("FREQ=YEARLY;BYMONTH=13", .malformed("BYMONTH=13")),
  ])
  func rejectsRRULEItCannotKeep(_ text: String, _ failure: RRULEFailure) {
    #expect(throws: failure) { try Recurrence(rrule: text) }
  }

  @Test(arguments: [
    "FREQ=WEEKLY;BYDAY=MO,WE", " rrule:freq=weekly;byday=mo,we\n", "RRULE:Freq=Weekly;ByDay=Mo,We;",
    "FREQ=WEEKLY;BYDAY=MO,,WE;WKST=mo",
  ])
  func readsAnyCaseAndSpacing(_ text: String) throws {
    let rule = try Recurrence(rrule: text)
    #expect(rule.rrule == "FREQ=WEEKLY;BYDAY=MO,WE")
  }

  /// `dailyRule` is read as `daily` without parsing it: the parser, given it in another
  /// spelling, must agree.
  @Test func dailyRuleIsDaily() throws {
    #expect(try Recurrence(rrule: Recurrence.dailyRule) == .daily)
    #expect(try Recurrence(rrule: "RRULE:freq=daily") == .daily)
    #expect(Recurrence.daily.rrule == Recurrence.dailyRule)
  }

  @Test func unsupportedPartIsNamedInPlainWords() {
    #expect(
      RRULEFailure.unsupported("BYSETPOS=-1").description
        == "Sherpa can't keep 'BYSETPOS=-1' from the RRULE; leave it out.")
  }

  /// Where our dates and dateutil's part ways, with a little context.
  static func difference(_ sample: GeneratedRule, ours: [String], theirs: [String]) -> String {
    let first =
      zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(ours.count, theirs.count)
    let window = max(0, first - 1)..<(first + 3)
    func slice(_ dates: [String]) -> String {
      dates[window.clamped(to: dates.indices)].joined(separator: " ")
    }
    return "\(sample): at #\(first) ours [\(slice(ours))] (\(ours.count) dates), "
      + "dateutil [\(slice(theirs))] (\(theirs.count) dates)"
  }
}

/// Tests/Oracle/rrule_oracle.py, run once for a whole batch of rules.
enum Dateutil {
  struct Reply: Decodable {
    var dates: [String]?
    var error: String?
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Oracle/rrule_oracle.py")

  /// One python3 process expanding a batch; `replies()` waits for it.
  final class Run {
    private let process = Process()
    private let directory: URL
    private let outputFile: URL
    private let errorFile: URL

    /// Starts dateutil on the first `limit` dates of each rule.
    init(_ rules: [(rrule: String, start: CivilDate)], limit: Int) throws {
      struct Request: Encodable {
        var rrule: String
        var start: String
        var limit: Int
      }
      let encoder = JSONEncoder()
      var input = Data()
      for rule in rules {
        input += try encoder.encode(
          Request(rrule: rule.rrule, start: rule.start.description, limit: limit))
        input += Data("\n".utf8)
      }
      // Files rather than pipes, so python never waits on us while we expand.
      directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("sherpa-oracle-\(UUID().uuidString)")
      outputFile = directory.appendingPathComponent("out.jsonl")
      errorFile = directory.appendingPathComponent("err.txt")
      let inputFile = directory.appendingPathComponent("in.jsonl")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try input.write(to: inputFile)
      try Data().write(to: outputFile)
      try Data().write(to: errorFile)
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", Dateutil.script.path]
      process.standardInput = try FileHandle(forReadingFrom: inputFile)
      process.standardOutput = try FileHandle(forWritingTo: outputFile)
      process.standardError = try FileHandle(forWritingTo: errorFile)
      do {
        try process.run()
      } catch {
        throw Failure(description: "Can't start python3 for the dateutil oracle: \(error)")
      }
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// dateutil's answer for each rule, in order.
    func replies() throws -> [Reply] {
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        throw Failure(
          description: "python3 \(Dateutil.script.path) exited with \(process.terminationStatus) "
            + "(is python-dateutil installed? pip install python-dateutil):\n\(stderr)")
      }
      let decoder = JSONDecoder()
      return try Data(contentsOf: outputFile).split(separator: UInt8(ascii: "\n")).map {
        try decoder.decode(Reply.self, from: Data($0))
      }
    }
  }
}

struct RecurrenceLimitsTests {
  @Test(arguments: [
    "FREQ=DAILY;UNTIL=２０２６１１３０", "FREQ=DAILY;UNTIL=2026١١30", "FREQ=DAILY;INTERVAL=1001",
  ])
  func rejectsWhatItCannotRead(_ text: String) {
    #expect(throws: RRULEFailure.self) { try Recurrence(rrule: text) }
  }

  @Test func intervalStaysWithinItsBounds() {
    #expect(Recurrence(frequency: .daily, interval: 0).interval == 1)
    #expect(Recurrence(frequency: .daily, interval: 5000).interval == Recurrence.maximumInterval)
  }

  @Test func expansionStopsAtTheEndOfTheCalendar() {
    let rule = Recurrence(frequency: .weekly, interval: 1000)
    let start = CivilDate(year: 9990, month: 1, day: 1)!
    #expect(rule.occurrences(from: start, limit: 50) == [start])
  }
}
