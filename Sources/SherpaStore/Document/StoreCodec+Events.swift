import SherpaCore

/// History lines in the store's JSON: the envelope every event kind shares (`day`, `seq`,
/// `id`, `at`) and the kinds of the core; the kinds added since have files of their own
/// (`StoreCodec+Time`, `+Reminders`, `+Meals`).
extension StoreCodec {
  /// One history line, newline included. The envelope — `day`, `seq`, `id` (format 2) and
  /// `at` — comes first, then `event` and what the kind carries: every kind has an id
  /// without a word of its own here.
  package static func encode(_ event: Event) -> String {
    var out = "{\"day\":\"\(event.day)\",\"seq\":\(event.seq)"
    if let id = event.id { out += ",\"id\":" + JSONText.string(id) }
    out += ",\"at\":" + JSONText.string(event.at)
    func add(_ key: String, _ value: String) { out += ",\"" + key + "\":" + value }
    func note(_ text: String?) { if let text { add("note", JSONText.string(text)) } }
    switch event.action {
    case .progress(let item, let amount, let text):
      add("event", "\"progress\"")
      add("item", String(item))
      add("amount", JSONText.number(amount))
      note(text)
    case .done(let item, let text):
      add("event", "\"done\"")
      add("item", String(item))
      note(text)
    case .skip(let item, let text):
      add("event", "\"skip\"")
      add("item", String(item))
      note(text)
    case .undo(let seq):
      add("event", "\"undo\"")
      add("undoes", String(seq))
    case .void(let seq):
      add("event", "\"void\"")
      add("voids", String(seq))
    case .change(let change):
      add("event", JSONText.string(change.kind.rawValue))
      add("item", String(change.id))
      if let before = change.before { add("before", encode(before)) }
      if let after = change.after { add("after", encode(after)) }
    case .config(let key, let before, let after):
      add("event", "\"config\"")
      add("key", JSONText.string(key))
      add("before", JSONText.string(before))
      add("after", JSONText.string(after))
    case .coach(let record):
      add("event", "\"coach\"")
      add("kind", JSONText.string(record.kind.rawValue))
      add("proposed", JSONText.array(record.proposed.map(String.init)))
      add("accepted", record.accepted ? "true" : "false")
      if !record.lighter.isEmpty {
        add(
          "lighter",
          JSONText.object(
            record.lighter.sorted { $0.key < $1.key }.map {
              (String($0.key), JSONText.string($0.value))
            }))
      }
      if !record.skipped.isEmpty { add("skipped", JSONText.array(record.skipped.map(String.init))) }
      if !record.made.isEmpty { add("made", JSONText.array(record.made.map(String.init))) }
    case .remind, .snooze:
      for (key, value) in reminderFields(event.action) ?? [] { add(key, value) }
    case .focus, .stopwatch, .reflect:
      if let (name, pairs) = timePairs(event.action) {
        add("event", JSONText.string(name))
        for (key, value) in pairs { add(key, value) }
      }
    case .meal(let meal):
      add("event", "\"meal\"")
      for (key, value) in pairs(meal) { add(key, value) }
    case .goal(let change):
      add("event", "\"goal\"")
      for (key, value) in pairs(change) { add(key, value) }
    case .imported(let record):
      add("event", "\"import\"")
      add("source", JSONText.string(record.source))
      add("file", JSONText.string(record.file))
      add("made", JSONText.array(record.made.map(String.init)))
    }
    return out + "}\n"
  }

  package static func event(_ value: JSONValue) throws(Mismatch) -> Event {
    let seq = try int(value["seq"], "seq", lowest: 1)
    let day = try date(value["day"], "day of event \(seq)")
    let at = value["at"]?.string ?? day.description
    let id = value["id"]?.string
    if let id, !Self.isEventID(id) {
      throw Mismatch(problem: "event \(seq) has an id Sherpa cannot read ('\(id)')")
    }
    guard let name = value["event"]?.string else {
      throw Mismatch(problem: "event \(seq) does not say what happened")
    }
    let note = value["note"]?.string
    let action: Event.Action
    switch name {
    case "progress":
      let amount = try amount(value["amount"], "event \(seq)")
      action = .progress(item: try int(value["item"], "item"), amount: amount, note: note)
    case "done": action = .done(item: try int(value["item"], "item"), note: note)
    case "skip": action = .skip(item: try int(value["item"], "item"), note: note)
    case "undo": action = .undo(seq: try int(value["undoes"], "undoes"))
    case "void": action = .void(seq: try int(value["voids"], "voids"))
    case "config":
      guard let key = value["key"]?.string, let before = value["before"]?.string,
        let after = value["after"]?.string
      else { throw Mismatch(problem: "event \(seq) is an incomplete setting change") }
      action = .config(key: key, before: before, after: after)
    case "coach": action = .coach(try coachRecord(value, seq))
    case "remind", "snooze": action = try reminderAction(name, value, seq)!
    case "meal": action = .meal(try meal(value, seq))
    case "goal": action = .goal(try goalChange(value, seq))
    case "import": action = .imported(try importRecord(value, seq))
    case "focus", "timer", "reflect": action = try timeAction(name, value, seq)!
    default:
      guard let kind = ItemChange.Kind(rawValue: name) else {
        throw Mismatch(problem: "event \(seq) is '\(name)', which Sherpa does not know")
      }
      let before = try value["before"].map(trackedItem)
      let after = try value["after"].map(trackedItem)
      action = .change(
        ItemChange(kind: kind, id: try int(value["item"], "item"), before: before, after: after))
    }
    return Event(day: day, seq: seq, at: at, action: action, id: id)
  }

  /// An event id as Sherpa writes it: a device id, a dot, a whole number.
  static func isEventID(_ text: String) -> Bool {
    var text = text
    return text.withUTF8(isEventID)
  }

  /// `isEventID(_:)` of the id's UTF-8 bytes, read in place: every line of a month file has
  /// an id, and both its parts are ASCII.
  static func isEventID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    deviceEnd(ofEventID: bytes) != nil
  }

  /// Where an event id's device part ends (at its last dot); nil when `bytes` is not an id.
  static func deviceEnd(ofEventID bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var dot = bytes.count - 1
    while dot >= 0 && bytes[dot] != UInt8(ascii: ".") { dot -= 1 }
    guard (1...64).contains(dot), isSeqPart(UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]))
    else { return nil }
    for k in 0..<dot where !isDeviceByte(bytes[k]) { return nil }
    return dot
  }

  /// An event id's part after its dot: 1 to 15 digits.
  static func isSeqPart(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    (1...15).contains(bytes.count) && bytes.allSatisfy { (48...57).contains($0) }
  }

  /// A device id: 1 to 64 letters, digits, '-' and '_'.
  static func isDeviceID(_ text: String) -> Bool {
    (1...64).contains(text.utf8.count) && text.utf8.allSatisfy(isDeviceByte)
  }

  private static func isDeviceByte(_ b: UInt8) -> Bool {
    (48...57).contains(b) || (65...90).contains(b) || (97...122).contains(b) || b == 45 || b == 95
  }

  private static func importRecord(_ value: JSONValue, _ seq: Int) throws(Mismatch)
    -> ImportRecord
  {
    guard let source = value["source"]?.string, let file = value["file"]?.string,
      let seqs = value["made"]?.array
    else { throw Mismatch(problem: "event \(seq) is an incomplete import") }
    var made: [Int] = []
    for element in seqs { made.append(try int(element, "made of event \(seq)")) }
    return ImportRecord(source: source, file: file, made: made)
  }

  private static func coachRecord(_ value: JSONValue, _ seq: Int) throws(Mismatch) -> CoachRecord {
    guard let kind = value["kind"]?.string.flatMap(CoachRecord.Kind.init(rawValue:)),
      case .bool(let accepted)? = value["accepted"]
    else { throw Mismatch(problem: "event \(seq) is an incomplete coach plan") }
    func ids(_ key: String) throws(Mismatch) -> [Int] {
      var ids: [Int] = []
      for element in value[key]?.array ?? [] {
        ids.append(try int(element, "\(key) of event \(seq)"))
      }
      return ids
    }
    var lighter: [Int: String] = [:]
    for (key, name) in value["lighter"]?.members ?? [] {
      guard let id = Int(key), (0...Checked.maxSeq).contains(id), let name = name.string else {
        throw Mismatch(problem: "event \(seq) has a lighter form Sherpa cannot read")
      }
      lighter[id] = name
    }
    return CoachRecord(
      kind: kind, proposed: try ids("proposed"), accepted: accepted, lighter: lighter,
      skipped: try ids("skipped"), made: try ids("made"))
  }
}
