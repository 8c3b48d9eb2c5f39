import SherpaCore

/// The nutrition coach's answer: its lines, the options numbered, and why.
struct NutritionView {
  let reply: NutritionReply

  var text: String {
    var lines = reply.lines
    for (index, option) in reply.options.enumerated() {
      lines.append("  \(index + 1). \(option.text)")
    }
    if !reply.reasons.isEmpty {
      lines.append("Why: " + reply.reasons.joined(by: " "))
    }
    return lines.joined(by: "\n")
  }
}
