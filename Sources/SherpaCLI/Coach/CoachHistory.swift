import SherpaActions
import SherpaCore

/// `sherpa coach --history`: the plans of the last year, newest last, and what was taken.
struct CoachHistory {
  let workspace: Workspace
  let json: Bool

  func show() throws {
    let history = try workspace.actions.coachPlans(at: workspace.moment)
    let taken = history.takenBack
    let plans = history.plans
    func name(_ id: Int) -> String { history.items.first { $0.id == id }?.name ?? "#\(id)" }
    var out = Output()
    if json {
      out.line(
        JSONText.object([
          (
            "plans",
            JSONText.array(
              plans.map { event, record in
                JSONText.object([
                  ("date", JSONText.string(event.day.description)),
                  ("at", JSONText.string(event.at)), ("seq", String(event.seq)),
                  ("kind", JSONText.string(record.kind.rawValue)),
                  ("proposed", JSONText.array(record.proposed.map(String.init))),
                  ("accepted", record.accepted ? "true" : "false"),
                  ("undone", taken.contains(event.seq) ? "true" : "false"),
                  (
                    "lighter",
                    JSONText.object(
                      record.lighter.sorted { $0.key < $1.key }.map {
                        (String($0.key), JSONText.string($0.value))
                      })
                  ),
                  ("skipped", JSONText.array(record.skipped.map(String.init))),
                ])
              })
          )
        ]))
      out.flush()
      return
    }
    guard !plans.isEmpty else {
      out.line("No plans yet. 'sherpa coach' proposes one for today.")
      out.flush()
      return
    }
    for (event, record) in plans {
      let time = String(event.at.dropFirst(11).prefix(5))
      let outcome =
        taken.contains(event.seq) ? "undone" : record.accepted ? "taken" : "not taken"
      let kind =
        switch record.kind {
        case .order: "order"
        case .salvage: "evening"
        case .lighter: "lighter"
        case .move: "move"
        }
      let steps = record.proposed.map { id in
        if let lighter = record.lighter[id] { return "\(name(id)) -> \(lighter)" }
        if record.skipped.contains(id) { return "\(name(id)) (skip)" }
        return name(id)
      }
      out.line(
        "\(event.day.shortText) \(time)  \(kind.padding(7))  \(outcome.padding(9))  "
          + steps.joined(by: ", "))
    }
    out.flush()
  }
}
