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
  var months: [Int] = []
  var dates: [(spec: DateSpec, role: DateRole, text: String)] = []
  var durationDays: (count: Int, period: Meaning.Period, text: String)?
  var timesCount: (count: Int, text: String)?
  var time: TimeOfDay?
  var isBareHour = false
  /// "at 8am & 8pm": how many times of day the phrase names.
  var timeCount = 0
  var phase: Phase?
  var after: String?
  var onlyOn: Relation?
  /// A second "only on … days" that names other days.
  var extraOnlyOn: String?
  var notify = false
  var hasReminderPrefix = false
  var isTask = false
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

  /// Keeps the earliest of the times said.
  mutating func add(time: TimeOfDay) {
    timeCount += 1
    if self.time.map({ time < $0 }) ?? true { self.time = time }
  }

  mutating func fail(_ failure: ParseFailure) {
    if self.failure == nil { self.failure = failure }
  }
}
