import SherpaCore

/// One row of Loop's `Habits.csv`, with its frequency mapped to a Sherpa schedule.
struct LoopHabit {
  let name: String
  let target: Target
  let recurrence: Recurrence
  let isNumerical: Bool
  let isArchived: Bool

  /// The row as a habit, or why Sherpa has no schedule for it.
  static func read(_ row: CSVText.Record, in table: CSVColumns, name: String)
    -> Result<LoopHabit, ImportRowFailure>
  {
    let numeratorText = table.field(row, "NumRepetitions", "FrequencyNumerator") ?? ""
    let denominatorText = table.field(row, "Interval", "FrequencyDenominator") ?? ""
    guard let times = Int(numeratorText), let days = Int(denominatorText), times > 0, days > 0
    else {
      return .failure(
        ImportRowFailure(
          reason:
            "has a frequency Sherpa cannot read ('\(numeratorText)' in '\(denominatorText)' days)"
        ))
    }
    let type = (table.field(row, "Type") ?? "").uppercased()
    let isNumerical = type.hasPrefix("NUM")
    guard let (period, recurrence) = schedule(times: times, days: days, isNumerical: isNumerical)
    else {
      return .failure(
        ImportRowFailure(
          reason: "repeats \(times) times in \(days) days, which Sherpa has no schedule for"))
    }
    var target = Target(amount: Double(times), period: period)
    if period == .day && times == 1 { target = .checkOff }
    if isNumerical {
      let valueText = table.field(row, "Target Value") ?? ""
      guard let value = Double(valueText), value >= 0, value <= Target.maximumAmount else {
        return .failure(
          ImportRowFailure(reason: "has a target Sherpa cannot read ('\(valueText)')"))
      }
      let (unit, label) = Self.unit(table.field(row, "Unit") ?? "")
      let goal: Target.Goal =
        (table.field(row, "Target Type") ?? "").uppercased().contains("MOST") ? .atMost : .atLeast
      target = Target(
        amount: Target.rounded(value), unit: unit, label: label, period: period, goal: goal)
    }
    let archived = (table.field(row, "Archived?", "Archived") ?? "").lowercased() == "true"
    return .success(
      LoopHabit(
        name: name, target: target, recurrence: recurrence, isNumerical: isNumerical,
        isArchived: archived))
  }

  /// Loop's "`times` in `days` days" as a period for the target and a recurrence: every day,
  /// N times a week or month on any days, or every N days; nil for any other frequency.
  static func schedule(times: Int, days: Int, isNumerical: Bool) -> (
    Target.Period, Recurrence
  )? {
    switch (times, days) {
    case (_, 1): return (.day, .daily)
    case (_, 7): return (.week, .daily)
    case (_, 30), (_, 31): return (.month, .daily)
    case (1, let n) where n <= Recurrence.maximumInterval && !isNumerical:
      return (.day, Recurrence(frequency: .daily, interval: n))
    default: return nil
    }
  }

  /// A unit as Loop's free text says it: one of Sherpa's when it is one, else a count
  /// labelled with the text ("pages").
  static func unit(_ text: String) -> (Unit, String?) {
    let word = text.lowercased()
    let units: [String: Unit] = [
      "km": .km, "min": .min, "mins": .min, "minute": .min, "minutes": .min, "hour": .hours,
      "hours": .hours, "hr": .hours, "hrs": .hours, "h": .hours, "steps": .steps, "step": .steps,
      "kcal": .kcal, "g": .g, "grams": .g, "ml": .ml, "oz": .oz, "sec": .sec, "s": .sec,
      "seconds": .sec, "$": .usd, "usd": .usd, "€": .eur, "eur": .eur, "£": .gbp, "gbp": .gbp,
    ]
    if let unit = units[word] { return (unit, nil) }
    return (.count, text.isEmpty ? nil : text)
  }

  /// The habit as a Sherpa item starting on `start`.
  func item(start: CivilDate) -> Item {
    Item(kind: .habit, name: name, target: target, recurrence: recurrence, start: start)
  }
}

/// One day's checkmark of a Loop habit that says something: done, skipped or an amount.
struct LoopEntry {
  let day: CivilDate
  let kind: ImportPlan.PlannedLog.Kind
  let note: String?

  /// The entries of a habit folder's `Checkmarks.csv` (`Date,Value,Notes`).
  static func read(
    _ file: ImportText, habit: LoopHabit, today: CivilDate,
    problems: inout [ImportProblem]
  ) throws(ImportFileFailure) -> [LoopEntry] {
    let table = try CSVColumns(file.text, file: file.name)
    var entries: [LoopEntry] = []
    for row in table.rows {
      let date = table.field(row, "Date") ?? row.fields.first ?? ""
      let value = table.field(row, "Value") ?? (row.fields.count > 1 ? row.fields[1] : "")
      let note = table.field(row, "Notes").flatMap { $0.isEmpty ? nil : $0 }
      switch entry(date: date, value: value, note: note, habit: habit, today: today) {
      case .success(let entry?): entries.append(entry)
      case .success(nil): break
      case .failure(let why):
        problems.append(ImportProblem(file: file.name, line: row.line, reason: why.reason))
      }
    }
    return entries
  }

  /// The entries of one habit's column in the top-level `Checkmarks.csv` (`Date,A,B,`).
  static func read(
    _ file: ImportText, column name: String, occurrence: Int, habit: LoopHabit,
    today: CivilDate, problems: inout [ImportProblem]
  ) -> [LoopEntry] {
    guard let records = try? CSVText.records(file.text), let header = records.first else {
      return []
    }
    let matching = header.fields.indices.filter { header.fields[$0].trimmingSpaces == name }
    guard occurrence < matching.count else { return [] }
    let column = matching[occurrence]
    var entries: [LoopEntry] = []
    for row in records.dropFirst() {
      let value = column < row.fields.count ? row.fields[column].trimmingSpaces : ""
      switch entry(date: row.fields[0], value: value, note: nil, habit: habit, today: today) {
      case .success(let entry?): entries.append(entry)
      case .success(nil): break
      case .failure(let why):
        problems.append(
          ImportProblem(file: file.name, line: row.line, reason: "'\(name)' " + why.reason))
      }
    }
    return entries
  }

  /// A checkmark as an entry: nil when it says nothing was done (not done, done by the
  /// frequency alone, unknown).
  static func entry(
    date: String, value: String, note: String?, habit: LoopHabit, today: CivilDate
  ) -> Result<LoopEntry?, ImportRowFailure> {
    guard let day = CivilDate(iso: date.trimmingSpaces) else {
      return .failure(ImportRowFailure(reason: "'\(date)' is not a date like 2026-11-20; left out"))
    }
    guard day <= today else {
      return .failure(ImportRowFailure(reason: "\(day) is after today; left out"))
    }
    let named: [String: Int] = [
      "YES_MANUAL": 2, "YES_AUTO": 1, "NO": 0, "SKIP": 3, "UNKNOWN": -1, "": -1,
    ]
    guard let number = named[value.uppercased()].map(Double.init) ?? Double(value) else {
      return .failure(
        ImportRowFailure(reason: "'\(value)' on \(day) is not a Loop checkmark; left out"))
    }
    if number == 3 { return .success(LoopEntry(day: day, kind: .skip, note: note)) }
    if habit.isNumerical {
      guard number > 0 else { return .success(nil) }
      let amount = Target.rounded(number / 1000)
      // Less than Sherpa's hundredth is nothing to keep.
      guard amount > 0 else { return .success(nil) }
      guard amount <= Target.maximumAmount else {
        return .failure(ImportRowFailure(reason: "'\(value)' on \(day) is too large; left out"))
      }
      return .success(LoopEntry(day: day, kind: .progress(amount), note: note))
    }
    switch number {
    case 2: return .success(LoopEntry(day: day, kind: .check, note: note))
    case 1, 0, -1: return .success(nil)
    default:
      return .failure(
        ImportRowFailure(reason: "'\(value)' on \(day) is not a Loop checkmark; left out"))
    }
  }
}
