import SherpaCore
import SherpaStore

/// What a session's prompt shows before each line: the streak and the running timers.
public struct LineStatus {
  public let streak: Int
  public let timers: [RunningTimer]
  public let settings: Settings
}

extension Actions {
  /// The streak through today and the timers running now.
  public func lineStatus(at moment: Moment) throws -> LineStatus {
    let journal = try HistoryWindow(store, at: moment, back: 0)
    return LineStatus(
      streak: (try? journal.streak()) ?? 0,
      timers: Self.timers(in: journal.document, at: moment), settings: journal.document.settings)
  }
}
