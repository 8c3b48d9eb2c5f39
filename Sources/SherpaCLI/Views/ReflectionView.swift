import SherpaActions
import SherpaCore

/// What `reflect` says, and `reflect --history`.
enum ReflectionView {
  static func kept(_ result: ReflectionResult) -> String {
    let what = result.reflection.kind == .morning ? "Morning reflection" : "Night reflection"
    var line = "\(what) kept for \(result.day.shortText)"
    if result.replaced != nil {
      line += ", in place of the earlier one (no second XP)."
    } else {
      line += " (+\(result.xp) XP)."
    }
    if result.reflection.kind == .morning,
      SleepRule.offersLighterDay(sleep: result.reflection.score)
    {
      line += " A rough night: 'sherpa coach' has a lighter day ready."
    }
    return line
  }

  static func json(_ result: ReflectionResult) -> String {
    JSONText.object([
      ("date", JSONText.string(result.day.description)), ("seq", String(result.event.seq)),
      ("xp", String(result.xp)), ("replaced", result.replaced != nil ? "true" : "false"),
      ("reflection", json(result.reflection)),
    ])
  }

  static func json(_ reflection: Reflection) -> String {
    JSONText.object([
      ("kind", JSONText.string(reflection.kind.rawValue)),
      ("score", reflection.score.map(String.init) ?? "null"),
      ("scoreOf", JSONText.string(reflection.scoreName)),
      ("text", JSONText.optional(reflection.text)),
    ])
  }

  static func history(_ list: [DatedReflection]) -> String {
    guard !list.isEmpty else {
      return "No reflections yet. 'sherpa reflect morning' or 'sherpa reflect night' keeps one."
    }
    return list.map { dated in
      let r = dated.reflection
      var parts = [dated.day.shortText, r.kind.rawValue.padding(7)]
      parts.append((r.score.map { "\(r.scoreName) \($0)" } ?? "").padding(7))
      if let text = r.text { parts.append(text) }
      return parts.joined(by: "  ").trimmingTrailingSpaces()
    }.joined(by: "\n")
  }

  static func historyJSON(_ list: [DatedReflection]) -> String {
    JSONText.object([
      (
        "reflections",
        JSONText.array(
          list.map { dated in
            JSONText.object([
              ("date", JSONText.string(dated.day.description)),
              ("at", JSONText.string(dated.at)),
              ("kind", JSONText.string(dated.reflection.kind.rawValue)),
              ("score", dated.reflection.score.map(String.init) ?? "null"),
              ("text", JSONText.optional(dated.reflection.text)),
            ])
          })
      )
    ])
  }
}
