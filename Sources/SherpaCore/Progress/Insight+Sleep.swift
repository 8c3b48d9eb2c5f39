extension Insight {
  /// The lowest sleep score of a good night.
  static let restedSleep = 4

  /// Sleep and the day after it: the habits done on days whose morning reflection said a
  /// good night (sleep 4–5) against days that said a poor one (1–2).
  ///
  /// Speaks only when the rested days go better, each side has at least 4 such days and 14
  /// habit-days, the difference is 15 points or more, and it passes `Significance.differ`:
  /// a few nights say nothing on their own. Today is left out while it is still going.
  ///
  /// - Parameters:
  ///   - sleep: The morning reflection's sleep score, by day.
  ///   - grid: The days looked at, ending today.
  public static func sleep(_ sleep: [CivilDate: Int], in grid: HabitGrid) -> Insight? {
    let habits = grid.habits.filter { $0.period == .day }
    var rested = (days: 0, adherence: Adherence())
    var tired = (days: 0, adherence: Adherence())
    for (day, score) in sleep where day < grid.today {
      guard let index = grid.index(of: day) else { continue }
      var adherence = Adherence()
      for row in habits { adherence.add(row.cells[index]) }
      guard adherence.scheduled > 0 else { continue }
      if score >= restedSleep {
        rested = (rested.days + 1, rested.adherence + adherence)
      } else if SleepRule.offersLighterDay(sleep: score) {
        tired = (tired.days + 1, tired.adherence + adherence)
      }
    }
    guard rested.days >= 4, tired.days >= 4, rested.adherence.scheduled >= 14,
      tired.adherence.scheduled >= 14, let good = rested.adherence.share,
      let poor = tired.adherence.share, good - poor >= 0.15,
      Significance.differ(rested.adherence, tired.adherence)
    else { return nil }
    let text =
      "Days after a good night's sleep go better: \(percent(rested.adherence)) of habits done "
      + "(\(rested.adherence.count)) after sleep rated 4 or 5, against "
      + "\(percent(tired.adherence)) (\(tired.adherence.count)) after sleep rated 1 or 2."
    return Insight(
      kind: .sleep, item: nil, text: text,
      numbers: [
        ("restedDays", rested.days), ("restedDone", rested.adherence.done),
        ("restedScheduled", rested.adherence.scheduled), ("tiredDays", tired.days),
        ("tiredDone", tired.adherence.done), ("tiredScheduled", tired.adherence.scheduled),
      ])
  }
}
