import ArgumentParser
import SherpaActions
import SherpaCore

/// `sherpa parse --log`: the logging contract's answer for each check-in, writing nothing.
struct CheckInPreview {
  let json: Bool
  let date: String?

  /// - Parameter store: `--store`, when given.
  func run(_ words: [String], store: String?) throws {
    let workspace = try Workspace(path: store)
    let words = try PhraseWords.checked(words, of: SherpaCommand.Parse.self)
    guard words.isEmpty else { return try answer(words.joined(by: " "), in: workspace) }
    try answerEachLine(in: workspace)
  }

  /// One check-in's answer; one that writes nothing is the command's refusal.
  private func answer(_ text: String, in workspace: Workspace) throws {
    let answer = try workspace.actions.answer(text, date: date, at: workspace.moment)
    guard json || answer.writes else { throw CommandFailure(answer.why) }
    var out = Output()
    out.line(json ? answer.json : Self.text(answer))
    out.flush()
  }

  /// An answer for each line of standard input; exit status 1 when one writes nothing.
  private func answerEachLine(in workspace: Workspace) throws {
    var out = Output()
    var failed = false
    var failure: Error?
    StandardInput.lines { line in
      guard failure == nil, !line.allSatisfy(\.isWhitespace) else { return }
      do {
        let answer = try workspace.actions.answer(line, date: date, at: workspace.moment)
        if !answer.writes { failed = true }
        out.line(json ? answer.json : Self.text(answer))
      } catch {
        failure = error
      }
    }
    out.flush()
    if let failure { throw failure }
    if failed && !json { throw ExitCode(1) }
  }

  /// "log 500 ml on Drink water, 2026-11-20 (2 glasses = 500 ml)".
  static func text(_ answer: CheckInAnswer) -> String {
    let name = answer.item?.name ?? ""
    let day = answer.day.map { " on " + $0.shortText } ?? ""
    switch answer.action {
    case .log:
      let amount = answer.amount.map { Target.format($0) } ?? ""
      let unit = answer.unit.map { " " + $0.label(for: answer.amount ?? 1) } ?? ""
      return "log \(amount)\(unit) on \(name)\(day)"
        + (answer.conversion.map { " (\($0))" } ?? "")
    case .complete: return "complete \(name)\(day)"
    case .skip: return "skip \(name)\(day)" + (answer.note.map { " (\($0))" } ?? "")
    case .ask, .none, .refuse: return "\(answer.action.rawValue): \(answer.why)"
    }
  }
}
