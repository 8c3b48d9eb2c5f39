import SherpaCore

/// The whole store as one JSON document: `sherpa export json` writes it, `sherpa import
/// json` reads it.
///
/// ```
/// {
///   "format": "sherpa-export",
///   "version": 1,
///   "document": { …store.json as it is, format, version, seq, nextId, settings, items… },
///   "events": [
///     {"day":"2026-11-18","seq":1,"at":"2026-11-18T08:00:00","event":"add",…},
///     …every event of the history, in seq order, as the month files hold them
///   ]
/// }
/// ```
///
/// The same store always gives the same bytes.
public struct StoreExport: Equatable, Sendable {
  public static let formatName = "sherpa-export"
  public static let currentVersion = 1

  public var document: StoreDocument
  /// In seq order.
  public var events: [Event]

  public init(document: StoreDocument, events: [Event]) {
    self.document = document
    self.events = events
  }

  /// The export's bytes: one item per line and one event per line, so two exports diff well.
  public var bytes: [UInt8] {
    // Which month files hold the history is the store's own: another store files the
    // events it takes in its own way.
    var document = document
    document.months = nil
    let store = String(decoding: StoreCodec.encode(document), as: UTF8.self)
    var lines = store.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    var out = "{\n"
    out += "  \"format\": \(JSONText.string(Self.formatName)),\n"
    out += "  \"version\": \(Self.currentVersion),\n"
    out += "  \"document\": " + lines.joined(by: "\n  ") + ",\n"
    if events.isEmpty {
      out += "  \"events\": []\n"
    } else {
      out += "  \"events\": [\n"
      out += events.map { "    " + StoreCodec.encode($0).dropLast() }.joined(by: ",\n")
      out += "\n  ]\n"
    }
    out += "}\n"
    return Array(out.utf8)
  }

  /// Reads an export, checking that it holds together: events in seq order, every undo
  /// naming an event before it, every logged item described by the document or a change.
  ///
  /// - Throws: `ImportFailure` saying what is wrong and where.
  public init(parsing bytes: [UInt8]) throws(ImportFailure) {
    if let (line, column) = Checked.notUTF8(bytes) {
      throw ImportFailure("line \(line), column \(column): not UTF-8 text")
    }
    let value: JSONValue
    let lines = Self.linesLayout(bytes)
    if let lines {
      value = lines.head
    } else {
      do {
        value = try JSONValue(parsing: bytes)
      } catch {
        throw ImportFailure("line \(error.line), column \(error.column): \(error.problem)")
      }
    }
    guard value["format"]?.string == Self.formatName else {
      if value["format"]?.string == StoreDocument.formatName {
        throw ImportFailure(
          "it is a store, not an export; export it first with 'sherpa export json --store FILE'")
      }
      throw ImportFailure("it is not a Sherpa export")
    }
    guard let version = Checked.int(value["version"], in: 1...Checked.maxVersion) else {
      guard let number = value["version"]?.number else {
        throw ImportFailure("it has no format version")
      }
      let shown = number == number.rounded() && abs(number) < 1e15 ? "\(Int(number))" : "\(number)"
      throw ImportFailure(
        "its format version (\(shown)) is not one any Sherpa writes (a whole number from 1 "
          + "to \(Checked.maxVersion))")
    }
    guard version <= Self.currentVersion else {
      throw ImportFailure(
        "it was written by a newer Sherpa (export format \(version); this one reads up "
          + "to \(Self.currentVersion))")
    }
    guard let stored = value["document"], stored["format"]?.string == StoreDocument.formatName,
      let storeVersion = Checked.int(stored["version"], in: 1...Checked.maxVersion),
      storeVersion <= StoreDocument.currentVersion
    else { throw ImportFailure("its document is not a Sherpa store this Sherpa reads") }
    do {
      document = try StoreCodec.document(Migration.upgrade(stored, from: storeVersion))
    } catch {
      throw ImportFailure("document: \(error.problem)")
    }
    if let lines {
      events = lines.events
      try check()
      return
    }
    guard let list = value["events"]?.array else { throw ImportFailure("it has no 'events' list") }
    events = []
    events.reserveCapacity(list.count)
    for (index, entry) in list.enumerated() {
      do {
        events.append(try StoreCodec.event(entry))
      } catch {
        throw ImportFailure("event \(index + 1) of the list: \(error.problem)")
      }
    }
    try check()
  }

  private func check() throws(ImportFailure) {
    var seen = Set<Int>()
    var described = Set(document.items.map(\.id))
    var last = 0
    for event in events {
      guard event.seq > last else {
        throw ImportFailure("event \(event.seq) comes after event \(last); events go in seq order")
      }
      last = event.seq
      switch event.action {
      case .undo(let seq), .void(let seq):
        guard seen.contains(seq) else {
          throw ImportFailure("event \(event.seq) takes back event \(seq), which is not before it")
        }
      case .change(let change):
        guard change.before.map({ $0.id == change.id }) ?? true,
          change.after.map({ $0.id == change.id }) ?? true, change.before ?? change.after != nil
        else { throw ImportFailure("event \(event.seq) describes another item than its own") }
        described.insert(change.id)
      default: break
      }
      seen.insert(event.seq)
    }
    for event in events {
      if let item = event.loggedItem, !described.contains(item) {
        throw ImportFailure("event \(event.seq) is about item \(item), which nothing describes")
      }
    }
  }
}

/// Why an export could not be imported; `description` is the problem, for the command to
/// put in its sentence with the file's name.
public struct ImportFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
