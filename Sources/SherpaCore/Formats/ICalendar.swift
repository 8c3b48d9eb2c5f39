/// Items as an iCalendar file (RFC 5545), so a calendar shows their schedules.
///
/// A timed item is a VEVENT at its local time (a floating DTSTART, 15 minutes long); an
/// untimed one is a VTODO on its start date. A repeating item carries its RRULE, end
/// included; a one-off has none. An item with a reminder gets a VALARM: at its time, or at
/// 09:00 on the day for an untimed one. UIDs are `item-<id>@sherpa.local`, so a calendar
/// that imports the file again updates the same entries.
///
/// An item "only on X days" is on the days both schedules hold. When both repeat on weekdays
/// every week (or every day) with no count, that is one RRULE on the weekdays they share; any
/// other pair has no RRULE that says it, so the item carries no RRULE but the next 14 days
/// from `today` as RDATEs (the dates `show` lists), and its DESCRIPTION says so.
///
/// An item at a time said by the sun ("at sunset") moves with the date, which no RRULE says:
/// it is a VEVENT with no RRULE and its next 30 days from `today` as date-times, each at that
/// day's time, DTSTART the first and RDATE the rest; its DESCRIPTION says so.
public enum ICalendar {
  /// How many days of an item at a time by the sun are listed.
  public static let solarDays = 30

  public static let productID = "-//Sherpa//Sherpa habit tracker//EN"
  public static let domain = "sherpa.local"

  /// The calendar: CRLF line ends, lines folded at 75 octets.
  ///
  /// - Parameters:
  ///   - items: The items, in the order they are listed.
  ///   - stamp: DTSTAMP, a UTC date-time like `20261121T090000Z`.
  ///   - today: The day the dates of an item no RRULE can describe count from.
  ///   - phases: The parts of a day, for times said by the sun; nil leaves such items untimed.
  public static func calendar(
    items: [TrackedItem], stamp: String, today: CivilDate? = nil,
    phases: ((CivilDate) -> DayPhases)? = nil
  ) -> String {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + productID, "CALSCALE:GREGORIAN",
      "X-WR-CALNAME:Sherpa",
    ]
    for tracked in items {
      lines += component(tracked, stamp: stamp, today: today, phases: phases)
    }
    lines.append("END:VCALENDAR")
    return lines.map { folded($0) + "\r\n" }.joined()
  }

  static func component(
    _ tracked: TrackedItem, stamp: String, today: CivilDate? = nil,
    phases: ((CivilDate) -> DayPhases)? = nil
  ) -> [String] {
    var item = tracked.item
    var dates: [CivilDate] = []
    var note: String?
    // A time by the sun: each of the next days at its own time.
    var times: [CivilDate: TimeOfDay] = [:]
    if let solar = item.solar, let phases {
      dates =
        item.recurrence.isRepeating
        ? tracked.nextScheduledDays(from: max(today ?? item.start, item.start), limit: solarDays)
        : [item.start]
      for date in dates { times[date] = phases(date).time(of: solar) }
      item.start = dates.first ?? item.start
      item.time = times[item.start] ?? phases(item.start).time(of: solar)
      if item.recurrence.isRepeating {
        item.recurrence = .once
        let said = solar.description
        note =
          said.prefix(1).uppercased() + said.dropFirst()
          + (dates.isEmpty ? " (none ahead)" : " (the next \(dates.count) listed)")
      }
    }
    // "Only on X days", X an item from here on: the days both schedules hold.
    if let span = tracked.relatedDays.spans.last, span.days.upperBound == .latest,
      item.recurrence.isRepeating
    {
      note = "Only on days with " + span.related.name
      if let shared = sharedWeekdays(item, span.related.item, from: span.days.lowerBound) {
        item.recurrence = shared.recurrence
        item.start = shared.start
      } else {
        dates = tracked.nextScheduledDays(
          from: max(today ?? item.start, span.days.lowerBound), limit: 14)
        item.recurrence = .once
        item.start = dates.first ?? item.start
        // No RRULE says "the days both hold" for these: the next days are listed instead.
        note! += dates.isEmpty ? " (none ahead)" : " (the next \(dates.count) listed)"
      }
    }
    let kind = item.time == nil ? "VTODO" : "VEVENT"
    var lines = ["BEGIN:" + kind, "UID:item-\(tracked.id)@" + domain, "DTSTAMP:" + stamp]
    func stamped(_ date: CivilDate) -> String {
      let day = String(date.description.filter { $0 != "-" })
      guard let time = times[date] ?? item.time else { return day }
      return day + "T" + String(time.description.filter { $0 != ":" }) + "00"
    }
    if item.time != nil {
      lines.append("DTSTART:" + stamped(item.start))
      lines.append("DURATION:PT15M")
    } else {
      lines.append("DTSTART;VALUE=DATE:" + stamped(item.start))
    }
    if var rule = item.recurrence.rrule {
      // With a date-time DTSTART, UNTIL must be a date-time too: the end of the last day.
      // The end is the last part of Sherpa's RRULE.
      if item.time != nil, case .until = item.recurrence.end { rule += "T235959" }
      lines.append("RRULE:" + rule)
    }
    if dates.count > 1 {
      lines.append(
        "RDATE" + (item.time == nil ? ";VALUE=DATE:" : ":")
          + dates.dropFirst().map(stamped).joined(by: ","))
    }
    lines.append("SUMMARY:" + escaped(item.name))
    let target = item.target.isCheckOff ? [] : [item.target.text]
    let about = target + [tracked.item.summary] + [note].compactMap { $0 }
    lines.append("DESCRIPTION:" + escaped(about.joined(by: "\n")))
    lines.append("CATEGORIES:" + item.kind.rawValue.uppercased())
    if item.notify {
      lines += [
        "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + escaped(item.name),
        "TRIGGER:" + (item.time == nil ? "PT9H" : "PT0S"), "END:VALARM",
      ]
    }
    lines.append("END:" + kind)
    return lines
  }

  /// The weekly rule on the weekdays both items repeat on, from the first such day on or after
  /// both starts and `from`; nil unless both repeat every week (or day) on plain weekdays with
  /// no count, or when they share no weekday.
  static func sharedWeekdays(_ item: Item, _ related: Item, from: CivilDate)
    -> (recurrence: Recurrence, start: CivilDate)?
  {
    func weekdays(_ rule: Recurrence) -> Set<Weekday>? {
      guard [.daily, .weekly].contains(rule.frequency), rule.interval == 1,
        rule.byMonth.isEmpty, rule.byMonthDay.isEmpty,
        rule.byWeekday.allSatisfy({ $0.ordinal == nil })
      else { return nil }
      if case .count = rule.end { return nil }
      return rule.byWeekday.isEmpty ? Set(Weekday.allCases) : Set(rule.byWeekday.map(\.weekday))
    }
    guard let own = weekdays(item.recurrence), let other = weekdays(related.recurrence) else {
      return nil
    }
    let shared = own.intersection(other)
    guard !shared.isEmpty else { return nil }
    var end = item.recurrence.end
    if case .until(let last) = related.recurrence.end {
      if case .until(let mine) = end { end = .until(min(mine, last)) } else { end = .until(last) }
    }
    let rule = Recurrence(
      frequency: .weekly, byWeekday: shared.sorted().map { WeekdayRule($0) }, end: end)
    guard let start = rule.firstDay(onOrAfter: max(item.start, related.start, from)) else {
      return nil
    }
    if case .until(let last) = end, last < start { return nil }
    return (rule, start)
  }

  /// A TEXT value: backslash, semicolon and comma escaped, a line break as `\n`, other
  /// control characters left out.
  public static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\n": out += "\\n"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: break
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A content line folded so no line is longer than 75 octets: each continuation starts
  /// with a space, and a UTF-8 sequence is never split.
  public static func folded(_ line: String) -> String {
    let bytes = Array(line.utf8)
    guard bytes.count > 75 else { return line }
    var out: [UInt8] = []
    var start = 0
    var room = 75
    while bytes.count - start > room {
      var end = start + room
      // A continuation byte (10xxxxxx) belongs to the character before it.
      while end > start + 1 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
      out += bytes[start..<end]
      out += [13, 10, 32]
      start = end
      room = 74
    }
    out += bytes[start...]
    return String(decoding: out, as: UTF8.self)
  }
}
