import SherpaCore

/// Why a phrase could not become an item; `description` is what the person reads.
public enum ParseFailure: Error, Equatable, Sendable, CustomStringConvertible {
  case empty
  case tooLong(characters: Int)
  case unplaced(words: [String], suggestion: String?)
  case noActivity(phrase: String)
  case conflictingSchedules(String, String, activity: String)
  case impossibleDate(String)
  case endBeforeStart(end: String, start: String)
  case notPositive(String)
  case notWhole(String)
  case pastCalendar(String)
  case tooLarge(String)
  case tooFrequent(String)
  case twoAmounts(String, String, activity: String)
  case impossibleTime(String)
  case neverHappens(String)
  case noDaysLeft(String)
  case twoActivities(String, first: String, activity: String)
  case notAnActivity(String, activity: String)

  public var description: String {
    switch self {
    case .empty:
      "There is nothing to add. Say what and when, like 'read 10 pages every night'."
    case .tooLong(let n):
      "That phrase is \(Target.format(Double(n), grouping: true)) characters long. Keep it to \(Parser.maximumLength) or fewer, like 'read 10 pages every night'."
    case .unplaced(let words, let suggestion?):
      "Didn't understand '\(words.joined(by: " "))'. " + Spelling.didYouMean(suggestion)
    case .unplaced(let words, nil):
      "Didn't understand '\(words.joined(by: " "))'. Try a schedule like 'every Monday'."
    case .noActivity(let phrase):
      "'\(phrase)' says when, but not what. Add the activity, like 'read \(phrase)'."
    case .conflictingSchedules(let first, let second, let activity):
      "'\(first)' and '\(second)' are two different schedules. Keep one, like '\(activity) \(second)'."
    case .impossibleDate(let text):
      "'\(text)' is not a day on the calendar. Pick a real date, like '28 Feb'."
    case .endBeforeStart(let end, let start):
      "'\(end)' comes before the start, \(start). Give an end after it, or a later year."
    case .notPositive(let text):
      "'\(text)' needs a number above zero, like 'every 2 days' or '10 pages'."
    case .noDaysLeft(let text):
      "Leaving those days out of '\(text)' leaves no day at all. Name the days to keep, like 'Mon to Fri'."
    case .twoAmounts(let first, let second, let activity):
      "'\(first)' and '\(second)' are two different amounts. Keep one, like '\(activity) \(first)'."
    case .impossibleTime(let text):
      "'\(text)' is not a time of day. Say it like '7am', '7:30pm' or '19:00'."
    case .neverHappens(let text):
      "'\(text)' never falls on a day of the calendar. Keep one of its days, like 'on the 15th'."
    case .tooFrequent(let text):
      "Sherpa schedules by the day, and '\(text)' is more often than that. Say it per day, like '3 times a day'."
    case .pastCalendar(let text):
      "'\(text)' falls after 31 Dec 9999, the last day of Sherpa's calendar. Pick an earlier date."
    case .notWhole(let text):
      "'\(text)' needs a whole number, like 'every 2 days' or '3 times a week'."
    case .twoActivities(let text, let first, let activity):
      "'\(text)' names more than one activity. Keep one, like '\(activity) only on \(first) days'."
    case .notAnActivity(let text, let activity):
      "'\(text)' doesn't name an activity to keep to. Name one, like '\(activity) only on workout days', or say the days, like '\(activity) every other day'."
    case .tooLarge(let text):
      "'\(text)' is more than Sherpa can count. Use a smaller number."
    }
  }
}
