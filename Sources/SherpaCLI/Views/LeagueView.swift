import SherpaCore

/// `sherpa league`: the week's board, best first, with the band each rank falls in and the
/// player picked out.
struct LeagueView {
  let week: CivilDate
  let tier: League.Tier
  let board: [League.Row]
  let style: Style

  static let playerName = "You"
  static let empty =
    "The league starts with your first habit. Add one, like: sherpa add \"read 10 pages every night\""

  private var player: League.Row? { board.first(where: \.isPlayer) }

  var text: String {
    let separator = style.unicode ? "  ·  " : " - "
    var lines = [
      style.bold("League: " + tier.name) + separator + "week of " + week.longText + separator
        + "resets Monday 00:00 (" + week.adding(days: 7).shortText + ")"
    ]
    if let player {
      lines.append("You are \(ordinal(player.rank)) of \(board.count) with \(player.xp) XP.")
    }
    let width = board.map(\.name.count).max() ?? 0
    let xpWidth = board.map { String($0.xp).count }.max() ?? 0
    for row in board {
      let pointer = row.isPlayer ? (style.unicode ? "▶" : ">") : " "
      let rank = String(row.rank)
      let xp = String(row.xp)
      var line =
        " " + pointer + String(repeating: " ", count: 3 - rank.count) + rank + "  "
        + row.name.padding(width) + "  " + String(repeating: " ", count: xpWidth - xp.count) + xp
        + " XP  " + marker(row.band)
      if row.isPlayer { line = style.bold(line) }
      lines.append(line)
    }
    lines.append(style.dim(bands))
    return lines.joined(by: "\n")
  }

  /// The band's sign from this tier: at Everest the top ranks stay, so they show as staying.
  private func marker(_ band: League.Band) -> String {
    switch League.outcome(of: band, in: tier).0 {
    case .promoted: style.good(style.unicode ? "▲" : "^")
    case .stayed, .stayedAtTop, .stayedAtBottom: style.dim(style.unicode ? "•" : "=")
    case .demoted: style.warm(style.unicode ? "▼" : "v")
    }
  }

  /// What each band leads to from this tier.
  private var bands: String {
    func says(_ band: League.Band, _ ranks: String) -> String {
      let (move, next) = League.outcome(of: band, in: tier)
      let marker = marker(band)
      switch move {
      case .promoted: return "\(marker) \(ranks) go up to \(next.name)"
      case .demoted: return "\(marker) \(ranks) go down to \(next.name)"
      case .stayed, .stayedAtTop, .stayedAtBottom: return "\(marker) \(ranks) stay in \(next.name)"
      }
    }
    return [
      says(.promote, "1-\(League.lastPromoted)"),
      says(.stay, "\(League.lastPromoted + 1)-\(League.lastStaying)"),
      says(.demote, "\(League.lastStaying + 1)-\(League.boardSize)"),
    ].joined(by: "  ")
  }

  private func ordinal(_ n: Int) -> String {
    let suffix =
      (11...13).contains(n % 100)
      ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
    return "\(n)\(suffix)"
  }

  var json: String {
    JSONText.object([
      ("week", JSONText.string(week.description)),
      ("resets", JSONText.string(week.adding(days: 7).description)),
      ("tier", JSONText.string(tier.name)),
      ("rank", player.map { String($0.rank) } ?? "null"),
      ("xp", player.map { String($0.xp) } ?? "null"),
      ("band", JSONText.optional(player?.band.rawValue)),
      (
        "rows",
        JSONText.array(
          board.map { row in
            JSONText.object([
              ("rank", String(row.rank)), ("name", JSONText.string(row.name)),
              ("xp", String(row.xp)), ("streakDays", String(row.climber.streakDays)),
              ("focusMinutes", String(row.climber.focusMinutes)),
              ("band", JSONText.string(row.band.rawValue)),
              ("isPlayer", JSONView.bool(row.isPlayer)),
            ])
          })
      ),
    ])
  }
}
