/// Items by days: how each item's days over a span turned out, judged by the day rules.
///
/// The views that look back (`week`, `stats`, `insights`, `show`'s chart) all read this, so a
/// day is marked and counted the same way everywhere. Adherence counts the way the day rule
/// does: habits with a daily target, a skip with a note out of both sides, an at-most limit
/// once its day has ended; the day still going counts once it is done.
public struct HabitGrid: Sendable {
  /// How one item's day turned out.
  public enum Status: String, Sendable {
    /// The day's target reached (or the period's, on the day it was met).
    case done
    /// Some of it logged that day, not all.
    case partly
    /// Skipped with a note: out of the count.
    case skipped
    /// The day is over and it was not done (a skip without a note included).
    case notDone
    /// Today, not done yet.
    case today
    /// A day still to come that holds it.
    case future
    /// The day does not hold it.
    case notScheduled
  }

  /// One item on one day.
  ///
  /// Sixteen bytes (the share kept as NaN for none, not as an optional's nine): a year of
  /// ten thousand habits is millions of cells.
  public struct Cell: Sendable {
    /// The share, NaN for none.
    private let shareOrNaN: Double
    public let status: Status
    /// Whether the cell weighs in the day rule: a habit with a daily target, judged, not
    /// skipped with a note.
    public let weighsInDay: Bool
    /// Whether it counts in adherence: it weighs in the day, and the day is over or it is
    /// done.
    public let isCounted: Bool
    public var isDone: Bool { status == .done }

    /// How much of the day's target was reached, 0...1; nil when the day does not hold it or
    /// it was skipped with a note. A weekly or monthly target counts its period so far.
    public var share: Double? { shareOrNaN.isNaN ? nil : shareOrNaN }

    public init(status: Status, share: Double?, weighsInDay: Bool, isCounted: Bool) {
      self.status = status
      shareOrNaN = share ?? .nan
      self.weighsInDay = weighsInDay
      self.isCounted = isCounted
    }
  }

  /// One item's row.
  ///
  /// The item is kept in a box of its own, so that a row copied (walking the rows of ten
  /// thousand habits, sorting them) costs two references, not every one the item holds.
  public struct Row: Sendable {
    @usableFromInline final class Box: Sendable {
      @usableFromInline let tracked: TrackedItem
      init(_ tracked: TrackedItem) { self.tracked = tracked }
    }

    @usableFromInline let box: Box
    /// One per day of the grid, oldest first.
    public let cells: [Cell]

    @inlinable public var tracked: TrackedItem { box.tracked }

    public init(tracked: TrackedItem, cells: [Cell]) {
      box = Box(tracked)
      self.cells = cells
    }

    /// This row's item with other cells.
    func with(cells: [Cell]) -> Row { Row(box: box, cells: cells) }

    private init(box: Box, cells: [Cell]) {
      self.box = box
      self.cells = cells
    }
    /// The target on the grid's last day.
    public var period: Target.Period { tracked.version(on: .latest).target.period }
  }

  public let first: CivilDate
  public let last: CivilDate
  public let today: CivilDate
  /// Items with at least one day in the span, habits then tasks as `today` orders them.
  public let rows: [Row]

  /// Works out each item's cell on each day of `days`.
  ///
  /// - Parameters:
  ///   - agenda: Day rules whose ledger holds the events of `days` and, for weekly and
  ///     monthly targets, of the periods they start in.
  ///   - items: The items to include; all of the agenda's when nil.
  public init(_ agenda: Agenda, days: ClosedRange<CivilDate>, items: [TrackedItem]? = nil) {
    self.init(agenda, days: days, items: items, slices: nil)
  }

  /// Thousands of items are worked out in slices side by side (`slices` of them when given).
  init(_ agenda: Agenda, days: ClosedRange<CivilDate>, items: [TrackedItem]?, slices: Int?) {
    let items = items ?? agenda.items
    let rows = Slices.run(items.count, minimum: Slices.itemsPerSlice, slices: slices) {
      HabitGrid.rows(agenda, days: days, items: items[$0])
    }
    self.init(days, today: agenda.today, rows: Array(rows.joined()))
  }

  /// The rows of `items` that have a day in `days`.
  private static func rows(
    _ agenda: Agenda, days: ClosedRange<CivilDate>, items: ArraySlice<TrackedItem>
  ) -> [Row] {
    let count = days.upperBound.dayNumber - days.lowerBound.dayNumber + 1
    let first = days.lowerBound.dayNumber
    var rows: [Row] = []
    for tracked in items {
      var cells = [Cell](repeating: HabitGrid.blank, count: count)
      var isEmpty = true
      if tracked.isOneOff {
        for n in 0..<count {
          let day = days.lowerBound.adding(days: n)
          guard let entry = agenda.entry(for: tracked, on: day) else { continue }
          cells[n] = HabitGrid.cell(
            Agenda.Judgement(
              target: entry.target, progress: entry.progress, isDone: entry.isDone,
              isSkipped: entry.isSkipped, note: entry.note, isJudged: entry.isJudged),
            of: tracked, on: day, logged: agenda.ledger.tally(item: tracked.id, on: day), agenda)
          isEmpty = false
        }
      } else {
        // Item by item, its scheduled days in order (see `Agenda.forEachScheduledDay`).
        agenda.forEachScheduledDay(of: tracked, in: days) { day, _, target, tally in
          guard let judged = agenda.judge(tracked, on: day, target: target, tally: tally) else {
            return
          }
          cells[day.dayNumber - first] = HabitGrid.cell(
            judged, of: tracked, on: day, logged: tally, agenda)
          isEmpty = false
        }
      }
      if !isEmpty { rows.append(Row(tracked: tracked, cells: cells)) }
    }
    return rows
  }

  /// A grid of rows worked out before (see `appending`), put in order.
  public init(_ days: ClosedRange<CivilDate>, today: CivilDate, rows: [Row]) {
    first = days.lowerBound
    last = days.upperBound
    self.today = today
    // By keys taken once, so that rows (an item and its cells) are not copied to compare.
    let keys = rows.map { row in
      (
        isHabit: row.tracked.isHabit, time: row.tracked.item.time,
        phase: Phase.rank(row.tracked.item.phase), id: row.tracked.id
      )
    }
    let order = rows.indices.sorted { a, b in
      let (ka, kb) = (keys[a], keys[b])
      if ka.isHabit != kb.isHabit { return ka.isHabit }
      if ka.time != kb.time {
        guard let ta = ka.time else { return false }
        guard let tb = kb.time else { return true }
        return ta < tb
      }
      if ka.phase != kb.phase { return ka.phase < kb.phase }
      return ka.id < kb.id
    }
    self.rows = order.map { rows[$0] }
  }

  /// This grid followed by `later`, whose first day must be the day after this one's last:
  /// an item in only one of them is not scheduled on the other's days.
  public func appending(_ later: HabitGrid) -> HabitGrid { appending(later, slices: nil) }

  /// `appending(_:)`, its rows copied in `slices` side by side when given.
  func appending(_ later: HabitGrid, slices: Int?) -> HabitGrid {
    let width = count
    var after: [Int: Int] = [:]
    for (index, row) in later.rows.enumerated() { after[row.tracked.id] = index }
    let earlier = rows
    // Millions of cells copied: in slices side by side.
    var rows = Array(
      Slices.run(earlier.count, minimum: Slices.itemsPerSlice, slices: slices) { [after] slice in
        earlier[slice].map { row in
          let next = after[row.tracked.id].map { later.rows[$0] }
          return (next ?? row).with(cells: Self.joined(row.cells, next?.cells, width: later.count))
        }
      }.joined())
    let done = Set(earlier.map(\.tracked.id))
    for row in later.rows where !done.contains(row.tracked.id) {
      rows.append(row.with(cells: Self.joined(nil, row.cells, width: width)))
    }
    return HabitGrid(first...later.last, today: later.today, rows: rows)
  }

  /// `before` then `after`, a missing side blank for `width` days, in one allocation of the
  /// exact size (`+` would grow it to twice its length).
  private static func joined(_ before: [Cell]?, _ after: [Cell]?, width: Int) -> [Cell] {
    var cells: [Cell] = []
    cells.reserveCapacity((before?.count ?? width) + (after?.count ?? width))
    for side in [before, after] {
      if let side {
        cells.append(contentsOf: side)
      } else {
        cells.append(contentsOf: repeatElement(blank, count: width))
      }
    }
    return cells
  }

  /// How many days the grid spans.
  public var count: Int { last.dayNumber - first.dayNumber + 1 }

  /// The date of the `index`-th day.
  public func date(_ index: Int) -> CivilDate { first.adding(days: index) }

  /// The index of `day` in the grid, or nil when it is outside.
  public func index(of day: CivilDate) -> Int? {
    let n = day.dayNumber - first.dayNumber
    return n >= 0 && n < count ? n : nil
  }

  /// The rows of repeating habits.
  public var habits: [Row] { rows.filter(\.tracked.isRepeatingHabit) }

  /// A day that does not hold the item.
  static let blank = Cell(status: .notScheduled, share: nil, weighsInDay: false, isCounted: false)

  /// The cell of a day that holds `tracked`, judged as `judged`, with `logged` what was
  /// logged for it that day.
  static func cell(
    _ judged: Agenda.Judgement, of tracked: TrackedItem, on day: CivilDate,
    logged: Ledger.Tally, _ agenda: Agenda
  ) -> Cell {
    let weighs = judged.countsForStreak(isHabit: tracked.isHabit)
    if judged.isDone {
      return Cell(status: .done, share: 1, weighsInDay: weighs, isCounted: weighs)
    }
    if judged.isSkipped && judged.hasNote {
      return Cell(status: .skipped, share: nil, weighsInDay: false, isCounted: false)
    }
    let share =
      judged.goal == .atMost || judged.amount <= 0
      ? 0 : max(0, min(1, judged.progress / judged.amount))
    // A weekly target's progress is the period's so far: "partly" means something that day.
    let didSome =
      judged.goal == .atLeast
      && (judged.period == .day ? judged.progress > 0 : logged.progress > 0)
    let status: Status =
      day > agenda.today
      ? .future : didSome ? .partly : day == agenda.today ? .today : .notDone
    // The day still going counts once it is done.
    return Cell(
      status: status, share: share, weighsInDay: weighs, isCounted: weighs && day < agenda.today)
  }
}
