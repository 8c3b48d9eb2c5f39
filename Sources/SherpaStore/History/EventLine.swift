import SherpaCore

/// A fast reader for the history lines Sherpa itself writes for the day's log (progress,
/// done, skip, undo) and the reminders' records (remind, snooze): fixed key order, no escapes. Anything else — a hand-edited line, an
/// item change, a note with escapes — returns nil and is read by `JSONValue` instead.
package struct EventLine {
  /// Read in place, as every line of a month file is: no copy, no retain, no bounds check
  /// past `end`, which the reader never reads beyond.
  private let bytes: UnsafeBufferPointer<UInt8>
  private var i: Int
  private let end: Int
  private var lastLine: LastLine

  /// What the line before held: a month file's lines come a day at a time, and their ids
  /// mostly from one device, so most lines' days and devices are not read again.
  package struct LastLine {
    /// The day, by its ten bytes.
    fileprivate var key: (UInt64, UInt16) = (0, 0)
    fileprivate var day: CivilDate?
    /// The device part of the last id found sound, without its dot.
    fileprivate var device: [UInt8] = []

    package init() {}
  }

  package static func read(_ bytes: [UInt8], _ range: Range<Int>) -> Event? {
    var lastLine = LastLine()
    return bytes.withUnsafeBufferPointer { read($0, range, lastLine: &lastLine) }
  }

  /// `read(_:_:)` of bytes already held in place: a month file's lines one after another,
  /// with what the line before held.
  package static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, lastLine: inout LastLine
  ) -> Event? {
    precondition(range.upperBound <= bytes.count)
    var reader = EventLine(
      bytes: bytes, i: range.lowerBound, end: range.upperBound, lastLine: lastLine)
    defer { lastLine = reader.lastLine }
    return reader.event()
  }

  private mutating func event() -> Event? {
    guard literal("{\"day\":\""), let day = day(), literal("\",\"seq\":"), let seq = integer()
    else { return nil }
    var id: Event.Text?
    if literal(",\"id\":\"") {
      guard let range = plainRange(), isEventID(range) else { return nil }
      id = text(range)
    }
    guard literal(",\"at\":\""), let at = plainRange().map(text), literal(",\"event\":\"")
    else { return nil }
    let action: Event.Action
    if literal("progress\"") {
      guard literal(",\"item\":"), let item = integer(), literal(",\"amount\":"),
        let amount = number()
      else { return nil }
      guard let note = optionalNote() else { return nil }
      action = .progress(item: item, amount: amount, note: note.text)
    } else if literal("done\""), literal(",\"item\":"), let item = integer(),
      let note = optionalNote()
    {
      action = .done(item: item, note: note.text)
    } else if literal("skip\""), literal(",\"item\":"), let item = integer(),
      let note = optionalNote()
    {
      action = .skip(item: item, note: note.text)
    } else if literal("undo\""), literal(",\"undoes\":"), let target = integer() {
      action = .undo(seq: target)
    } else if let reminder = reminderAction() {
      action = reminder
    } else {
      return nil
    }
    guard literal("}") else { return nil }
    while i < end, bytes[i] == 32 || bytes[i] == 13 || bytes[i] == 9 { i += 1 }
    guard i == end else { return nil }
    return Event(day: day, seq: seq, at: at, action: action, id: id)
  }

  /// `remind\",\"item\":3,\"priority\":\"phase\"` or `snooze\",\"item\":3,\"until\":\"…\"`, read as
  /// `StoreCodec.reminderAction` reads them.
  private mutating func reminderAction() -> Event.Action? {
    if literal("remind\""), literal(",\"item\":"), let item = integer(), item >= 1,
      literal(",\"priority\":\""), let text = plainString(),
      let priority = ReminderPriority(rawValue: text)
    {
      return .remind(item: item, priority: priority)
    }
    if literal("snooze\""), literal(",\"item\":"), let item = integer(), item >= 1,
      literal(",\"until\":\""), let until = plainString(), StoreCodec.isStamp(until)
    {
      return .snooze(item: item, until: until)
    }
    return nil
  }

  /// `StoreCodec.isEventID` of the id at `range`; its device part is read only when it is
  /// not the line before's.
  private mutating func isEventID(_ range: Range<Int>) -> Bool {
    let id = UnsafeBufferPointer(rebasing: bytes[range])
    let known = lastLine.device.count
    // Compared index by index: `elementsEqual` of the two made the month's reading 0.15 M
    // instructions dearer, more than the check saves.
    if known > 0, known < id.count, id[known] == UInt8(ascii: "."),
      lastLine.device.withUnsafeBufferPointer({ device in
        !device.indices.contains { device[$0] != id[$0] }
      })
    {
      return StoreCodec.isSeqPart(UnsafeBufferPointer(rebasing: id[(known + 1)...]))
    }
    guard let dot = StoreCodec.deviceEnd(ofEventID: id) else { return false }
    lastLine.device = Array(id[..<dot])
    return true
  }

  /// Inlined, so that each call compares the bytes of a literal it knows.
  @inline(__always)
  private mutating func literal(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard end - i >= count, let base = bytes.baseAddress else { return false }
    let at = UnsafeRawPointer(base + i)
    let expected = UnsafeRawPointer(text.utf8Start)
    // Eight bytes at a time, then the rest one by one.
    var k = 0
    while count - k >= 8 {
      guard
        at.loadUnaligned(fromByteOffset: k, as: UInt64.self)
          == expected.loadUnaligned(fromByteOffset: k, as: UInt64.self)
      else { return false }
      k += 8
    }
    for k in k..<count where bytes[i + k] != text.utf8Start[k] { return false }
    i += count
    return true
  }

  private mutating func digits(_ n: Int) -> Int? {
    guard end - i >= n else { return nil }
    var value = 0
    for k in 0..<n {
      let b = bytes[i + k]
      guard b >= 48 && b <= 57 else { return nil }
      value = value * 10 + Int(b - 48)
    }
    i += n
    return value
  }

  /// The line's day: the last line's when its ten bytes are the same.
  private mutating func day() -> CivilDate? {
    guard end - i >= 10, let base = bytes.baseAddress else { return nil }
    let at = UnsafeRawPointer(base + i)
    let key = (
      at.loadUnaligned(as: UInt64.self), at.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
    )
    if let day = lastLine.day, key == lastLine.key {
      i += 10
      return day
    }
    guard let day = date() else { return nil }
    lastLine.key = key
    lastLine.day = day
    return day
  }

  private mutating func date() -> CivilDate? {
    guard let y = digits(4), literal("-"), let m = digits(2), literal("-"), let d = digits(2)
    else { return nil }
    guard y >= 1900 else { return nil }
    return CivilDate(year: y, month: m, day: d)
  }

  private mutating func integer() -> Int? {
    let start = i
    var value = 0
    while i < end, bytes[i] >= 48, bytes[i] <= 57, i - start < 15 {
      value = value * 10 + Int(bytes[i] - 48)
      i += 1
    }
    return i > start && value <= Checked.maxSeq ? value : nil
  }

  /// A number as `JSONText.number` writes it: -?digits(.digits)?
  private mutating func number() -> Double? {
    let start = i
    if i < end, bytes[i] == 45 { i += 1 }
    var whole = 0
    var fraction = false
    while i < end, (bytes[i] >= 48 && bytes[i] <= 57) || bytes[i] == 46 {
      if bytes[i] == 46 { fraction = true } else { whole = whole &* 10 &+ Int(bytes[i] - 48) }
      i += 1
    }
    guard i > start else { return nil }
    if !fraction && i - start <= 15 && i > start + (bytes[start] == 45 ? 1 : 0) {
      let value = Double(bytes[start] == 45 ? -whole : whole)
      return abs(value) <= Checked.maxAmount ? value : nil
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
    guard let value = Double(text), value.isFinite, abs(value) <= Checked.maxAmount else {
      return nil
    }
    return value
  }

  /// The rest of a string with no escapes, after its opening quote; nil on an escape.
  private mutating func plainString() -> String? {
    plainRange().map(string)
  }

  /// Where the rest of a string with no escapes is, after its opening quote (then past its
  /// closing one); nil on an escape.
  private mutating func plainRange() -> Range<Int>? {
    guard let base = bytes.baseAddress else { return nil }
    var at = JSONScan.skipPlainWords(in: bytes, from: i, to: end)
    while at < end {
      let b = base[at]
      if b == 34 {
        defer { i = at + 1 }
        return i..<at
      }
      if b == 92 || b < 32 { return nil }
      at += 1
    }
    return nil
  }

  private func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private func text(_ range: Range<Int>) -> Event.Text {
    Event.Text(utf8: UnsafeBufferPointer(rebasing: bytes[range]))
  }

  /// `,"note":"…"` or nothing; nil when present but not plain.
  private mutating func optionalNote() -> (text: String?, Void)? {
    guard literal(",\"note\":\"") else { return (nil, ()) }
    guard let text = plainString() else { return nil }
    return (text, ())
  }
}
