/// A timer for a habit measured in time, running in the store: `sherpa start read`, later
/// `sherpa stop read` logs the time between in the item's unit. Several may run at once,
/// one per item.
public struct Stopwatch: Hashable, Sendable {
  public var item: Int
  /// The local stamp it started at. What it ran is measured between instants, which only
  /// the local zone tells (`LocalReading`, at the edge), not between these wall-clock stamps.
  public var started: String

  public init(item: Int, started: String) {
    self.item = item
    self.started = started
  }

  /// `seconds` in `unit` (seconds, minutes or hours), rounded to hundredths.
  public static func amount(_ seconds: Int, in unit: Unit) -> Double? {
    switch unit {
    case .sec: Double(seconds)
    case .min: Target.rounded(Double(seconds) / 60)
    case .hours: Target.rounded(Double(seconds) / 3600)
    default: nil
    }
  }
}

/// A timer started or stopped: one event each, so `undo` takes it back whole.
public struct StopwatchRecord: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    case start, stop
  }

  public var kind: Kind
  public var stopwatch: Stopwatch
  /// The seconds it ran (a stop).
  public var seconds: Int
  /// The progress the stop logged: taken back with it.
  public var made: [Int]

  public init(kind: Kind, stopwatch: Stopwatch, seconds: Int = 0, made: [Int] = []) {
    self.kind = kind
    self.stopwatch = stopwatch
    self.seconds = seconds
    self.made = made
  }
}
