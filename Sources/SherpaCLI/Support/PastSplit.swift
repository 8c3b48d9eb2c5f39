import SherpaCore
import SherpaStore

/// Where the views that look back split their days: those before `split` come from the
/// store's cache of past days (`Store.pastDays`), the rest from the history, read each time.
/// Every such view splits at the same day, so they share one cache.
struct PastSplit {
  /// The first day of the calendar's 53 weeks: the start of the week 52 weeks before this one.
  let first: CivilDate
  /// The first day read from the history: a week's first day, five weeks or more back, so
  /// a late log for the last month does not touch the cache.
  let split: CivilDate

  init(today: CivilDate, settings: Settings) {
    first = settings.weekStart(of: today).adding(days: -7 * 52)
    split = max(first, settings.weekStart(of: today.adding(days: -35)))
  }

  /// The days a journal reads back: to the day before `split`, whose week or month a habit's
  /// record may judge whole.
  func back(from today: CivilDate) -> Int { today.dayNumber - split.dayNumber + 1 }

  /// The days from `first` to the day before `split`, from the cache.
  func days(_ journal: Journal) throws -> PastDays {
    try journal.store.pastDays(
      first...split.adding(days: -1), document: journal.document, today: journal.today,
      recent: journal.events, from: journal.from)
  }
}
