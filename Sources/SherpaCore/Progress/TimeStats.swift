/// Focus and reflections over the last weeks, for `stats`: focus minutes and sessions per
/// week, and the sleep and mood scores' averages over the last 30 days.
public struct TimeStats: Sendable {
  /// How many weeks of focus are shown, this one last.
  public static let weekCount = 4
  public static let scoreDays = 30

  public struct Week: Hashable, Sendable {
    public let start: CivilDate
    public let minutes: Int
    public let sessions: Int
  }

  /// A score's average (nil with none) and how many it is over.
  public struct Average: Hashable, Sendable {
    public let mean: Double?
    public let count: Int
  }

  public let weeks: [Week]
  public let sleep: Average
  public let mood: Average

  /// - Parameters:
  ///   - ledger: Holding at least the last `weekCount` weeks and `scoreDays` days.
  ///   - settings: For the weeks' first day.
  public init(_ ledger: Ledger, today: CivilDate, settings: Settings) {
    let thisWeek = settings.weekStart(of: today)
    weeks = (0..<Self.weekCount).reversed().map { back in
      let start = thisWeek.adding(days: -7 * back)
      var seconds = 0
      var sessions = 0
      for (_, time) in ledger.timeDays(in: start...start.adding(days: 6)) {
        seconds += time.sessions.reduce(0, +)
        sessions += time.sessions.count
      }
      return Week(start: start, minutes: seconds / 60, sessions: sessions)
    }
    let days = ledger.timeDays(in: today.adding(days: 1 - Self.scoreDays)...today)
    func average(_ kind: Reflection.Kind) -> Average {
      let scores = days.compactMap { $0.1.reflections[kind]?.score }
      return Average(
        mean: scores.isEmpty ? nil : Double(scores.reduce(0, +)) / Double(scores.count),
        count: scores.count)
    }
    sleep = average(.morning)
    mood = average(.night)
  }

  /// Whether there is anything to show.
  public var isEmpty: Bool {
    weeks.allSatisfy { $0.sessions == 0 } && sleep.count == 0 && mood.count == 0
  }
}
