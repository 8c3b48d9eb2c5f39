import Foundation
import SherpaActions
import SherpaCore
import SherpaParse

@testable import SherpaStore

/// A store in a temporary folder for the queries' tables: the items added some days before
/// `today`, then the days each was done, oldest first, each logged that evening.
enum QueryStore {
  /// Saturday 21 November 2026.
  static let today = CivilDate(year: 2026, month: 11, day: 21)!
  /// 09:00 on `today`.
  static let now = moment(0, hour: 9)

  /// `back` days before `today`, at `hour`.
  static func moment(_ back: Int, hour: Int) -> Moment {
    Moment(date: today.adding(days: -back), time: TimeOfDay(hour: hour, minute: 0)!)
  }

  /// - Parameters:
  ///   - phrases: What to add, in order, `since` days before today.
  ///   - done: Check-in words, and how many days before today each was logged.
  static func actions(_ phrases: [String], since: Int = 14, done: [(String, [Int])] = [])
    throws -> Actions
  {
    let folder = FileManager.default.temporaryDirectory.appending(path: "sherpa-query-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let actions = Actions(
      store: Store(path: folder.appending(path: "store.json").path),
      vocabulary: Vocabulary(folder: nil))
    for phrase in phrases {
      _ = try actions.add(.phrase(phrase), force: false, at: moment(since, hour: 8))
    }
    let logs = done.flatMap { words, days in days.map { (words, $0) } }.sorted { $0.1 > $1.1 }
    for (words, back) in logs {
      _ = try actions.checkIn(words, date: nil, note: nil, at: moment(back, hour: 20))
    }
    return actions
  }
}
