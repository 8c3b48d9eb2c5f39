import SherpaCore

/// `store.cache.past.json`: the past days of `Store.pastDays`, one character per habit and
/// day (see `code`), each habit's periods and record, the league's weeks, the XP, and the seq
/// of the last event they were judged from.
struct PastCache {
  var start: CivilDate
  var asOf: CivilDate
  var seq: Int
  var xp: Int
  /// Each habit's cells from `start` to `asOf`.
  var cells: [Int: [HabitGrid.Cell]]
  var periods: [Int: [PeriodOutcome]]
  var streaks: [Int: HabitStreak]
  var weeks: [CivilDate: Agenda.LeagueWeek]
  /// The items the cells and records belong to, by id.
  var items: [Int: TrackedItem] = [:]

  /// The days a cache covers and the last event it was judged from: what tells whether it
  /// still holds.
  struct Header: Equatable {
    var start: CivilDate
    var asOf: CivilDate
    var seq: Int

    /// The start of the cache file at `path` as `write` begins it,
    /// `{"asOf":"2026-10-11","seq":1234,"start":"2025-11-17",`; nil when it begins otherwise
    /// (a cache written before, or damaged: read whole, it tells).
    init?(path: String) {
      guard let bytes = FileSystem.firstBytes(of: path, count: 64) else { return nil }
      let text = String(decoding: bytes, as: UTF8.self)
      let fields = text.split(separator: "\"", omittingEmptySubsequences: false)
      // {  asOf  :  DATE  ,  seq  :N,  start  :  DATE  ,…
      guard fields.count > 9, fields[0] == "{", fields[1] == "asOf", fields[2] == ":",
        fields[4] == ",", fields[5] == "seq", fields[7] == "start", fields[8] == ":",
        let asOf = CivilDate(iso: fields[3]), let start = CivilDate(iso: fields[9]),
        fields[6].hasPrefix(":"), fields[6].hasSuffix(","),
        let seq = Int(fields[6].dropFirst().dropLast()), seq >= 0
      else { return nil }
      self.init(start: start, asOf: asOf, seq: seq)
    }

    init(start: CivilDate, asOf: CivilDate, seq: Int) {
      self.start = start
      self.asOf = asOf
      self.seq = seq
    }
  }

  var header: Header { Header(start: start, asOf: asOf, seq: seq) }

  init(_ days: ClosedRange<CivilDate>, seq: Int, _ past: PastDays) {
    start = days.lowerBound
    asOf = days.upperBound
    self.seq = seq
    xp = past.xp
    cells = Dictionary(uniqueKeysWithValues: past.grid.rows.map { ($0.tracked.id, $0.cells) })
    periods = past.periods
    streaks = past.streaks
    weeks = past.weeks
  }

  /// The days from `first` to `asOf`.
  func past(from first: CivilDate, today: CivilDate) -> PastDays {
    let skip = first.dayNumber - start.dayNumber
    let rows = cells.compactMap { id, cells -> HabitGrid.Row? in
      guard let tracked = items[id], tracked.isHabit else { return nil }
      let kept = Array(cells.dropFirst(skip))
      guard kept.contains(where: { $0.status != .notScheduled }) else { return nil }
      return HabitGrid.Row(tracked: tracked, cells: kept)
    }
    return PastDays(
      grid: HabitGrid(first...asOf, today: today, rows: rows),
      periods: periods.mapValues { $0.filter { $0.end >= first } }, xp: xp, streaks: streaks,
      weeks: weeks)
  }

  /// A status's letter.
  static func letter(_ status: HabitGrid.Status) -> UInt8 {
    switch status {
    case .done: UInt8(ascii: "d")
    case .partly: UInt8(ascii: "p")
    case .skipped: UInt8(ascii: "s")
    case .notDone: UInt8(ascii: "n")
    case .today: UInt8(ascii: "t")
    case .future: UInt8(ascii: "f")
    case .notScheduled: UInt8(ascii: "-")
    }
  }

  /// A cell's letter: its status's, in capitals when it weighs in the day.
  static func code(_ cell: HabitGrid.Cell) -> UInt8 {
    let letter = letter(cell.status)
    return cell.weighsInDay && letter != UInt8(ascii: "-") ? letter - 32 : letter
  }

  /// The cell of each ASCII letter, for a day before today: it counts when it weighs in the
  /// day.
  static let cells: [HabitGrid.Cell?] = (0..<128).map { byte in
    let statuses: [HabitGrid.Status] = [
      .done, .partly, .skipped, .notDone, .today, .future, .notScheduled,
    ]
    let isCapital = (65...90).contains(byte)
    let lower = UInt8(isCapital ? byte + 32 : byte)
    guard let status = statuses.first(where: { letter($0) == lower }) else { return nil }
    let weighs = isCapital
    return HabitGrid.Cell(status: status, share: nil, weighsInDay: weighs, isCounted: weighs)
  }

  /// The cache at `path`, or nil when it is missing, unreadable or names an item that is
  /// not among `items` (the repeating ones).
  static func read(_ path: String, items: [TrackedItem], today: CivilDate) -> PastCache? {
    guard let bytes = CacheFile.read(path), let value = try? JSONValue(parsing: bytes),
      let start = value["start"]?.string.flatMap({ CivilDate(iso: $0) }),
      let asOf = value["asOf"]?.string.flatMap({ CivilDate(iso: $0) }), start <= asOf,
      Checked.isInRange(start), Checked.isInRange(asOf),
      let seq = Checked.int(value["seq"], in: 0...Checked.maxSeq),
      let xp = Checked.int(value["xp"], in: 0...Checked.maxSeq),
      let entries = value["items"]?.array
    else { return nil }
    let known = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
    let width = asOf.dayNumber - start.dayNumber + 1
    var cache = PastCache(start: start, asOf: asOf, seq: seq, xp: xp)
    for entry in value["weeks"]?.array ?? [] {
      // A fourth field, focus minutes, only for weeks that have some.
      guard let fields = entry.array, fields.count == 3 || fields.count == 4,
        let monday = fields[0].string.flatMap({ CivilDate(iso: $0) }), Checked.isInRange(monday),
        let xp = Checked.int(fields[1], in: 0...Checked.maxSeq),
        let streak = Checked.int(fields[2], in: 0...3_000_000),
        let focus = fields.count == 4 ? Checked.int(fields[3], in: 0...Checked.maxSeq) : 0
      else { return nil }
      cache.weeks[monday] = Agenda.LeagueWeek(xp: xp, streakDays: streak, focusMinutes: focus)
    }
    for item in entries {
      guard let number = Checked.int(item["id"], in: 1...Checked.maxSeq),
        let tracked = known[number], let text = item["cells"]?.string, text.utf8.count == width,
        let record = item["streak"]?.array, record.count == 3,
        let current = Checked.int(record[0], in: 0...3_000_000),
        let longest = Checked.int(record[1], in: current...3_000_000),
        let completed = Checked.int(record[2], in: 0...3_000_000)
      else { return nil }
      cache.streaks[tracked.id] = HabitStreak(
        current: current, longest: longest, completed: completed)
      let cells = text.utf8.compactMap { $0 < 128 ? PastCache.cells[Int($0)] : nil }
      guard cells.count == width else { return nil }
      cache.cells[tracked.id] = cells
      cache.items[tracked.id] = tracked
      var outcomes: [PeriodOutcome] = []
      for entry in item["periods"]?.array ?? [] {
        let fields = entry.strings
        guard fields.count == 4, let start = CivilDate(iso: fields[0]),
          let end = CivilDate(iso: fields[1]), let last = CivilDate(iso: fields[2]),
          let result = PeriodOutcome.Result(rawValue: fields[3])
        else { return nil }
        outcomes.append(PeriodOutcome(start: start, end: end, lastScheduled: last, result: result))
      }
      if !outcomes.isEmpty { cache.periods[tracked.id] = outcomes }
    }
    return cache
  }

  private init(start: CivilDate, asOf: CivilDate, seq: Int, xp: Int) {
    self.start = start
    self.asOf = asOf
    self.seq = seq
    self.xp = xp
    cells = [:]
    periods = [:]
    streaks = [:]
    weeks = [:]
  }

  func write(_ path: String) {
    let ids = Set(cells.keys).union(periods.keys).union(streaks.keys).sorted()
    let width = asOf.dayNumber - start.dayNumber + 1
    // Written byte by byte: ten thousand habits' cells are megabytes.
    var out: [UInt8] = []
    out.reserveCapacity(ids.count * (width + 64) + weeks.count * 40 + 128)
    func put(_ text: String) { out.append(contentsOf: text.utf8) }
    let weekList = weeks.keys.sorted().map { monday in
      let week = weeks[monday]!
      var fields = [JSONText.string(monday.description), String(week.xp), String(week.streakDays)]
      if week.focusMinutes > 0 { fields.append(String(week.focusMinutes)) }
      return JSONText.array(fields)
    }
    // The header first (see `Header`), the items last.
    put(
      "{\"asOf\":" + JSONText.string(asOf.description) + ",\"seq\":\(seq),\"start\":"
        + JSONText.string(start.description) + ",\"xp\":\(xp),\"weeks\":"
        + JSONText.array(weekList) + ",\"items\":[")
    for (n, id) in ids.enumerated() {
      if n > 0 { put(",") }
      put("{\"cells\":\"")
      if let cells = cells[id] {
        for cell in cells { out.append(PastCache.code(cell)) }
      } else {
        out.append(contentsOf: repeatElement(UInt8(ascii: "-"), count: width))
      }
      let list = (periods[id] ?? []).map { outcome in
        JSONText.array(
          [outcome.start, outcome.end, outcome.lastScheduled].map {
            JSONText.string($0.description)
          } + [JSONText.string(outcome.result.rawValue)])
      }
      let record = streaks[id] ?? HabitStreak()
      put(
        "\",\"id\":\(id),\"periods\":" + JSONText.array(list) + ",\"streak\":"
          + JSONText.array([record.current, record.longest, record.completed].map(String.init))
          + "}")
    }
    put("]}")
    CacheFile.write(path, bytes: out)
  }

}
