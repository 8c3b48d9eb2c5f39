#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sunrise, solar noon and sunset for a place and a date, by NOAA's solar equations (the
/// General Solar Position spreadsheet): offline, to within a minute or so away from the poles.
public enum Solar {
  /// What the sun does on a day at a place.
  public enum Day: Hashable, Sendable {
    /// Minutes after midnight UTC of the date (possibly below 0 or past 1440).
    case rises(sunrise: Double, noon: Double, sunset: Double)
    /// The sun never sets (midnight sun) or never rises (polar night).
    case polarDay, polarNight
  }

  /// The sun on `date` at `latitude`, `longitude` (degrees, north and east positive), in
  /// minutes from midnight UTC of that date. Each event is worked out at its own moment.
  public static func day(on date: CivilDate, latitude: Double, longitude: Double) -> Day {
    // The Julian day of 0h UTC of the date: CivilDate's day 0 is 1970-01-01 (JD 2440587.5).
    let midnight = 2_440_587.5 + Double(date.dayNumber)
    var noon = 720 - 4 * longitude
    for _ in 0..<2 {
      noon = 720 - 4 * longitude - position(at: midnight + noon / 1440).equationOfTime
    }
    func event(_ sign: Double) -> Double? {
      var minutes = noon
      for _ in 0..<3 {
        let sun = position(at: midnight + minutes / 1440)
        guard let angle = hourAngle(latitude: latitude, declination: sun.declination) else {
          return nil
        }
        minutes = 720 - 4 * (longitude + sign * angle) - sun.equationOfTime
      }
      return minutes
    }
    guard let sunrise = event(1), let sunset = event(-1) else {
      let sun = position(at: midnight + noon / 1440)
      // At noon the sun is above the horizon all day, or below it.
      let elevation = 90 - abs(latitude - sun.declination)
      return elevation > -0.833 ? .polarDay : .polarNight
    }
    return .rises(sunrise: sunrise, noon: noon, sunset: sunset)
  }

  /// The sun's hour angle at rise (degrees), or nil when it does not rise or set.
  private static func hourAngle(latitude: Double, declination: Double) -> Double? {
    let lat = radians(latitude)
    let dec = radians(declination)
    let cosine = cos(radians(90.833)) / (cos(lat) * cos(dec)) - tan(lat) * tan(dec)
    guard cosine >= -1 && cosine <= 1 else { return nil }
    return degrees(acos(cosine))
  }

  /// The sun's declination (degrees) and the equation of time (minutes) at a Julian day.
  private static func position(at julianDay: Double) -> (
    declination: Double, equationOfTime: Double
  ) {
    let t = (julianDay - 2_451_545) / 36_525
    let meanLongitude = (280.46646 + t * (36000.76983 + t * 0.0003032))
      .truncatingRemainder(dividingBy: 360)
    let meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t)
    let eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
    let m = radians(meanAnomaly)
    let center =
      sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) + sin(2 * m) * (0.019993 - 0.000101 * t)
      + sin(3 * m) * 0.000289
    let omega = radians(125.04 - 1934.136 * t)
    let apparentLongitude = meanLongitude + center - 0.00569 - 0.00478 * sin(omega)
    let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
    let obliquity = meanObliquity + 0.00256 * cos(omega)
    let declination = degrees(asin(sin(radians(obliquity)) * sin(radians(apparentLongitude))))
    let y = pow(tan(radians(obliquity) / 2), 2)
    let l0 = radians(meanLongitude)
    let equation =
      y * sin(2 * l0) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l0)
      - 0.5 * y * y * sin(4 * l0) - 1.25 * eccentricity * eccentricity * sin(2 * m)
    return (declination, 4 * degrees(equation))
  }

  private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
  private static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
