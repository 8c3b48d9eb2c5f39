import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The history's month files: JSON Lines, one event per line, appended and never rewritten.
package enum History {
  /// The file an event recorded on `day` belongs to: `2026-11`.
  package static func month(of day: CivilDate) -> String {
    String(day.description.prefix(7))
  }

  /// The number of a month (`2026-11` is 202611); nil for anything else.
  package static func monthNumber(_ month: String) -> Int? { number(ofMonth: month.utf8) }

  package static func isMonth(_ text: String) -> Bool { monthNumber(text) != nil }

  /// The month a history file's name holds (`2026-11.jsonl` holds `2026-11`); nil for any
  /// other name.
  package static func month(ofFile name: String) -> String? {
    monthNumber(ofFile: name).map { _ in String(name.dropLast(6)) }
  }

  /// The number of a month file's name (`2026-11.jsonl` is 202611); nil for any other name.
  package static func monthNumber(ofFile name: String) -> Int? { monthNumber(ofFile: name.utf8) }

  /// `monthNumber(ofFile:)` of a name's bytes, as a folder listing gives them.
  static func monthNumber(ofFile bytes: some Collection<UInt8>) -> Int? {
    guard bytes.count == 13 else { return nil }
    // Compared with bytes, not with a string's: walking `".jsonl".utf8` for each of ten
    // years' names took 0.05 M instructions of every `done`.
    var at = bytes.index(bytes.startIndex, offsetBy: 7)
    for byte in fileEnd {
      guard bytes[at] == byte else { return nil }
      bytes.formIndex(after: &at)
    }
    return number(ofMonth: bytes.prefix(7))
  }

  /// `.jsonl`, the end of a month file's name.
  private static let fileEnd: [UInt8] = [0x2E, 0x6A, 0x73, 0x6F, 0x6E, 0x6C]

  /// Seven bytes `YYYY-MM` as one number, read in place: every one-shot lists ten years.
  private static func number(ofMonth bytes: some Collection<UInt8>) -> Int? {
    guard bytes.count == 7 else { return nil }
    var number = 0
    for (offset, byte) in bytes.enumerated() {
      if offset == 4 {
        guard byte == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard (48...57).contains(byte) else { return nil }
      number = number * 10 + Int(byte - 48)
    }
    return number
  }

  /// The month a number of `monthNumber(ofFile:)` stands for: 202611 is `2026-11`.
  package static func month(number: Int) -> String {
    // Written in place: seven bytes make a small string, with nothing allocated.
    String(unsafeUninitializedCapacity: 7) { bytes in
      var rest = number
      for offset in stride(from: 6, through: 0, by: -1) {
        if offset == 4 {
          bytes[offset] = UInt8(ascii: "-")
          continue
        }
        bytes[offset] = UInt8(48 + rest % 10)
        rest /= 10
      }
      return 7
    }
  }

  /// A line of a history file that could not be read.
  package struct LineFailure: Error, CustomStringConvertible {
    let line: Int
    let problem: String
    package var description: String { "line \(line): \(problem)" }
  }

  /// Each line of a month file's bytes, in order: its number from 1, its bytes without the
  /// newline, and whether a newline ends it (only the last line may lack one).
  package static func forEachLine<E: Error>(
    in bytes: [UInt8], _ body: (_ line: Int, _ range: Range<Int>, _ ended: Bool) throws(E) -> Void
  ) throws(E) {
    var start = 0
    var line = 1
    while start < bytes.count {
      let newline = nextNewline(in: bytes, from: start)
      let end = newline ?? bytes.count
      try body(line, start..<end, newline != nil)
      start = end + 1
      line += 1
    }
  }

  /// Where the next newline from `start` is, found by `memchr` (a month's lines are read
  /// on every one-shot command).
  private static func nextNewline(in bytes: [UInt8], from start: Int) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress, start < buffer.count,
        let found = memchr(base + start, 10, buffer.count - start)
      else { return nil }
      return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
  }

  /// Whether a line holds nothing but white space.
  package static func isBlank(_ slice: ArraySlice<UInt8>) -> Bool {
    slice.allSatisfy { $0 == 32 || $0 == 9 || $0 == 13 }
  }

  /// The events of one file, and the length of its complete lines. A last line with no
  /// newline that does not read as an event is a write cut short by a crash, never reported
  /// as saved: it is left out.
  package static func events(in bytes: [UInt8]) throws(LineFailure) -> (
    events: [Event], length: Int
  ) {
    var events: [Event] = []
    events.reserveCapacity(bytes.count / 96)
    var length = 0
    var lastLine = EventLine.LastLine()
    // Each line read in place, where the bytes are held: no closure, no copy per line.
    try bytes.withUnsafeBufferPointer { (buffer) throws(LineFailure) in
      try forEachLine(in: bytes) { (line, range, ended) throws(LineFailure) in
        if let event = EventLine.read(buffer, range, lastLine: &lastLine) {
          events.append(consume event)
        } else if !isBlank(bytes[range]) {
          do {
            let value = try JSONValue(parsing: bytes[range])
            events.append(try StoreCodec.event(value))
          } catch let failure as JSONFailure {
            if !ended { return }
            throw LineFailure(line: line, problem: "column \(failure.column): \(failure.problem)")
          } catch let mismatch as StoreCodec.Mismatch {
            if !ended { return }
            throw LineFailure(line: line, problem: mismatch.problem)
          } catch {
            throw LineFailure(line: line, problem: "\(error)")
          }
        }
        length = ended ? range.upperBound + 1 : range.upperBound
      }
    }
    return (events, length)
  }

  /// Events from several files, sorted by seq if they are not already (a clock set back
  /// files later events in an older month).
  package static func inSeqOrder(_ events: [Event]) -> [Event] {
    if events.indices.dropFirst().allSatisfy({ events[$0 - 1].seq < events[$0].seq }) {
      return events
    }
    return events.sorted { $0.seq < $1.seq }
  }

  /// `events` in runs by the month file each is filed in (`months`, one per event, never
  /// going back), in order.
  static func grouped(_ events: [Event], in months: [String]) -> [(month: String, events: [Event])]
  {
    var groups: [(month: String, events: [Event])] = []
    for (event, month) in zip(events, months) {
      if groups.last?.month == month {
        groups[groups.count - 1].events.append(event)
      } else {
        groups.append((month, [event]))
      }
    }
    return groups
  }

  /// Makes `file` end at a line boundary before an append: a torn last line is cut off, and
  /// a complete last event with no newline gets one.
  static func repairTail(of file: String) throws(StoreError) {
    // Only a file that does not end in a newline needs reading.
    guard FileSystem.lastByte(of: file).map({ $0 != 10 }) == true,
      let bytes = try FileSystem.read(file), !bytes.isEmpty
    else { return }
    let length = (try? events(in: bytes).length) ?? bytes.count
    if length == bytes.count {
      try FileSystem.append([10], to: file)
    } else {
      try FileSystem.truncate(file, to: length)
    }
  }
}
