import SherpaActions
import SherpaCore

/// `sherpa suggest`: templates by category, one line each, then the routines, with the
/// commands that add them. Templates and routine items the person already has are marked.
struct SuggestView {
  let suggestions: [Suggestions.Suggestion]
  let routines: [Suggestions.Routine]
  /// Whether each routine shows its summary and command (a query, `suggest routines`), or
  /// only its items on one line (the whole list).
  let detailedRoutines: Bool
  /// The names of the person's active items, lowercased.
  let added: Set<String>
  let style: Style

  private static let width = 100

  var text: String {
    var lines: [String] = []
    let nameWidth = suggestions.map { $0.name.count + mark($0.name).plain.count }.max() ?? 0
    var categories: [String] = []
    for suggestion in suggestions where !categories.contains(suggestion.category) {
      categories.append(suggestion.category)
    }
    for category in categories {
      if !lines.isEmpty { lines.append("") }
      lines.append(style.bold(Self.heading(category)))
      for suggestion in suggestions where suggestion.category == category {
        lines.append(line(suggestion, nameWidth: nameWidth))
      }
    }
    if !routines.isEmpty {
      if !lines.isEmpty { lines.append("") }
      lines.append(style.bold("Routines"))
      if detailedRoutines {
        for (index, routine) in routines.enumerated() {
          if index > 0 { lines.append("") }
          lines += block(routine)
        }
      } else {
        let width = routines.map(\.name.count).max() ?? 0
        for routine in routines {
          let lead = "  " + style.bold(routine.name) + pad(routine.name.count, to: width) + "  "
          lines += wrap(items(routine), separator: ", ", first: lead, leadWidth: width + 4)
        }
      }
    }
    if let first = suggestions.first(where: { mark($0.name).plain.isEmpty }) ?? suggestions.first {
      lines += ["", "To add one: " + style.accent(Self.command("--suggestion", first.name))]
    }
    if !detailedRoutines, let first = routines.first {
      lines.append("To add a routine: " + style.accent(Self.command("--routine", first.name)))
    }
    return lines.joined(by: "\n")
  }

  /// `{"query", "suggestions", "routines"}`: every field of each template, whether the person
  /// has it (`added`), and the command that adds it; a routine's `addedItems` are the names
  /// of its items the person has.
  func json(query: String?) -> String {
    let templates = suggestions.map { suggestion in
      JSONText.object([
        ("added", JSONView.bool(has(suggestion.name))),
        ("category", JSONText.string(suggestion.category)),
        ("command", JSONText.string(Self.command("--suggestion", suggestion.name))),
        ("effort", String(suggestion.effort)), ("kind", JSONText.string(suggestion.kind)),
        (
          "lighter",
          suggestion.lighter.map {
            JSONText.object([
              ("name", JSONText.string($0.name)), ("phrase", JSONText.string($0.phrase)),
            ])
          } ?? "null"
        ),
        ("name", JSONText.string(suggestion.name)), ("phase", JSONText.string(suggestion.phase)),
        ("phrase", JSONText.string(suggestion.phrase)),
      ])
    }
    let routines = routines.map { routine in
      JSONText.object([
        ("addedItems", JSONText.array(routine.items.filter(has).map(JSONText.string))),
        ("category", JSONText.string(routine.category)),
        ("command", JSONText.string(Self.command("--routine", routine.name))),
        ("items", JSONText.array(routine.items.map(JSONText.string))),
        ("name", JSONText.string(routine.name)), ("summary", JSONText.string(routine.summary)),
      ])
    }
    return JSONText.object([
      ("query", JSONText.optional(query)), ("suggestions", JSONText.array(templates)),
      ("routines", JSONText.array(routines)),
    ])
  }

  /// `sherpa add --suggestion "Go to bed"`, quoted for a shell.
  static func command(_ option: String, _ name: String) -> String {
    let plain = name.unicodeScalars.allSatisfy { !"\"\\$`!".unicodeScalars.contains($0) }
    let quoted =
      plain
      ? "\"" + name + "\""
      : "'"
        + name.split(separator: "'", omittingEmptySubsequences: false)
        .joined(by: "'\\''") + "'"
    return "sherpa add " + option + " " + quoted
  }

  /// "sleep" → "Sleep".
  static func heading(_ category: String) -> String {
    category.prefix(1).uppercased() + category.dropFirst()
  }

  // MARK: - Pieces

  /// `  Go to bed   effort 3  night      lighter: Lights out by 11:30pm`, the lighter form
  /// cut to fit in 100 columns.
  private func line(_ suggestion: Suggestions.Suggestion, nameWidth: Int) -> String {
    let mark = mark(suggestion.name)
    var line =
      "  " + style.bold(suggestion.name) + mark.styled
      + pad(suggestion.name.count + mark.plain.count, to: nameWidth) + "  "
      + style.dim("effort ") + String(suggestion.effort) + "  " + suggestion.phase.padding(9)
    if let lighter = suggestion.lighter {
      let room = Self.width - (2 + nameWidth + 2 + 8 + 2 + 9 + 2 + 9)
      line += "  " + style.dim("lighter: ") + Self.cut(lighter.name, to: max(12, room))
    }
    return line.trimmingTrailingSpaces()
  }

  /// `text` cut at a word to fit in `width` characters, with "…" when something was cut.
  private static func cut(_ text: String, to width: Int) -> String {
    guard text.count > width else { return text }
    let head = text.prefix(width - 1)
    let word = head.lastIndex(of: " ").map { head[..<$0] } ?? head
    return word + "…"
  }

  /// A routine's name and category, summary, items and command.
  private func block(_ routine: Suggestions.Routine) -> [String] {
    let count = routine.items.count
    var lines = [
      "  " + style.bold(routine.name)
        + style.dim(" (\(routine.category), \(count) item\(count == 1 ? "" : "s"))")
    ]
    let summary = routine.summary.split(separator: " ").map { (String($0), String($0)) }
    lines += wrap(summary, separator: " ", first: "    ", leadWidth: 4)
    lines += wrap(items(routine), separator: ", ", first: "    ", leadWidth: 4)
    lines.append("    " + style.accent(Self.command("--routine", routine.name)))
    return lines
  }

  /// A routine's item names, each with its mark: plain for measuring, styled for showing.
  private func items(_ routine: Suggestions.Routine) -> [(plain: String, styled: String)] {
    routine.items.map { name in
      let mark = mark(name)
      return (name + mark.plain, name + mark.styled)
    }
  }

  /// " (added)" plain, " ✓ added" in colour, or nothing when the person does not have it.
  private func mark(_ name: String) -> (plain: String, styled: String) {
    guard has(name) else { return ("", "") }
    let text = style.unicode ? " ✓ added" : " (added)"
    return (text, style.good(text))
  }

  private func has(_ name: String) -> Bool { added.contains(name.lowercased()) }

  private func pad(_ count: Int, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count))
  }

  /// Pieces joined by `separator` after `first`, in lines of at most 100 columns; the lines
  /// after the first start `leadWidth` spaces in.
  private func wrap(
    _ pieces: [(plain: String, styled: String)], separator: String, first: String,
    leadWidth: Int
  ) -> [String] {
    var lines: [String] = []
    var current = first
    var used = leadWidth
    var empty = true
    for (index, piece) in pieces.enumerated() {
      let tail = index < pieces.count - 1 ? separator.trimmingTrailingSpaces() : ""
      if !empty && used + 1 + piece.plain.count + tail.count > Self.width {
        lines.append(current)
        current = String(repeating: " ", count: leadWidth)
        used = leadWidth
        empty = true
      }
      if !empty {
        current += " "
        used += 1
      }
      current += piece.styled + tail
      used += piece.plain.count + tail.count
      empty = false
    }
    lines.append(current)
    return lines
  }
}
