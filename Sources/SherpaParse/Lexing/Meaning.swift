import SherpaCore

/// What a word or phrase of the grammar can mean; one word may mean several things
/// ("may" the month, "second" the ordinal and the unit), and the rules choose.
enum Meaning: Sendable, Equatable {
  case numberWord(Double)
  case multiplier(Double)
  /// "a dozen", "a couple of", "half an".
  case quantity(Double)
  /// "a", "an": one, before a unit.
  case article
  /// "once", "twice", "thrice".
  case multiplicative(Int)
  case ordinal(Int)
  /// "to last": the ordinal before it counts from the end.
  case fromLast
  case unit(SherpaCore.Unit, factor: Double)
  case weekday(Weekday, plural: Bool)
  /// "m", "t", "w": a weekday only inside a list like "M/W/F".
  case weekdayLetter(Weekday)
  case weekdaySet([Weekday])
  case month(Int)
  case relativeDay(Int, Phase?)
  /// "next", "this": the coming such day.
  case next
  case every
  case everyOther
  case frequency(Recurrence.Frequency, interval: Int, Phase?)
  case period(Period, count: Int)
  case phase(Phase)
  case phasePhrase(Phase)
  case time(TimeOfDay)
  /// "sunrise", "dusk": a time said by the sun.
  case solarEvent(SolarTime.Event)
  /// "before" (-1) or "after" (1) a sunrise or sunset.
  case solarSide(Int)
  case meridiem(Int)
  case timeMarker
  case until
  case starting
  case duration
  case per
  case range
  case monthScope
  /// "except", "but not": the days after it are left out.
  case except
  case yearScope
  case task
  case reminderPrefix
  case reminder
  case limit
  case limitVerb
  case after
  /// "only", "just": around "on workout days".
  case onlyOn
  /// "days" after an activity: "workout days".
  case relationDays
  /// "days I", "days with": before an activity ("on days I run").
  case relationDaysOf
  /// "odd", "rest": words that say which days without naming an activity.
  case notActivity
  case relationFiller
  case nameFiller
  /// "pages", "glasses": a countable noun that measures, not an activity.
  case measure
  /// "sets", "rounds": "3 sets of 10" is 30.
  case sets
  /// "christmas", "new year's eve": a day of the year, a date only after "on", "by", "until"….
  case holiday(month: Int, day: Int)
  /// "easter": Easter Sunday, by the Gregorian computus.
  case easter
  /// "$", "€", "£" before an amount.
  case currency(SherpaCore.Unit)
  /// "occurrences": "10 occurrences" always ends the schedule after ten.
  case occurrences
  /// "ago": "2 days ago".
  case ago
  /// "habit" in "habit:" or "habit -" at the start: a habit whatever the verb.
  case habit
  /// "max", "tops" after an amount: "2 snacks max".
  case limitTrailer
  /// "o'clock" after a clock hour.
  case oClock
  /// "with every meal": so many times a day.
  case meals(Int)
  /// "of each quarter", "every quarter": every three months.
  case quarterScope

  /// A span of the calendar that schedules count in.
  enum Period: String, Sendable { case day, week, month, year }
}
