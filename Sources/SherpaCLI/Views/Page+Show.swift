import SherpaActions
import SherpaCore

extension Page {
  /// One item as `show` shows it, and as `show --json` prints it.
  static func show(_ item: ItemOverview, style: Style) -> Page {
    let tracked = item.tracked
    let target = tracked.version(on: item.today).target
    let view = ShowView(
      tracked: tracked, items: item.items, next: item.next, chart: item.chart,
      streak: item.streak,
      week: ItemHistory(tracked, agenda: item.agenda, through: item.today, count: 7),
      month: ItemHistory(tracked, agenda: item.agenda, through: item.today, count: 30),
      today: item.today, style: style, solarTimes: item.solarTimes, focus: item.focus,
      periods: item.period.map {
        ShowView.PeriodRows(
          unit: target.period, target: target, current: $0.current, lately: $0.lately)
      })
    return Page(text: { view.text }, json: { view.json })
  }
}
