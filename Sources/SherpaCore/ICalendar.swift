/// Items as an iCalendar file (RFC 5545), so a calendar shows their schedules.
///
/// A timed item is a VEVENT at its local time (a floating DTSTART, 15 minutes long); an
/// untimed one is a VTODO on its start date. A repeating item carries its RRULE, end
/// included; a one-off has none. An item with a reminder gets a VALARM: at its time, or at
/// 09:00 on the day for an untimed one. UIDs are `item-<id>@sherpa.local`, so a calendar
/// that imports the file again updates the same entries.
public enum ICalendar {
  public static let productID = "-//Sherpa//Sherpa habit tracker//EN"
  public static let domain = "sherpa.local"

  /// The calendar: CRLF line ends, lines folded at 75 octets.
  ///
  /// - Parameters:
  ///   - items: The items, in the order they are listed.
  ///   - stamp: DTSTAMP, a UTC date-time like `20261121T090000Z`.
  public static func calendar(items: [TrackedItem], stamp: String) -> String {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + productID, "CALSCALE:GREGORIAN",
      "X-WR-CALNAME:Sherpa",
    ]
    for tracked in items { lines += component(tracked, stamp: stamp) }
    lines.append("END:VCALENDAR")
    return lines.map { folded($0) + "\r\n" }.joined()
  }

  static func component(_ tracked: TrackedItem, stamp: String) -> [String] {
    let item = tracked.item
    let kind = item.time == nil ? "VTODO" : "VEVENT"
    var lines = ["BEGIN:" + kind, "UID:item-\(tracked.id)@" + domain, "DTSTAMP:" + stamp]
    let day = String(item.start.description.filter { $0 != "-" })
    if let time = item.time {
      lines.append("DTSTART:" + day + "T" + String(time.description.filter { $0 != ":" }) + "00")
      lines.append("DURATION:PT15M")
    } else {
      lines.append("DTSTART;VALUE=DATE:" + day)
    }
    if var rule = item.recurrence.rrule {
      // With a date-time DTSTART, UNTIL must be a date-time too: the end of the last day.
      // The end is the last part of Sherpa's RRULE.
      if item.time != nil, case .until = item.recurrence.end { rule += "T235959" }
      lines.append("RRULE:" + rule)
    }
    lines.append("SUMMARY:" + escaped(item.name))
    let target = item.target.isCheckOff ? [] : [item.target.text]
    lines.append("DESCRIPTION:" + escaped((target + [item.summary]).joined(separator: "\n")))
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
