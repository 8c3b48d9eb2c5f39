import SherpaCore

/// The store's JSON for focus sessions, timers and reflections: the running session and
/// timers in the document, and their events in the history. Apart from the other kinds so
/// that each kind of event keeps to its own lines.
extension StoreCodec {
  // MARK: Writing

  /// `{"item":3,"paused":60,"pausedAt":"…","seconds":1500,"started":"…"}`: `item`, `paused`
  /// and `pausedAt` only when there is one.
  static func encode(_ session: FocusSession) -> String {
    JSONText.object(sessionPairs(session))
  }

  static func sessionPairs(_ session: FocusSession) -> [(String, String)] {
    var pairs: [(String, String)] = []
    if let item = session.item { pairs.append(("item", String(item))) }
    if session.paused > 0 { pairs.append(("paused", String(session.paused))) }
    if let pausedAt = session.pausedAt { pairs.append(("pausedAt", JSONText.string(pausedAt))) }
    pairs += [("seconds", String(session.seconds)), ("started", JSONText.string(session.started))]
    return pairs
  }

  static func encode(_ stopwatch: Stopwatch) -> String {
    JSONText.object([
      ("item", String(stopwatch.item)), ("started", JSONText.string(stopwatch.started)),
    ])
  }

  /// The fields after `"event"` of a focus, timer or reflection event.
  static func timePairs(_ action: Event.Action) -> (name: String, pairs: [(String, String)])? {
    func made(_ seqs: [Int]) -> [(String, String)] {
      seqs.isEmpty ? [] : [("made", JSONText.array(seqs.map(String.init)))]
    }
    switch action {
    case .focus(let record):
      var pairs = [("kind", JSONText.string(record.kind.rawValue))]
      pairs.append(("session", encode(record.session)))
      if record.kind == .stop { pairs.append(("worked", String(record.seconds))) }
      if record.discarded { pairs.append(("discarded", "true")) }
      return ("focus", pairs + made(record.made))
    case .stopwatch(let record):
      var pairs = [
        ("kind", JSONText.string(record.kind.rawValue)),
        ("item", String(record.stopwatch.item)),
        ("started", JSONText.string(record.stopwatch.started)),
      ]
      if record.kind == .stop { pairs.append(("seconds", String(record.seconds))) }
      return ("timer", pairs + made(record.made))
    case .reflect(let reflection):
      var pairs = [("kind", JSONText.string(reflection.kind.rawValue))]
      if let score = reflection.score { pairs.append(("score", String(score))) }
      if let text = reflection.text { pairs.append(("text", JSONText.string(text))) }
      return ("reflect", pairs)
    default: return nil
    }
  }

  // MARK: Reading

  static func focusSession(_ value: JSONValue?, _ what: String) throws(Mismatch) -> FocusSession {
    guard let value, value.members != nil else {
      throw Mismatch(problem: "\(what) has no focus session")
    }
    guard let seconds = Checked.int(value["seconds"], in: 1...FocusSession.longest) else {
      throw Mismatch(problem: "\(what) is not a focus session of 1 second to 600 minutes")
    }
    let paused = try optionalCount(value["paused"], "\(what) paused")
    return FocusSession(
      started: try stamp(value["started"], "\(what) start"), seconds: seconds,
      item: try optionalCount(value["item"], "\(what) item"), paused: paused ?? 0,
      pausedAt: try value["pausedAt"].map { v throws(Mismatch) in try stamp(v, "\(what) pause") })
  }

  static func stopwatch(_ value: JSONValue?, _ what: String) throws(Mismatch) -> Stopwatch {
    guard let item = Checked.int(value?["item"], in: 1...Checked.maxSeq) else {
      throw Mismatch(problem: "\(what) has no item")
    }
    return Stopwatch(item: item, started: try stamp(value?["started"], "\(what) start"))
  }

  /// The action of a focus, timer or reflection event; nil for an event of another name.
  static func timeAction(_ name: String, _ value: JSONValue, _ seq: Int) throws(Mismatch)
    -> Event.Action?
  {
    let what = "event \(seq)"
    switch name {
    case "focus":
      guard let kind = value["kind"]?.string.flatMap(FocusRecord.Kind.init(rawValue:)) else {
        throw Mismatch(problem: "\(what) is a focus session that does not say start or stop")
      }
      let session = try focusSession(value["session"], what)
      let worked = try optionalCount(value["worked"], "\(what) worked") ?? 0
      guard worked <= session.seconds else {
        throw Mismatch(problem: "\(what) worked longer than its session")
      }
      return .focus(
        FocusRecord(
          kind: kind, session: session, seconds: worked,
          discarded: value["discarded"] == .bool(true), made: try seqs(value["made"], what)))
    case "timer":
      guard let kind = value["kind"]?.string.flatMap(StopwatchRecord.Kind.init(rawValue:)) else {
        throw Mismatch(problem: "\(what) is a timer that does not say start or stop")
      }
      return .stopwatch(
        StopwatchRecord(
          kind: kind, stopwatch: try stopwatch(value, what),
          seconds: try optionalCount(value["seconds"], "\(what) seconds") ?? 0,
          made: try seqs(value["made"], what)))
    case "reflect":
      guard let kind = value["kind"]?.string.flatMap(Reflection.Kind.init(rawValue:)) else {
        throw Mismatch(problem: "\(what) is a reflection that does not say morning or night")
      }
      var score: Int?
      if let given = value["score"], given != .null {
        guard let read = Checked.int(given, in: Reflection.scores) else {
          throw Mismatch(problem: "\(what) has a score that is not a whole number from 1 to 5")
        }
        score = read
      }
      return .reflect(Reflection(kind: kind, score: score, text: value["text"]?.string))
    default: return nil
    }
  }

  // MARK: Fields

  private static func stamp(_ value: JSONValue?, _ what: String) throws(Mismatch) -> String {
    guard let text = value?.string, let seconds = Moment.seconds(text),
      Checked.isInRange(CivilDate(dayNumber: seconds / 86_400))
    else { throw Mismatch(problem: "\(what) is not a date-time like 2026-11-21T09:00:00") }
    return text
  }

  private static func optionalCount(_ value: JSONValue?, _ what: String) throws(Mismatch) -> Int? {
    guard let value, value != .null else { return nil }
    guard let n = Checked.int(value, in: 0...Checked.maxSeq) else {
      throw Mismatch(problem: "'\(what)' is not a whole number from 0 to \(Checked.maxSeq)")
    }
    return n
  }

  private static func seqs(_ value: JSONValue?, _ what: String) throws(Mismatch) -> [Int] {
    var seqs: [Int] = []
    for element in value?.array ?? [] {
      guard let n = Checked.int(element, in: 1...Checked.maxSeq) else {
        throw Mismatch(problem: "'made' of \(what) is not a list of event numbers")
      }
      seqs.append(n)
    }
    return seqs
  }
}
