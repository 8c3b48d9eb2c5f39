import SherpaCore
import SherpaStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The local time zone (`TZ`, else the system's), for the sun's times: UTC turned local.
public enum LocalZone {
  /// Minutes the local clock is ahead of UTC at noon on `date` (a day of a daylight-saving
  /// change has its new offset by noon).
  public static func utcOffset(on date: CivilDate) -> Int {
    var local = tm()
    local.tm_year = Int32(date.year - 1900)
    local.tm_mon = Int32(date.month - 1)
    local.tm_mday = Int32(date.day)
    local.tm_hour = 12
    local.tm_isdst = -1
    var seconds = mktime(&local)
    var back = tm()
    localtime_r(&seconds, &back)
    return Int(back.tm_gmtoff) / 60
  }

  /// The parts of `date` by the settings, with the sun's times in local time.
  public static func phases(on date: CivilDate, _ settings: Settings) -> DayPhases {
    // Only solar phases need the zone.
    let offset = settings.solarLocation == nil ? 0 : utcOffset(on: date)
    return DayPhases(date: date, settings: settings, utcOffset: offset)
  }
}
