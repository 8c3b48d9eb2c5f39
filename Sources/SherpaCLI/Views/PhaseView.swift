import SherpaCore

/// The parts of a day as `today --by-phase` shows them: a heading with each part's hours,
/// its items under it, and those with no time or part of the day last.
enum PhaseView {
  /// The part of the day an entry belongs to: its own, else the part its time falls in; nil
  /// for an item with neither.
  static func phase(of entry: DayEntry, in phases: DayPhases) -> Phase? {
    let item = entry.tracked.item
    return item.phase ?? item.time.map { phases.phase(at: $0) }
  }

  /// "Morning 07:31-12:04 (sunrise to noon)": the heading of a part.
  static func heading(_ phase: Phase, _ phases: DayPhases, style: Style) -> String {
    let name = phase.rawValue.prefix(1).uppercased() + phase.rawValue.dropFirst()
    let hours =
      DayPhases.clock(phases.start(of: phase)).description + (style.unicode ? "–" : "-")
      + DayPhases.clock(phases.end(of: phase)).description
    return style.bold(name) + " " + style.dim(hours)
  }

  /// The rows grouped under their part's heading, in the day's order; parts with nothing
  /// are left out.
  static func groups<Row>(
    _ rows: [Row], by entry: (Row) -> DayEntry, phases: DayPhases, style: Style
  ) -> [(String, [Row])] {
    var groups: [(String, [Row])] = []
    for phase in Phase.allCases {
      let group = rows.filter { self.phase(of: entry($0), in: phases) == phase }
      if !group.isEmpty { groups.append((heading(phase, phases, style: style), group)) }
    }
    let anytime = rows.filter { self.phase(of: entry($0), in: phases) == nil }
    if !anytime.isEmpty { groups.append((style.bold("Any time"), anytime)) }
    return groups
  }

  /// `{"source", "sunrise", "sunset", "parts": [{"phase", "start", "end", "items"}]}`.
  static func json(_ phases: DayPhases, entries: [DayEntry]) -> String {
    func clock(_ minute: Int?) -> String {
      JSONText.optional(minute.map { DayPhases.clock($0).description })
    }
    let parts = Phase.allCases.map { phase in
      JSONText.object([
        ("phase", JSONText.string(phase.rawValue)), ("start", clock(phases.start(of: phase))),
        ("end", clock(phases.end(of: phase))),
        (
          "items",
          JSONText.array(
            entries.filter { self.phase(of: $0, in: phases) == phase }.map { String($0.id) })
        ),
      ])
    }
    return JSONText.object([
      ("source", JSONText.string(phases.source.rawValue)), ("sunrise", clock(phases.sunrise)),
      ("sunset", clock(phases.sunset)), ("parts", JSONText.array(parts)),
    ])
  }
}
