import SherpaCore

/// The prompt segment: a template with the status filled in, "🔥12 3/7•", or in plain
/// ASCII "12d 3/7!". No colour, ever: a prompt colours it in its own syntax, and escape
/// codes the shell does not know about break its count of the line's width.
struct PromptView {
  let status: PromptStatus
  /// The time it is now, for `{due}` and `{next}`.
  let time: TimeOfDay
  let unicode: Bool

  static let unicodeFormat = "{flame}{streak} {done}/{total}{due}"
  static let plainFormat = "{streak}d {done}/{total}{due}"
  /// What a prompt shows when the store cannot be read: a nudge to run `sherpa doctor`,
  /// never an error line.
  static let unreadable = "sherpa!"

  /// The placeholders a template may hold, and what each becomes.
  static let placeholders = ["streak", "flame", "done", "total", "left", "due", "next"]

  /// `format` (or the default) with each `{name}` filled in; text that is not a known
  /// placeholder is kept as it is.
  func text(format: String?) -> String {
    let template = format ?? (unicode ? Self.unicodeFormat : Self.plainFormat)
    // Substrings are turned into strings before they are added: adding one as it is goes
    // through a generic path that costs a prompt a tenth of its start-up.
    var out = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      out += String(rest[..<open])
      let after = rest[open...].dropFirst()
      guard let close = after.firstIndex(of: "}"), let value = value(of: after[..<close]) else {
        out += "{"
        rest = after
        continue
      }
      out += value
      rest = after[close...].dropFirst()
    }
    return out + String(rest)
  }

  private func value(of name: Substring) -> String? {
    switch name {
    case "streak": String(status.streak)
    case "flame": unicode ? "🔥" : ""
    case "done": String(status.done)
    case "total": String(status.total)
    case "left": String(max(0, status.total - status.done))
    case "due": status.isDue(at: time) ? (unicode ? "•" : "!") : ""
    case "next": status.nextTime(after: time)?.description ?? ""
    default: nil
    }
  }
}
