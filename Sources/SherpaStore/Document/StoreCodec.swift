import SherpaCore

/// The store's JSON: the document written with one item per line, and one event per line in
/// the history. Written by hand, read with `JSONValue`: no Foundation.
package enum StoreCodec {
  // MARK: Writing

  package static func encode(_ document: StoreDocument) -> [UInt8] {
    var out = "{\n"
    out += "  \"format\": \(JSONText.string(StoreDocument.formatName)),\n"
    out += "  \"version\": \(StoreDocument.currentVersion),\n"
    out += "  \"seq\": \(document.seq),\n"
    out += "  \"nextId\": \(document.nextId),\n"
    if let months = document.months {
      out += "  \"months\": \(JSONText.array(months.map(JSONText.string))),\n"
    }
    out += "  \"settings\": \(encode(document.settings)),\n"
    out += goalsLine(document.goals)
    // The running session and timers, only while there are any: other stores read as before.
    if let focus = document.focus { out += "  \"focus\": \(encode(focus)),\n" }
    if !document.stopwatches.isEmpty {
      out += "  \"timers\": \(JSONText.array(document.stopwatches.map(encode))),\n"
    }
    if document.items.isEmpty {
      out += "  \"items\": []\n"
    } else {
      out += "  \"items\": [\n"
      out += document.items.map { "    " + encode($0) }.joined(by: ",\n")
      out += "\n  ]\n"
    }
    out += "}\n"
    return Array(out.utf8)
  }

  /// The settings; bedtime only when it is not the default, so stores that never set it
  /// are written as before.
  static func encode(_ settings: Settings) -> String {
    var pairs = [
      ("color", JSONText.string(settings.color.rawValue)),
      ("dayBoundary", JSONText.string(settings.dayBoundary.description)),
      ("weekStart", JSONText.string(settings.weekStart.name.lowercased())),
    ]
    if settings.bedtime != Settings().bedtime {
      pairs.insert(("bedtime", JSONText.string(settings.bedtime.description)), at: 0)
    }
    // Profile and targets only once set, so stores without them are written as before.
    if !settings.profile.isEmpty {
      pairs.append(("profile", JSONText.string(settings.value(of: "profile")!)))
    }
    for key in NutritionTargets.keys where settings.value(of: key) != "none" {
      pairs.append((key, JSONText.string(settings.value(of: key)!)))
    }
    // Phases and reminders likewise, only when set.
    pairs += phaseSettingPairs(settings)
    pairs += settings.servingKeys.map { ($0, JSONText.string(settings.value(of: $0)!)) }
    return JSONText.object(pairs)
  }

  static func encode(_ tracked: TrackedItem) -> String {
    let item = tracked.item
    var pairs: [(String, String)] = [
      ("after", JSONText.optional(item.after)),
      ("archived", JSONText.optional(tracked.archived?.description)),
      ("created", JSONText.string(tracked.created.description)),
      ("id", String(tracked.id)), ("input", JSONText.string(tracked.input)),
      ("kind", JSONText.string(item.kind.rawValue)), ("name", JSONText.string(item.name)),
      ("notify", item.notify ? "true" : "false"),
      ("phase", JSONText.optional(item.phase?.rawValue)),
      ("rrule", JSONText.optional(item.recurrence.rrule)),
      ("start", JSONText.string(item.start.description)), ("target", item.target.json),
      ("time", JSONText.optional(item.time?.description)),
    ]
    if let completed = tracked.completed {
      pairs.append(("completed", JSONText.string(completed.description)))
    }
    // Written only when said, so stores without relations read as they always have.
    if let onlyOn = item.onlyOn { pairs.append(("onlyOn", JSONText.string(onlyOn))) }
    // Several times of day ("at 7am and 7pm"); `time` holds the first for older readers.
    if !item.times.isEmpty {
      pairs.append(("times", JSONText.array(item.times.map { JSONText.string($0.description) })))
    }
    // A time said by the sun ("at sunset"), only when said.
    if let solar = item.solar { pairs.append(("solar", solar.json)) }
    if !tracked.earlier.isEmpty {
      pairs.append(("earlier", JSONText.array(tracked.earlier.map(encode))))
    }
    return JSONText.object(pairs)
  }

  static func encode(_ version: TrackedItem.Version) -> String {
    var pairs = [
      ("rrule", JSONText.optional(version.recurrence.rrule)),
      ("start", JSONText.string(version.start.description)), ("target", version.target.json),
      ("until", JSONText.string(version.until.description)),
    ]
    if let onlyOn = version.onlyOn { pairs.append(("onlyOn", JSONText.string(onlyOn))) }
    return JSONText.object(pairs)
  }

  // MARK: Reading

  /// A value that is not what the store expects, described for the person.
  package struct Mismatch: Error {
    package let problem: String
  }

  static func document(_ value: JSONValue) throws(Mismatch) -> StoreDocument {
    var document = StoreDocument()
    document.seq = try int(value["seq"], "seq")
    document.nextId = try int(value["nextId"], "nextId", lowest: 1)
    if let months = value["months"] {
      let names = months.array?.compactMap(\.string) ?? []
      guard names.count == months.array?.count, names.allSatisfy(History.isMonth) else {
        throw Mismatch(problem: "'months' is not a list of months like \"2026-11\"")
      }
      document.months = names
    }
    if let settings = value["settings"], settings.members != nil {
      let servings = (settings.members ?? []).map(\.0).filter(Settings.isServingKey)
      for key in Settings.keys + servings {
        guard let text = settings[key]?.string else { continue }
        do {
          document.settings = try document.settings.setting(key, to: text, checkingOrder: false)
        } catch {
          throw Mismatch(problem: "settings: \(error.description)")
        }
      }
      do {
        try Settings.checkOrder(document.settings.phaseStarts)
      } catch {
        throw Mismatch(problem: "settings: \(error.description)")
      }
    }
    if let focus = value["focus"], focus != .null {
      document.focus = try focusSession(focus, "the running focus session")
    }
    for timer in value["timers"]?.array ?? [] {
      document.stopwatches.append(try stopwatch(timer, "a running timer"))
    }
    guard let items = value["items"]?.array else { throw Mismatch(problem: "no 'items' list") }
    // Most items share a few schedules ("FREQ=DAILY"): each is read once.
    var schedules = Schedules()
    document.items = try items.map { (item) throws(Mismatch) in
      try trackedItem(item, schedules: &schedules)
    }
    document.goals = try goals(value["goals"])
    let highest = document.items.map(\.id).max() ?? 0
    guard highest < Checked.maxSeq else {
      throw Mismatch(problem: "item \(highest) leaves no number for the next item")
    }
    document.nextId = max(document.nextId, highest + 1)
    return document
  }

  static func trackedItem(_ value: JSONValue) throws(Mismatch) -> TrackedItem {
    var schedules = Schedules()
    return try trackedItem(value, schedules: &schedules)
  }

  /// The schedules read so far, by the text of their rules.
  struct Schedules {
    private var read: [String: Recurrence] = [:]

    /// The schedule `value` holds (`.once` for none).
    mutating func recurrence(_ value: JSONValue?, _ what: @autoclosure () -> String)
      throws(Mismatch) -> Recurrence
    {
      guard let text = value?.string else { return try StoreCodec.recurrence(value, what()) }
      if let known = read[text] { return known }
      let rule = try StoreCodec.recurrence(value, what())
      read[text] = rule
      return rule
    }
  }

  static func trackedItem(_ value: JSONValue, schedules: inout Schedules) throws(Mismatch)
    -> TrackedItem
  {
    let id = try int(value["id"], "id", lowest: 1)
    // Made only for a problem: fifty items would each make a dozen texts no one reads.
    func context() -> String { "item \(id)" }
    guard let name = value["name"]?.string, !name.isEmpty else {
      throw Mismatch(problem: "\(context()) has no name")
    }
    guard let kind = value["kind"]?.string.flatMap(Item.Kind.init(rawValue:)) else {
      throw Mismatch(problem: "\(context()) has no kind (habit or task)")
    }
    var item = Item(
      kind: kind, name: name, target: try target(value["target"], context()),
      recurrence: try schedules.recurrence(value["rrule"], context()),
      start: try date(value["start"], "\(context()) start"),
      time: try optionalTime(value["time"], context()),
      phase: try optional(value["phase"], "\(context()) phase", Phase.init(rawValue:)),
      after: value["after"]?.string, onlyOn: value["onlyOn"]?.string,
      notify: value["notify"] == .bool(true))
    item.solar = try solar(value["solar"], context())
    for time in value["times"]?.array ?? [] {
      guard let read = try optionalTime(time, context()) else { continue }
      item.times.append(read)
    }
    var earlier: [TrackedItem.Version] = []
    for version in value["earlier"]?.array ?? [] {
      earlier.append(
        TrackedItem.Version(
          until: try date(version["until"], "\(context()) until"),
          target: try target(version["target"], context()),
          recurrence: try schedules.recurrence(version["rrule"], context()),
          start: try date(version["start"], "\(context()) start"),
          onlyOn: version["onlyOn"]?.string))
    }
    return TrackedItem(
      id: id, item: item, input: value["input"]?.string ?? name,
      created: try date(value["created"], "\(context()) created"),
      archived: try optional(value["archived"], "\(context()) archived") { CivilDate(iso: $0) },
      completed: try optional(value["completed"], "\(context()) completed") { CivilDate(iso: $0) },
      earlier: earlier)
  }

  // MARK: Fields

  /// A whole number from 0 (or `lowest`) to `Checked.maxSeq`: seqs, ids, counts.
  static func int(_ value: JSONValue?, _ what: @autoclosure () -> String, lowest: Int = 0)
    throws(Mismatch)
    -> Int
  {
    guard let n = Checked.int(value, in: lowest...Checked.maxSeq) else {
      throw Mismatch(
        problem: "'\(what())' is not a whole number from \(lowest) to \(Checked.maxSeq)")
    }
    return n
  }

  /// An amount logged: finite, and no further from zero than `Checked.maxAmount`.
  static func amount(_ value: JSONValue?, _ what: @autoclosure () -> String) throws(Mismatch)
    -> Double
  {
    guard let n = value?.number, n.isFinite, abs(n) <= Checked.maxAmount else {
      throw Mismatch(problem: "\(what()) has no amount Sherpa can count (up to 10^12)")
    }
    return n
  }

  static func date(_ value: JSONValue?, _ what: @autoclosure () -> String) throws(Mismatch)
    -> CivilDate
  {
    guard let date = value?.string.flatMap({ CivilDate(iso: $0) }), Checked.isInRange(date) else {
      throw Mismatch(problem: "\(what()) is not a date like 2026-11-21")
    }
    return date
  }

  static func optional<T>(
    _ value: JSONValue?, _ what: @autoclosure () -> String, _ make: (String) -> T?
  ) throws(Mismatch) -> T? {
    guard let value, value != .null else { return nil }
    guard let made = value.string.flatMap(make) else {
      throw Mismatch(problem: "\(what()) is not understood")
    }
    return made
  }

  static func optionalTime(_ value: JSONValue?, _ what: @autoclosure () -> String) throws(Mismatch)
    -> TimeOfDay?
  {
    try optional(value, "\(what()) time") { text in
      let parts = text.split(separator: ":")
      guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]) else { return nil }
      return TimeOfDay(hour: h, minute: m)
    }
  }

  static func recurrence(_ value: JSONValue?, _ what: @autoclosure () -> String) throws(Mismatch)
    -> Recurrence
  {
    guard let value, value != .null else { return .once }
    guard let text = value.string, let rule = try? Recurrence(rrule: text) else {
      throw Mismatch(problem: "\(what()) has a schedule Sherpa cannot read")
    }
    return rule
  }

  static func target(_ value: JSONValue?, _ what: @autoclosure () -> String) throws(Mismatch)
    -> Target
  {
    guard let value, value != .null else { return .checkOff }
    // A limit may be of none ("no late meals a day"); anything else is above zero.
    guard let amount = value["amount"]?.number, amount.isFinite,
      amount > 0 || amount == 0 && value["goal"]?.string == Target.Goal.atMost.rawValue,
      amount <= Checked.maxAmount,
      let unit = value["unit"]?.string.flatMap(SherpaCore.Unit.init(rawValue:)),
      let period = value["period"]?.string.flatMap(Target.Period.init(rawValue:)),
      let goal = value["goal"]?.string.flatMap(Target.Goal.init(rawValue:))
    else { throw Mismatch(problem: "\(what()) has a target Sherpa cannot read") }
    return Target(
      amount: amount, unit: unit, label: value["label"]?.string, period: period, goal: goal)
  }
}
