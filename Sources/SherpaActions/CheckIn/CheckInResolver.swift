import SherpaCore
import SherpaParse

/// Turns a check-in's reading into the answer of the logging contract: which item (by name,
/// verb, noun, word start, then the amount's unit), how much in the item's unit, which day.
///
/// It writes nothing and reads nothing but what it is given, so `parse --log` and every
/// door that writes get the same answer for the same words.
struct CheckInResolver {
  let items: [TrackedItem]
  let parser: Parser
  let settings: Settings
  /// The day it is for the person, and the calendar's date (later past midnight).
  let today: CivilDate
  let calendarDate: CivilDate
  /// What is logged on an item's day so far, in its unit.
  let progress: (TrackedItem, CivilDate) -> Double

  /// - Parameters:
  ///   - date: `--date`, which wins over a day word.
  ///   - note: `--note`, which wins over words after a comma.
  ///   - chosen: The item, when a person already chose one of several.
  func answer(
    _ reading: CheckInReading, date: String?, note: String?, chosen: Int? = nil
  ) -> CheckInAnswer {
    var answer = CheckInAnswer(.none, reading, why: "")
    answer.note = Actions.note(note ?? reading.note)
    let day: CivilDate
    switch self.day(reading, date) {
    case .failure(let failure):
      return refuse(answer, failure.message)
    case .success(let found):
      day = found
    }
    answer.day = day
    let tracked: TrackedItem
    switch item(reading, chosen: chosen, day: day) {
    case .one(let found): tracked = found
    case .several(let found):
      answer.action = .ask
      answer.candidates = found
      answer.why = ItemFailure.several(said(reading), found).message
      return answer
    case .nothing(let why, let suggestions):
      answer.why = why
      answer.suggestions = suggestions
      return answer
    }
    answer.item = tracked
    guard day >= tracked.created else {
      return refuse(answer, LogFailure.beforeCreated(tracked).message)
    }
    if reading.isSkip {
      answer.action = .skip
      answer.why = "'\(said(reading))' skips \(tracked.name)"
      return answer
    }
    return amount(reading, tracked, answer)
  }

  // MARK: The day

  private func day(_ reading: CheckInReading, _ date: String?) -> Result<CivilDate, LogFailure> {
    if let date {
      do {
        return .success(
          try DayWord.day(date, today: today) { parser.pastDay($0, today: $1) })
      } catch {
        return .failure(LogFailure(error.description))
      }
    }
    let day: CivilDate?
    switch reading.day {
    case nil: day = today
    case .offset(let offset): day = today.adding(days: offset)
    case .weekday(let weekday):
      let back = (today.weekday.rawValue - weekday.rawValue + 7) % 7
      day = today.adding(days: -(back == 0 ? 7 : back))
    case .coming(let weekday):
      let ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
      day = today.adding(days: ahead == 0 ? 7 : ahead)
    case .date(let date): day = date
    case .said(let text): day = parser.pastDay(text, today: today)
    case .monthDay(let number):
      let this = CivilDate(year: today.year, month: today.month, day: number)
      let last = today.adding(months: -1)
      day =
        this.flatMap { $0 <= today ? $0 : nil }
        ?? CivilDate(year: last.year, month: last.month, day: number)
    }
    guard let day else {
      return .failure(
        LogFailure(
          "'\(reading.daySaid ?? "")' is no day before today. Say yesterday, a weekday or a date."
        ))
    }
    guard day <= today else { return .failure(LogFailure(DayFailure.toCome(day).message)) }
    return .success(day)
  }

  func refuse(_ answer: CheckInAnswer, _ why: String) -> CheckInAnswer {
    var answer = answer
    answer.action = .refuse
    answer.why = why
    return answer
  }

  /// The words that named the item, as a message quotes them.
  func said(_ reading: CheckInReading) -> String {
    let words = [reading.verbSaid].compactMap { $0 } + reading.activity
    return words.isEmpty ? String(reading.text.trimmingWhitespace()) : words.joined(by: " ")
  }
}
