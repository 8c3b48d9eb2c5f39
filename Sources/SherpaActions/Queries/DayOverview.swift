import SherpaCore
import SherpaStore

/// One day as `today` shows it: its items by how far along they are, the streak through
/// it, the seven days ending on it, and (on today) the focus, timers and meals.
public struct DayOverview {
  public let day: CivilDate
  /// Whether `day` is the person's today: only today shows what is running.
  public let isToday: Bool
  public let report: DayReport
  public let streak: Int
  /// The seven days through `day`, oldest first, and how each went.
  public let week: [(CivilDate, DayStatus)]
  /// Where the parts of `day` begin.
  public let phases: DayPhases
  public let time: DayTime
  public let focus: FocusState?
  public let timers: [RunningTimer]
  /// Nil until nutrition targets are set.
  public let meals: MealDay?
  public let settings: Settings
}

extension Actions {
  /// The day `date` names, as `today` shows it.
  ///
  /// - Parameter date: `--date`; nil is today.
  public func day(_ date: String?, at moment: Moment) throws -> DayOverview {
    let back = 13
    let journal: HistoryWindow
    let day: CivilDate
    if let date {
      // Another day's months are known once the document says which day it is.
      let document = try store.document()
      day = try self.day(named: date, today: moment.today(document.settings))
      journal = try HistoryWindow(store, document: document, at: moment, around: day, back: back)
    } else {
      journal = try HistoryWindow(store, at: moment, back: back)
      day = journal.today
    }
    let document = journal.document
    let settings = document.settings
    let phases = LocalZone.phases(on: day, settings)
    let isToday = day == journal.today
    // The seven days are judged on a second thread while this one does the day and the
    // streak.
    let agenda = journal.agenda
    let week = Beside {
      (0..<7).reversed().map { back in
        let date = day.adding(days: -back)
        return (date, agenda.status(of: date))
      }
    }
    return DayOverview(
      day: day, isToday: isToday,
      report: journal.agenda.report(for: day).withTimes(of: phases)
        .following(Event.acceptedPlan(for: day, in: journal.events)),
      streak: try journal.streak(through: day),
      week: week.wait(),
      phases: phases, time: journal.agenda.ledger.time(on: day),
      focus: isToday ? Self.focusState(in: document, at: moment) : nil,
      timers: isToday ? Self.timers(in: document, at: moment) : [],
      meals: settings.nutrition.isEmpty ? nil : meals(on: day, in: journal),
      settings: settings)
  }
}
