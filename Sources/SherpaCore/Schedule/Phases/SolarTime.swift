/// A time of day said by the sun: "at sunrise", "30 min before sunset", "an hour after
/// sunrise". It moves with the date; `DayPhases.time(of:)` gives it on a day.
public struct SolarTime: Hashable, Sendable, CustomStringConvertible {
  public enum Event: String, CaseIterable, Sendable { case sunrise, sunset }

  public var event: Event
  /// Minutes after the event; negative before it.
  public var offset: Int

  /// The furthest from the event a time may be said: half a day.
  public static let maximumOffset = 12 * 60

  public init?(event: Event, offset: Int = 0) {
    guard abs(offset) <= SolarTime.maximumOffset else { return nil }
    self.event = event
    self.offset = offset
  }

  /// "at sunset", "30 min before sunset", "1 h after sunrise", "1 h 30 min before sunset".
  public var description: String {
    guard offset != 0 else { return "at " + event.rawValue }
    let minutes = abs(offset)
    var parts: [String] = []
    if minutes >= 60 { parts.append("\(minutes / 60) h") }
    if minutes % 60 != 0 { parts.append("\(minutes % 60) min") }
    return parts.joined(by: " ") + (offset < 0 ? " before " : " after ") + event.rawValue
  }

  /// As the store and the JSON keep it: `{"event": "sunset", "offset": -30}`.
  public var json: String {
    JSONText.object([("event", JSONText.string(event.rawValue)), ("offset", String(offset))])
  }
}
