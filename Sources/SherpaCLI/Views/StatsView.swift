import SherpaCore

/// `sherpa stats`: adherence per habit and overall over the last 7, 30 and 365 days, the
/// year's calendar, the best and hardest weekday, XP and levels.
struct StatsView {
  let grid: HabitGrid
  /// Weekly and monthly targets' periods, by item id.
  let periods: [Int: [PeriodOutcome]]
  let streak: Int
  let xp: Int
  let hasHabits: Bool
  let style: Style
  /// Focus and reflections over the last weeks.
  var time: TimeStats? = nil
  /// Meals over the last 30 days, when there were any.
  var meals: MealStats?
  /// Each row's days counted over each window, in the grid's order.
  private let counted: [[Adherence]]
  /// Every row's days over each window.
  private let all: [Adherence]
  /// The habit-days of the last 365 days, by weekday.
  private let byWeekday: [Weekday: Adherence]

  init(
    grid: HabitGrid, periods: [Int: [PeriodOutcome]], streak: Int, xp: Int, hasHabits: Bool,
    style: Style, time: TimeStats? = nil, meals: MealStats? = nil
  ) {
    self.grid = grid
    self.periods = periods
    self.streak = streak
    self.xp = xp
    self.hasHabits = hasHabits
    self.style = style
    self.time = time
    self.meals = meals
    let today = grid.today
    let counts = grid.adherence(
      in: Self.windows.map { today.adding(days: 1 - $0)...today },
      byWeekdayIn: today.adding(days: -364)...today)
    counted = counts.rows
    all = Self.windows.indices.map { window in
      counts.rows.reduce(Adherence()) { $0 + $1[window] }
    }
    byWeekday = counts.weekdays
  }

  static let windows = [7, 30, 365]

  private var today: CivilDate { grid.today }
  private func range(_ days: Int) -> ClosedRange<CivilDate> { today.adding(days: 1 - days)...today }

  /// The habits' rows with their index in the grid.
  private var habits: [(index: Int, row: HabitGrid.Row)] {
    grid.rows.enumerated().filter(\.element.tracked.isRepeatingHabit)
      .map { ($0.offset, $0.element) }
  }

  /// A habit's adherence over a window: days for a daily target, weeks or months for the
  /// others.
  private func adherence(_ habit: (index: Int, row: HabitGrid.Row), _ window: Int) -> Adherence {
    habit.row.period == .day
      ? counted[habit.index][window]
      : Adherence(
        periods[habit.row.tracked.id] ?? [], since: range(Self.windows[window]).lowerBound)
  }

  /// The weekdays over the last 365 days that had habit-days to count, in week order.
  private var weekdays: [(Weekday, Adherence)] {
    Weekday.allCases.compactMap { day in byWeekday[day].map { (day, $0) } }
      .filter { $0.1.scheduled > 0 }
  }

  /// The best and the hardest weekday, when they differ.
  private var bestAndWorst: (best: (Weekday, Adherence), worst: (Weekday, Adherence))? {
    let days = weekdays
    guard let best = days.max(by: { $0.1.share! < $1.1.share! }),
      let worst = days.min(by: { $0.1.share! < $1.1.share! }), best.1.share! > worst.1.share!
    else { return nil }
    return (best, worst)
  }

  var text: String {
    guard hasHabits else {
      return "No habits yet, so nothing to count. Add one, like: "
        + "sherpa add \"read 10 pages every night\""
    }
    var lines = [style.bold("Stats to " + today.longText)]
    lines += table
    lines.append(
      style.bold("Last 52 weeks") + style.dim(" (each day: the share of its habits done)"))
    lines += HeatmapView(grid: grid, style: style).lines
    var rows: [(String, String)] = []
    if let (best, worst) = bestAndWorst {
      rows.append(("Best weekday", best.0.name + " " + best.1.text))
      rows.append(("Hardest weekday", worst.0.name + " " + worst.1.text))
    }
    let level = Levels.standing(forXP: xp)
    rows.append(
      (
        "XP",
        "\(number(xp)) in all, level \(level.level); next level at \(number(level.nextLevelAt)) "
          + "(\(number(level.remaining)) to go)"
      ))
    let climb = Levels.standing(forStreakDays: streak)
    rows.append(
      (
        "Streak",
        "\(days(streak)), streak level \(climb.level); level \(climb.level + 1) at "
          + "\(days(climb.nextLevelAt)) (\(number(climb.remaining)) to go)"
      ))
    if let time, !time.isEmpty {
      let weeks = time.weeks.map { "\($0.minutes)" }.joined(by: " / ")
      let sessions = time.weeks.map(\.sessions).reduce(0, +)
      rows.append(
        ("Focus", "\(weeks) min a week over the last 4 weeks, " + Self.count(sessions, "session")))
      var scores: [String] = []
      for (name, average) in [("sleep", time.sleep), ("mood", time.mood)] {
        guard let mean = average.mean else { continue }
        scores.append(
          "\(name) \(Target.format(Target.rounded(mean))) of 5 (" + Self.count(average.count, "day")
            + ")")
      }
      if !scores.isEmpty {
        rows.append(("Reflections", scores.joined(by: ", ") + " over 30 days"))
      }
    }
    lines += rows.map { style.accent($0.0.padding(16)) + " " + $0.1 }
    return lines.joined(by: "\n")
  }

  /// "1 session", "3 sessions".
  private static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)" + (n == 1 ? "" : "s")
  }

  private func number(_ n: Int) -> String { Target.format(Double(n), grouping: true) }
  private func days(_ n: Int) -> String { n == 1 ? "1 day" : number(n) + " days" }

  /// A row per habit under the overall one; a column per window.
  private var table: [String] {
    let habits = habits
    let names = ["All habits"] + habits.map(\.row.tracked.name)
    // Each name's length taken once: counting characters walks the text.
    let lengths = names.map(\.count)
    let width = min(28, lengths.max() ?? 0)
    var cells: [[String]] = [all.map { cell($0, unit: .day) }]
    cells += habits.map { habit in
      StatsView.windows.indices.map { cell(adherence(habit, $0), unit: habit.row.period) }
    }
    // The cells are ASCII: their length is their byte count.
    let widths = StatsView.windows.indices.map { i in cells.map { $0[i].utf8.count }.max() ?? 0 }
    let header = StatsView.windows.indices.map {
      "\(StatsView.windows[$0]) days".padding(widths[$0])
    }
    var lines = [
      (String(repeating: " ", count: width + 2) + "  " + header.joined(by: "  "))
        .trimmingTrailingSpaces()
    ]
    lines.reserveCapacity(cells.count + 1)
    for (n, row) in cells.enumerated() {
      var text = "  "
      if lengths[n] > width {
        text += names[n].truncated(to: width)
      } else {
        text += names[n] + String(repeating: " ", count: width - lengths[n])
      }
      for (i, cell) in row.enumerated() {
        text += "  " + cell
        if i < row.count - 1 { text += String(repeating: " ", count: widths[i] - cell.utf8.count) }
      }
      lines.append(n == 0 ? style.bold(text.trimmingTrailingSpaces()) : text)
    }
    return lines
  }

  /// " 86% 6/7", "100% 1/1 weeks", "   - 0/0".
  private func cell(_ adherence: Adherence, unit: Target.Period) -> String {
    let percent = adherence.percent.map { String($0) + "%" } ?? "-"
    let suffix = unit == .day ? "" : " " + unit.rawValue + "s"
    return String(repeating: " ", count: max(0, 4 - percent.count)) + percent + " "
      + "\(adherence.done)/\(adherence.scheduled)" + suffix
  }

  var json: String {
    func object(_ a: Adherence) -> String {
      JSONText.object([
        ("done", String(a.done)), ("scheduled", String(a.scheduled)),
        ("percent", a.percent.map(String.init) ?? "null"),
      ])
    }
    func windows(_ adherence: (Int) -> Adherence) -> [(String, String)] {
      StatsView.windows.indices.map { ("last\(StatsView.windows[$0])", object(adherence($0))) }
    }
    let level = Levels.standing(forXP: xp)
    let climb = Levels.standing(forStreakDays: streak)
    let pair = bestAndWorst
    return JSONText.object(
      [("date", JSONText.string(today.description))]
        + [("adherence", JSONText.object(windows { all[$0] }))] + [
          (
            "items",
            JSONText.array(
              habits.map { habit in
                JSONText.object(
                  [
                    ("id", String(habit.row.tracked.id)),
                    ("name", JSONText.string(habit.row.tracked.name)),
                    ("unit", JSONText.string(habit.row.period.rawValue)),
                  ] + windows { adherence(habit, $0) })
              })
          ),
          (
            "calendar",
            JSONText.object([
              ("start", JSONText.string(grid.first.description)),
              ("weeks", HeatmapView(grid: grid, style: style).json),
            ])
          ),
          (
            "weekdays",
            JSONText.array(
              weekdays.map { day, a in
                JSONText.object([
                  ("weekday", JSONText.string(day.name)), ("done", String(a.done)),
                  ("scheduled", String(a.scheduled)),
                  ("percent", a.percent.map(String.init) ?? "null"),
                ])
              })
          ),
          ("best", JSONText.optional(pair?.best.0.name)),
          ("worst", JSONText.optional(pair?.worst.0.name)),
          (
            "xp",
            JSONText.object([
              ("total", String(xp)), ("level", String(level.level)),
              ("nextLevelAt", String(level.nextLevelAt)),
            ])
          ),
          (
            "streak",
            JSONText.object([
              ("days", String(streak)), ("level", String(climb.level)),
              ("nextLevelAt", String(climb.nextLevelAt)),
            ])
          ),
        ] + timeJSON + mealsJSON)
  }

  /// `focus`: `{"weeks": [{"start", "minutes", "sessions"}]}`; `reflections`: `{"sleep",
  /// "mood"}`, each `{"average", "days"}` over the last 30 days.
  private var timeJSON: [(String, String)] {
    guard let time else { return [] }
    func average(_ a: TimeStats.Average) -> String {
      JSONText.object([
        ("average", a.mean.map { JSONText.number(Target.rounded($0)) } ?? "null"),
        ("days", String(a.count)),
      ])
    }
    return [
      (
        "focus",
        JSONText.object([
          (
            "weeks",
            JSONText.array(
              time.weeks.map {
                JSONText.object([
                  ("start", JSONText.string($0.start.description)),
                  ("minutes", String($0.minutes)), ("sessions", String($0.sessions)),
                ])
              })
          )
        ])
      ),
      (
        "reflections",
        JSONText.object([("sleep", average(time.sleep)), ("mood", average(time.mood))])
      ),
    ]
  }
}
