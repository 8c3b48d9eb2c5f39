import SherpaCore

/// Checks on a whole history that no single line shows: what `sync` asks of a remote and
/// `doctor` of this store. Each month file holds events filed by the rule every writer
/// follows (`Transaction.file`): never before the month of their day or their stamp, never
/// before the file of an earlier seq; each event is one (its id once, its seq once); and an
/// undo takes back an event the history holds before it.
package enum HistoryCheck {
  /// An event where it was read: its month file and line (from 1).
  package struct Placed {
    package let event: Event
    package let month: String
    package let line: Int

    package init(event: Event, month: String, line: Int) {
      self.event = event
      self.month = month
      self.line = line
    }
  }

  /// What is wrong, where.
  package struct Problem: Equatable {
    package let month: String
    package let line: Int?
    package let text: String
  }

  /// The month of a stamp or a day: `2026-11` of `2026-11-20T09:00:00`; nil when it is not
  /// one.
  static func month(of stamp: String) -> String? {
    CivilDate(iso: stamp.prefix(10)).map(History.month(of:))
  }

  /// Events filed in a month before their own, and month files whose first event belongs
  /// to an earlier month with nothing filed later before it (a file renamed to a later
  /// month).
  package static func misfiled(_ placed: [Placed]) -> [Problem] {
    var problems: [Problem] = []
    var late: [String: (first: Placed, own: String, count: Int)] = [:]
    for item in placed {
      let own = max(History.month(of: item.event.day), month(of: item.event.at) ?? "")
      guard own > item.month else { continue }
      if let held = late[item.month] {
        late[item.month] = (held.first, max(held.own, own), held.count + 1)
      } else {
        late[item.month] = (item, own, 1)
      }
    }
    for (month, found) in late.sorted(by: { $0.key < $1.key }) {
      let what =
        found.count == 1
        ? "event \(found.first.event.seq) is"
        : "\(found.count) events (from \(found.first.event.seq)) are"
      problems.append(
        Problem(
          month: month, line: found.first.line,
          text: "\(what) of \(found.own), after this file's month"))
    }
    // The first event of each file, by seq.
    var first: [String: Placed] = [:]
    for item in placed where first[item.month].map({ item.event.seq < $0.event.seq }) ?? true {
      first[item.month] = item
    }
    for (month, item) in first.sorted(by: { $0.key < $1.key }) {
      let own = max(History.month(of: item.event.day), Self.month(of: item.event.at) ?? "")
      guard own < month else { continue }
      // A clock set back files later events in the newest month already there: then an
      // earlier seq is in this month or a later one.
      let carried = placed.contains { $0.month > month && $0.event.seq < item.event.seq }
      if !carried {
        problems.append(
          Problem(
            month: month, line: item.line,
            text:
              "its first event (\(item.event.seq)) is of \(own): the file is named for "
              + "another month"))
      }
    }
    return problems
  }

  /// A second line with an event already held (the same id), and two events with one seq.
  package static func duplicates(_ placed: [Placed]) -> [Problem] {
    var problems: [Problem] = []
    var ids: [String: Placed] = [:]
    var seqs: [Int: Placed] = [:]
    for item in placed.sorted(by: { ($0.month, $0.line) < ($1.month, $1.line) }) {
      if let held = ids[item.event.identity] {
        problems.append(
          Problem(
            month: item.month, line: item.line,
            text:
              "event \(item.event.identity) again (first at \(held.month).jsonl line "
              + "\(held.line))"))
        continue
      }
      ids[item.event.identity] = item
      if let held = seqs[item.event.seq] {
        problems.append(
          Problem(
            month: item.month, line: item.line,
            text:
              "seq \(item.event.seq) again, for another event (first at \(held.month).jsonl "
              + "line \(held.line))"))
        continue
      }
      seqs[item.event.seq] = item
    }
    return problems
  }

  /// Undos (and voids) of an event the history does not hold before them: one would take
  /// back whatever is next recorded under that seq.
  ///
  /// - Parameter held: Seqs held besides `placed`'s (other files).
  package static func strayUndos(_ placed: [Placed], held: Set<Int> = []) -> [Problem] {
    let seqs = Set(placed.map(\.event.seq)).union(held)
    return placed.compactMap { item in
      switch item.event.action {
      case .undo(let target), .void(let target):
        guard target >= item.event.seq || !seqs.contains(target) else { return nil }
        return Problem(
          month: item.month, line: item.line,
          text:
            "event \(item.event.seq) takes back event \(target), which the history does not "
            + "hold before it")
      default: return nil
      }
    }
  }

  /// The same event with other content: its day, stamp or what happened differ (an undo's
  /// seq may differ, as a sync moves it with what it takes back).
  package static func sameContent(_ a: Event, _ b: Event) -> Bool {
    guard a.day == b.day, a.at == b.at else { return false }
    switch (a.action, b.action) {
    case (.undo, .undo), (.void, .void): return true
    default: return a.action == b.action
    }
  }
}
