import SherpaCore
import SherpaStore

/// What the views that look back (`stats`, `insights`, `league`, `show`) read: the days
/// before `split` from the store's cache of past days (`Store.pastDays`), the rest from the
/// history, read each time, joined here once for all of them. Every such view splits at the
/// same day, so they share one cache.
public struct Lookback {
  /// The first day of the calendar's 53 weeks: the start of the week 52 weeks before this one.
  public let first: CivilDate
  /// The first day read from the history: a week's first day, five weeks or more back, so
  /// a late log for the last month does not touch the cache.
  public let split: CivilDate
  /// The history from before `split` (and at least `days` back) to today.
  public let journal: HistoryWindow

  /// - Parameter days: How many days back the caller needs the history itself, at least.
  public init(
    _ store: Store, document: StoreDocument? = nil, at moment: Moment, back days: Int = 0
  ) throws {
    let document = try document ?? store.document()
    let settings = document.settings
    let today = moment.today(settings)
    first = settings.weekStart(of: today).adding(days: -7 * 52)
    split = max(first, settings.weekStart(of: today.adding(days: -35)))
    // From the league's week holding `split` too, which starts up to six days before it.
    journal = try HistoryWindow(
      store, document: document, at: moment,
      back: max(days, today.dayNumber - League.week(of: split).dayNumber + 1))
  }

  public var today: CivilDate { journal.today }
  public var agenda: Agenda { journal.agenda }

  /// The cached days from `first` to the day before `split`.
  public func pastDays() throws -> PastDays {
    try journal.store.pastDays(
      pastSpan, document: journal.document, today: journal.today, recent: journal.events,
      from: journal.from)
  }

  private var pastSpan: ClosedRange<CivilDate> { first...split.adding(days: -1) }

  /// The habits' days over the 53 weeks, their finished weekly and monthly periods, and
  /// the XP of every day through today.
  public func record(of habits: [TrackedItem]) throws
    -> (grid: HabitGrid, periods: [Int: [PeriodOutcome]], xp: Int)
  {
    let cached = try pastDays()
    var periods = cached.periods
    for tracked in habits {
      let recent = agenda.periodOutcomes(of: tracked, endingIn: split...CivilDate.latest)
      if !recent.isEmpty { periods[tracked.id, default: []] += recent }
    }
    let grid = cached.grid.appending(HabitGrid(agenda, days: split...today, items: habits))
    return (grid, periods, cached.xp + agenda.xp(in: split...today))
  }

  /// Each habit's streaks, current and longest, through today.
  public func streaks(of habits: [TrackedItem]) throws -> [Int: HabitStreak] {
    streaks(of: habits, after: try pastDays().streaks)
  }

  /// One habit's streaks, current and longest, through today: from the cached past days
  /// when they hold or every item's past days are cheap to work out (and keep for the next
  /// command), else from the habit's own whole history.
  public func streak(of habit: TrackedItem) throws -> HabitStreak {
    let store = journal.store
    let repeating = journal.document.items.count { !$0.isOneOff }
    if repeating <= Self.fewItems {
      return streaks(of: [habit], after: try pastDays().streaks)[habit.id]!
    }
    if let past = try store.cachedPastDays(
      pastSpan, document: journal.document, today: journal.today, recent: journal.events,
      from: journal.from)
    {
      return streaks(of: [habit], after: past.streaks)[habit.id]!
    }
    let events = try store.allEvents().filter { $0.loggedItem.map { $0 == habit.id } ?? true }
    let whole = Agenda(
      items: journal.document.items, ledger: Ledger(events: events),
      settings: journal.document.settings, today: journal.today)
    return whole.habitStreak(for: habit)
  }

  /// Up to this many repeating items, judging every item's past days costs about what
  /// reading the history they come from does (a year of 500 daily habits, 0.1 s), so one
  /// item's view works them all out and keeps them; past it, it reads only its own.
  static let fewItems = 500

  /// The habits' records from `records` (the cached past days') carried through today.
  private func streaks(of habits: [TrackedItem], after records: [Int: HabitStreak])
    -> [Int: HabitStreak]
  {
    var streaks: [Int: HabitStreak] = [:]
    for tracked in habits {
      streaks[tracked.id] = agenda.habitStreak(
        for: tracked, after: split.adding(days: -1),
        continuing: records[tracked.id] ?? HabitStreak())
    }
    return streaks
  }

  /// The league weeks from the week of `start` through this one: the finished weeks up to a
  /// few weeks ago from the cache, the rest from the history.
  public func leagueWeeks(since start: CivilDate) throws -> [CivilDate: Agenda.LeagueWeek] {
    let monday = League.week(of: split)
    let cached = try pastDays().weeks
    return cached.merging(
      agenda.leagueWeeks(
        from: max(monday, start), streak: cached[monday.adding(days: -7)]?.streakDays ?? 0)
    ) { $1 }
  }
}
