import SherpaCore

/// Turns a phrase into an `Item`: "run 10,000 steps weekly Mon/Wed/Fri" → a habit named
/// Run, 10,000 steps a day, every week on Mon, Wed & Fri.
public struct Parser: Sendable {
  public let grammar: Grammar

  /// Phrases longer than this are refused before any work is done.
  public static let maximumLength = 500

  public init(grammar: Grammar = .builtIn) {
    self.grammar = grammar
  }

  typealias Rule = @Sendable (inout Draft, Int) -> Int

  /// Tried in order at each word no rule has placed yet; the first that matches wins.
  static let rules: [Rule] = [
    SolarRule.match, MarkerRule.match, ExceptRule.match, OnlyOnRule.match, MonthEndRule.match,
    TimeRule.match, DateRule.match,
    EveryRule.match, OrdinalRule.match,
    { WeekdayListRule.match(&$0, at: $1) }, FrequencyRule.match, DurationRule.match,
    AmountRule.match, PerPeriodRule.match, PhaseRule.match, AfterRule.match, MonthListRule.match,
  ]

  /// Words without a meaning of their own that begin a rule: "on the 1st", "in 3 days",
  /// "by Friday", "limit … to 2 hours".
  static let ruleStarters: Set<String> = [
    "on", "by", "due", "in", "during", "the", "to", "half", "quarter", "end",
  ]

  /// The item a phrase describes.
  ///
  /// - Parameters:
  ///   - phrase: What the person typed.
  ///   - today: The day "today", "tomorrow" and year-less dates count from.
  /// - Throws: `ParseFailure` saying what was not understood and how to say it.
  public func parse(_ phrase: String, today: CivilDate) throws(ParseFailure) -> Item {
    var draft = try place(phrase)
    return try assemble(&draft, today: today)
  }

  /// Runs the rules over a phrase: what each word means, and what is left for the name.
  func place(_ phrase: String) throws(ParseFailure) -> Draft {
    let scalars = Array(phrase.unicodeScalars)
    guard scalars.count <= Parser.maximumLength else {
      throw .tooLong(characters: scalars.count)
    }
    let lexemes = Lexer(grammar: grammar).lexemes(of: scalars)
    guard lexemes.contains(where: { !$0.isPunct }) else { throw .empty }
    var draft = Draft(input: phrase, scalars: scalars, lexemes: lexemes)
    draft.limitOpeners = grammar.limitOpeners
    // Only "a" + a noun asks whether the name opens with an errand ("buy a paper").
    if lexemes.contains(where: { $0.is(.article) }),
      let verb = lexemes.first(where: \.isPlainWord)?.lower
    {
      draft.opensWithErrand =
        grammar.errands.contains(verb) || grammar.errandLeads.contains(verb)
        || grammar.errandCalls.contains(verb)
    }
    var i = 0
    while i < lexemes.count {
      if draft.used[i] {
        i += 1
        continue
      }
      var consumed = 0
      let lex = lexemes[i]
      // Most name words start no rule; only these plain words do.
      if lex.isPlainWord && !Parser.ruleStarters.contains(lex.lower) {
        i += 1
        continue
      }
      for rule in Parser.rules {
        consumed = rule(&draft, i)
        if let failure = draft.failure { throw failure }
        if consumed > 0 { break }
      }
      if consumed > 0 {
        draft.use(i..<min(lexemes.count, i + consumed))
        i += consumed
      } else {
        i += 1
      }
    }
    return draft
  }
}

extension Parser {
  /// The item, and whether the phrase says when: a schedule, days, a date, a time or a
  /// phase, or that it is a task. "read 10 pages every night" does; "ran 5k" and "buy milk"
  /// do not (their schedule is the default). The phrase is read once for both.
  public func parseSayingWhen(_ phrase: String, today: CivilDate) throws(ParseFailure)
    -> (item: Item, saysWhen: Bool)
  {
    var draft = try place(phrase)
    let saysWhen =
      !draft.claims.isEmpty || !draft.days.isEmpty || !draft.monthDays.isEmpty
      || !draft.months.isEmpty || !draft.dates.isEmpty || draft.time != nil || draft.isHabit
      || draft.phase != nil || draft.solar != nil || draft.timesCount != nil || draft.period != nil
      || draft.isTask
      || draft.hasReminderPrefix || draft.durationDays != nil || draft.onlyOn != nil
    return (try assemble(&draft, today: today), saysWhen)
  }
}
