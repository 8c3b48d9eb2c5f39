import SherpaCore

extension Parser {
  /// Puts what the rules found together into an item, or says why it does not fit.
  func assemble(_ d: inout Draft, today: CivilDate) throws(ParseFailure) -> Item {
    if let failure = unplacedWords(in: d) { throw failure }
    let name = name(of: d)
    let activity =
      name.isEmpty
      ? (d.fallbackName ?? d.amount?.label.map(Parser.capitalizingFirst) ?? "") : name
    guard !activity.isEmpty else {
      throw .noActivity(phrase: String(d.input.trimmingWhitespace()))
    }
    if let extra = d.extraAmount, let first = d.amount {
      throw .twoAmounts(first.text, extra, activity: activity.lowercased())
    }
    var (recurrence, onDate) = try schedule(&d, activity: activity)
    let onlyOn = try relation(of: d, activity: activity.lowercased())

    // When it starts.
    let starts = d.dates.filter { $0.role == .start }
    if starts.count > 1 {
      throw .conflictingSchedules(starts[0].text, starts[1].text, activity: activity.lowercased())
    }
    var phraseStart = today
    if let start = starts.first {
      phraseStart = try resolve(start.spec, text: start.text, from: today, today: today)
    } else if let onDate {
      phraseStart = try resolve(onDate.spec, text: onDate.text, from: today, today: today)
    }

    // When it ends.
    let untils = d.dates.filter { $0.role == .until }
    if untils.count > 1 {
      throw .conflictingSchedules(untils[0].text, untils[1].text, activity: activity.lowercased())
    }
    if let until = untils.first {
      if recurrence.frequency == .none { recurrence = .daily }
      recurrence.end = .until(
        try resolve(until.spec, text: until.text, from: phraseStart, today: today))
    }
    if let (count, text) = d.timesCount,
      d.amount != nil || recurrence.frequency != .none || d.hasSchedule || d.endsByCount
    {
      if case .until = recurrence.end {
        throw .conflictingSchedules(untils[0].text, text, activity: activity.lowercased())
      }
      if recurrence.frequency == .none { recurrence = .daily }
      recurrence.end = .count(count)
    }

    var start = phraseStart
    if recurrence.frequency != .none {
      guard recurrence.isSatisfiable else { throw .impossibleDate(d.monthDaysText) }
      guard let first = recurrence.firstDay(onOrAfter: phraseStart) else {
        throw .neverHappens(String(d.input.trimmingWhitespace()))
      }
      start = first
    }
    if let duration = d.durationDays {
      if case .until = recurrence.end {
        throw .conflictingSchedules(untils[0].text, duration.text, activity: activity.lowercased())
      }
      if case .count = recurrence.end, let times = d.timesCount {
        throw .conflictingSchedules(times.text, duration.text, activity: activity.lowercased())
      }
      if recurrence.frequency == .none { recurrence = .daily }
      recurrence.end = Parser.end(of: recurrence, for: duration.count, duration.period, from: start)
      if case .until(let last) = recurrence.end, last > CivilDate.latest {
        throw .pastCalendar(duration.text)
      }
    }
    if case .until(let until) = recurrence.end, until < start {
      throw .endBeforeStart(end: untils.first?.text ?? until.mediumText, start: start.longText)
    }

    // "buy batteries": an errand with no schedule and no amount is a task for today.
    let isErrand =
      recurrence.frequency == .none && onDate == nil && starts.isEmpty && d.amount == nil
      && d.timesCount == nil && d.period == nil && d.durationDays == nil && startsWithErrand(d)
    let kind: Item.Kind =
      !d.isHabit
        && (d.isTask || isErrand
          || (recurrence.frequency == .none && (onDate != nil || d.hasReminderPrefix)))
      ? .task : .habit
    if kind == .habit && recurrence.frequency == .none {
      recurrence = Recurrence(frequency: .daily, end: recurrence.end)
      start = phraseStart
    }
    let times = times(of: d)
    var target = target(of: d, end: recurrence.end, timesOfDay: times.count)
    if d.isSetsOfName, target.unit == .count, target.label == nil {
      target.label = activity.lowercased()  // "pushups 3x10": 30 pushups
    }
    var item = Item(
      kind: kind, name: activity, target: target, recurrence: recurrence, start: start,
      time: times.first, phase: d.phase, after: d.after, onlyOn: onlyOn, notify: d.notify)
    if times.count > 1 { item.times = times }
    item.solar = d.solar
    return item
  }

  /// The activity of "only on … days", or why those words name none, or two.
  private func relation(of d: Draft, activity: String) throws(ParseFailure) -> String? {
    guard let relation = d.onlyOn else { return nil }
    if let extra = d.extraOnlyOn {
      throw .conflictingSchedules(relation.text, extra, activity: activity)
    }
    if relation.joinsTwo {
      let first = relation.words.split(separator: " ").first.map(String.init) ?? relation.words
      throw .twoActivities(relation.text, first: first, activity: activity)
    }
    if relation.namesNoActivity { throw .notAnActivity(relation.text, activity: activity) }
    return relation.words
  }

  /// The amount per period, or a plain check-off.
  private func target(of d: Draft, end: Recurrence.End, timesOfDay: Int) -> Target {
    var target = Target.checkOff
    if let amount = d.amount {
      target = Target(amount: amount.value, unit: amount.unit, label: amount.label)
    } else if let (count, _) = d.timesCount, case .never = end {
      target.amount = Double(count)  // "meditate 3 times": no schedule for it to end
    } else if timesOfDay > 1 {
      target.amount = Double(timesOfDay)  // "meds at 8am & 8pm": twice a day
    } else if d.phaseCount > 1 {
      target.amount = Double(d.phaseCount)  // "brush teeth morning and evening"
    }
    if let period = d.period { target.period = period }
    if d.isLimit { target.goal = .atMost }
    return target
  }

  /// The times of day said, ascending and each once. A clock hour without am/pm is read by
  /// context: 1–6 is pm unless a morning word says am; 7–11 is am unless an evening, night,
  /// dinner or bed word says pm ("dinner at 7" is 19:00); 12 is noon.
  private func times(of d: Draft) -> [TimeOfDay] {
    guard !d.times.isEmpty else { return [] }
    var isEvening: Bool?
    var isMorning: Bool?
    var out: [TimeOfDay] = []
    for (time, isBare, early) in d.times {
      var chosen = time
      if isBare {
        if time.hour <= 6 {
          isMorning =
            isMorning
            ?? (d.phase == .morning || d.lexemes.contains { grammar.amWords.contains($0.lower) })
          if isMorning == false { chosen = TimeOfDay(hour: time.hour + 12, minute: time.minute)! }
        } else {
          isEvening =
            isEvening
            ?? ([.afternoon, .evening, .night].contains(d.phase)
              || d.lexemes.contains { grammar.pmWords.contains($0.lower) })
          if isEvening == true { chosen = TimeOfDay(hour: time.hour + 12, minute: time.minute)! }
        }
      }
      if early > 0 {
        let minutes = (chosen.hour * 60 + chosen.minute - early + 24 * 60) % (24 * 60)
        chosen = TimeOfDay(hour: minutes / 60, minute: minutes % 60)!
      }
      if !out.contains(chosen) { out.append(chosen) }
    }
    return out.sorted()
  }

  /// The recurrence the claims agree on, and the one-off date if there is no repetition.
  private func schedule(_ d: inout Draft, activity: String) throws(ParseFailure) -> (
    Recurrence, (spec: Draft.DateSpec, role: Draft.DateRole, text: String)?
  ) {
    let verb = activity.lowercased()
    var frequency: Recurrence.Frequency?
    var interval = 1
    var claimText = ""
    for claim in d.claims where !claim.isWeak {
      guard let f = claim.frequency else { continue }
      if let current = frequency,
        current != f || (interval > 1 && claim.interval > 1 && interval != claim.interval)
      {
        throw .conflictingSchedules(claimText, claim.text, activity: verb)
      }
      frequency = f
      interval = max(interval, claim.interval)
      if claimText.isEmpty || claim.interval > 1 { claimText = claim.text }
    }
    var plain: [WeekdayRule] = []
    var nth: [WeekdayRule] = []
    var daysText = ""
    var plainText = ""
    var isRepeatingDays = false
    for days in d.days {
      let these = days.rules.filter { $0.ordinal == nil }
      if !these.isEmpty {
        // "every Monday and every Friday" adds up; a lone "Friday" beside it is a clash.
        if !plain.isEmpty && Set(plain) != Set(these) && !(days.isRepeating && isRepeatingDays) {
          throw .conflictingSchedules(plainText, days.text, activity: verb)
        }
        plain = Array(Set(plain + these)).sorted()
        plainText = plainText.isEmpty ? days.text : plainText
      }
      nth += days.rules.filter { $0.ordinal != nil }
      isRepeatingDays = isRepeatingDays || days.isRepeating
      if daysText.isEmpty { daysText = days.text }
    }
    if !d.exceptDays.isEmpty {
      let base = plain.isEmpty ? Weekday.allCases.map { WeekdayRule($0) } : plain
      plain = base.filter { !d.exceptDays.contains($0.weekday) }
      guard !plain.isEmpty else { throw .noDaysLeft(plainText.isEmpty ? "every day" : plainText) }
      if frequency == .daily && interval == 1 { frequency = .weekly }
      isRepeatingDays = true
      daysText = plainText
    }
    var onDates = d.dates.filter { $0.role == .on }
    if onDates.count > 1 {
      throw .conflictingSchedules(onDates[0].text, onDates[1].text, activity: verb)
    }
    var monthDays = d.monthDays
    var months = d.months
    // A single weekday with nothing repeating is a date: "submit assignment on Friday".
    if frequency == nil && !isRepeatingDays && nth.isEmpty && monthDays.isEmpty && months.isEmpty
      && d.claims.isEmpty, let day = plain.first
    {
      if let other = onDates.first {
        throw .conflictingSchedules(other.text, plainText, activity: verb)
      }
      onDates = [(.weekday(day.weekday, strictlyAfter: false), .on, plainText)]
      plain = []
    }
    // "haircut on the 30th": the next 30th, once; "pay rent on the 1st" pays every month.
    if frequency == nil && !isRepeatingDays && nth.isEmpty && plain.isEmpty && months.isEmpty
      && d.claims.isEmpty && onDates.isEmpty && d.durationDays == nil && d.timesCount == nil,
      let lone = d.loneMonthDay, monthDays == [lone.day],
      !d.lexemes.indices.contains(where: {
        !d.used[$0] && grammar.monthlyBills.contains(d.lexemes[$0].lower)
      })
    {
      onDates = [(.monthDay(lone.day), .on, lone.text)]
      monthDays = []
    }
    if frequency == nil {
      if !nth.isEmpty || !monthDays.isEmpty {
        frequency = months.isEmpty ? .monthly : .yearly
      } else if !plain.isEmpty {
        frequency = .weekly
      } else if let weak = d.claims.first(where: \.isWeak), let f = weak.frequency {
        frequency = f  // "Weekly review", "every morning"
        interval = weak.interval
      } else if !months.isEmpty {
        frequency = .daily
      }
    }
    if frequency == .daily, !plain.isEmpty || !nth.isEmpty || !monthDays.isEmpty {
      let other = !plain.isEmpty || !nth.isEmpty ? daysText : d.monthDaysText
      throw .conflictingSchedules(claimText, other, activity: verb)
    }
    if frequency == .weekly, !nth.isEmpty || !monthDays.isEmpty {
      throw .conflictingSchedules(
        claimText, nth.isEmpty ? d.monthDaysText : daysText, activity: verb)
    }
    // "every year on 10 May": the date is the rule's day.
    if frequency == .yearly, monthDays.isEmpty, nth.isEmpty, let date = onDates.first,
      case .dayMonth(let day, let month) = date.spec
    {
      monthDays = [day]
      months = [month]
      onDates = []
    }
    guard let frequency else {
      return (.once, onDates.first)
    }
    // A date said alongside a repeating schedule is where it starts.
    if let date = onDates.first {
      if d.dates.contains(where: { $0.role == .start }) {
        throw .conflictingSchedules(
          date.text, d.dates.first { $0.role == .start }!.text, activity: verb)
      }
      d.dates = d.dates.map { $0.role == .on ? ($0.spec, .start, $0.text) : $0 }
    }
    let recurrence = Recurrence(
      frequency: frequency, interval: interval, byWeekday: plain + nth, byMonthDay: monthDays,
      byMonth: months)
    return (recurrence, nil)
  }

  /// "for 5 weeks" as a count where the rule makes that exact, else as an end date.
  static func end(
    of rule: Recurrence, for count: Int, _ period: Meaning.Period, from start: CivilDate
  ) -> Recurrence.End {
    let perPeriod = max(1, rule.byWeekday.count + rule.byMonthDay.count)
    let simpleMonthDays =
      rule.byMonthDay.allSatisfy { (1...28).contains($0) || $0 == -1 }
      && rule.byWeekday.allSatisfy { abs($0.ordinal ?? 0) <= 4 }
    func periods(_ n: Int) -> Int { (n + rule.interval - 1) / rule.interval }
    switch (rule.frequency, period) {
    case (.daily, .day) where rule.byMonth.isEmpty && rule.byWeekday.isEmpty:
      return .count(periods(count))
    case (.daily, .week) where rule.byMonth.isEmpty && rule.byWeekday.isEmpty:
      return .count(periods(7 * count))
    case (.weekly, .week) where rule.byMonth.isEmpty && rule.byMonthDay.isEmpty:
      return .count(periods(count) * perPeriod)
    case (.monthly, .month) where rule.byMonth.isEmpty && simpleMonthDays:
      return .count(periods(count) * perPeriod)
    case (.monthly, .year) where rule.byMonth.isEmpty && simpleMonthDays:
      return .count(periods(12 * count) * perPeriod)
    case (.yearly, .year)
    where rule.byWeekday.isEmpty && rule.byMonthDay.count <= 1 && rule.byMonth.count <= 1:
      return .count(periods(count))
    default:
      let last: CivilDate =
        switch period {
        case .day: start.adding(days: count - 1)
        case .week: start.adding(days: 7 * count - 1)
        case .month: start.adding(months: count).adding(days: -1)
        case .year: start.adding(months: 12 * count).adding(days: -1)
        }
      return .until(last)
    }
  }
}

extension Draft {
  /// The phrase says how often, in some form ("daily", "Mondays", "on the 1st").
  var hasSchedule: Bool {
    !claims.isEmpty || days.contains(where: \.isRepeating) || !monthDays.isEmpty
  }
}
