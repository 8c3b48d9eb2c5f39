import SherpaCore

/// `sherpa insights`: each pattern found, one to a line, or a kind word when there is none.
struct InsightsView {
  let insights: [Insight]
  let first: CivilDate
  let today: CivilDate
  let hasHabits: Bool
  let style: Style

  var text: String {
    guard hasHabits else {
      return "No habits yet, so nothing to notice. Add one, like: "
        + "sherpa add \"read 10 pages every night\""
    }
    guard !insights.isEmpty else {
      return "Nothing stands out yet. Patterns show up here after a few weeks of logging."
    }
    let title =
      style.bold("Insights") + style.dim(" from \(first.longText) to \(today.longText)")
    let bullet = style.unicode ? "•" : "-"
    return ([title] + insights.map { "  " + style.accent(bullet) + " " + $0.text })
      .joined(by: "\n")
  }

  var json: String {
    JSONText.object([
      ("from", JSONText.string(first.description)), ("to", JSONText.string(today.description)),
      (
        "insights",
        JSONText.array(
          insights.map { insight in
            JSONText.object([
              ("kind", JSONText.string(insight.kind.rawValue)),
              ("item", insight.item.map { String($0.id) } ?? "null"),
              ("name", JSONText.optional(insight.item?.name)),
              ("text", JSONText.string(insight.text)),
              ("numbers", JSONText.object(insight.numbers.map { ($0.0, String($0.1)) })),
            ])
          })
      ),
    ])
  }
}
