import SherpaCore

/// What the rules have found in a phrase so far, before it is assembled into an `Item`.
struct Draft {
  /// A span of the phrase that says how often, kept with its words for error messages.
  struct Claim {
    var frequency: Recurrence.Frequency?
    var interval = 1
    /// Set by "every morning" or "nightly": gives way to named days.
    var isWeak = false
    var text: String
  }

  struct Days {
    var rules: [WeekdayRule]
    var isRepeating: Bool
    var text: String
  }

  /// A date as said, resolved against today or the start once both are known.
  enum DateSpec {
    case absolute(CivilDate)
    /// A day and month with no year: the next such date.
    case dayMonth(day: Int, month: Int)
    case inDays(Int)
    case inMonths(Int)
    /// The next such weekday; `strictlyAfter` for "next Monday".
    case weekday(Weekday, strictlyAfter: Bool)
    /// The first day of the next week, month or year ("next week").
    case startOfNext(Meaning.Period)
    /// The last day of this (or the following) week, month or year ("the end of the month",
    /// "the end of next month").
    case endOf(Meaning.Period, following: Bool)
    /// The last day of the next such month ("the end of December"), or of the month before
    /// it ("until March").
    case endOfMonth(Int, before: Bool)
    /// The next such day of a month ("til the 30th").
    case monthDay(Int)
    /// The most recent such weekday before today ("last friday").
    case pastWeekday(Weekday)
    /// The next Easter Sunday.
    case easter
  }

  enum DateRole { case on, start, until }

  struct Amount {
    var value: Double
    var unit: SherpaCore.Unit
    var label: String?
    var text: String
    /// "3 times", "twice": a count of sessions, which another amount can multiply.
    var isTimes = false
  }

  /// "only on workout days": the activity's words as said, and the whole of what was said.
  struct Relation {
    var words: String
    var text: String
    /// "on workout and rest days".
    var joinsTwo: Bool
    /// "on odd days": the words say which days, not whose.
    var namesNoActivity: Bool
  }

  let input: String
  let scalars: [Unicode.Scalar]
  var lexemes: [Lexeme]
  /// Lexemes placed by a rule; the rest make the name.
  var used: [Bool]
  /// Lexemes placed by a rule that still belong to the name ("Morning run", "Weekly review").
  var keepInName: [Bool]

  var claims: [Claim] = []
  var days: [Days] = []
  /// "except Sundays": days taken out of the schedule.
  var exceptDays: [Weekday] = []
  var monthDays: [Int] = []
  var monthDaysText = ""
  /// "on the 30th" said alone: a date unless the phrase repeats or pays a bill.
  var loneMonthDay: (day: Int, text: String)?
  var months: [Int] = []
  var dates: [(spec: DateSpec, role: DateRole, text: String)] = []
  var durationDays: (count: Int, period: Meaning.Period, text: String)?
  var timesCount: (count: Int, text: String)?
  /// The earliest time said, as said.
  var time: TimeOfDay?
  /// "at 8am & 8pm", "at 9 and 4": every time said; a bare hour is read by context later,
  /// then `early` minutes taken off ("quarter to 7" is 7 read, less 15 minutes).
  var times: [(time: TimeOfDay, isBare: Bool, early: Int)] = []
  /// Where the last time said ends, so "and 4" can join it.
  var timeEnd: Int?
  var phase: Phase?
  /// "at sunset", "30 min before sunset": a time said by the sun.
  var solar: SolarTime?
  /// "morning and evening": how many parts of the day the phrase names.
  var phaseCount = 0
  var after: String?
  var onlyOn: Relation?
  /// A second "only on … days" that names other days.
  var extraOnlyOn: String?
  var notify = false
  var hasReminderPrefix = false
  var isTask = false
  /// "no", "nothing"…: a phrase opening with one is a limit said in words ("no screens after
  /// 10pm").
  var limitOpeners = WordSet()
  var opensWithLimit: Bool {
    guard let first = lexemes.first(where: { !$0.isPunct }) else { return false }
    return limitOpeners.contains(first.lower)
  }
  /// "habit:" at the start: a habit whatever its verb.
  var isHabit = false
  /// The first word of the name is an errand's ("buy a paper"): its "a" counts nothing.
  var opensWithErrand = false
  /// "eat an apple": the lexemes of an amount said with "a", which an amount said with a
  /// number replaces ("read a paper book 15 min").
  var articleAmount: Range<Int>?
  /// "10 occurrences": the count ends the schedule even when none is said.
  var endsByCount = false
  /// "pushups 3x10": sets × reps with no noun after; the name is what is counted.
  var isSetsOfName = false
  var amount: Amount?
  /// A second amount that does not combine with the first ("10 pages 5 pages").
  var extraAmount: String?
  var period: Target.Period?
  var isLimit = false
  let hasLimitVerb: Bool
  var failure: ParseFailure?
  /// The name to use when the phrase has none: an edit re-says only part of an item.
  var fallbackName: String?

  init(input: String, scalars: [Unicode.Scalar], lexemes: [Lexeme]) {
    self.input = input
    self.scalars = scalars
    self.lexemes = lexemes
    self.used = Array(repeating: false, count: lexemes.count)
    self.keepInName = used
    self.hasLimitVerb = lexemes.contains { $0.is(.limitVerb) }
  }

  /// The person's own words for lexemes `range`.
  func text(_ range: Range<Int>) -> String {
    guard !range.isEmpty else { return "" }
    let from = lexemes[range.lowerBound].range.lowerBound
    let to = lexemes[range.upperBound - 1].range.upperBound
    return Lexer.text(scalars[from..<to])
  }

  mutating func use(_ range: Range<Int>) {
    for i in range { used[i] = true }
  }

  func lexeme(_ i: Int) -> Lexeme? { i >= 0 && i < lexemes.count ? lexemes[i] : nil }

  /// The lexeme at `i` when no rule has placed it yet.
  func free(_ i: Int) -> Lexeme? { i >= 0 && i < lexemes.count && !used[i] ? lexemes[i] : nil }

  /// Keeps every time said; `isBare` for a clock hour without am/pm ("at 7").
  mutating func add(time: TimeOfDay, isBare: Bool = false, early: Int = 0) {
    times.append((time, isBare, early))
    if self.time.map({ time < $0 }) ?? true { self.time = time }
  }

  mutating func fail(_ failure: ParseFailure) {
    if self.failure == nil { self.failure = failure }
  }
}
