/// The local date and time an action happens at: "now", always given, never read.
public struct Moment: Sendable, Equatable {
  public let date: CivilDate
  public let time: TimeOfDay
  /// Seconds past the minute, for event stamps.
  public let second: Int

  public init(date: CivilDate, time: TimeOfDay, second: Int = 0) {
    self.date = date
    self.time = time
    self.second = second
  }

  /// `YYYY-MM-DDTHH:MM:SS`, the stamp events carry.
  public var stamp: String {
    date.description + "T" + time.description + ":" + (second < 10 ? "0" : "") + String(second)
  }

  /// The day it is for the person: before the day boundary it is still yesterday.
  public func today(_ settings: Settings) -> CivilDate { settings.day(at: date, time) }
}
