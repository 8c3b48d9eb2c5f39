import SherpaCore

/// How one item's day reads: its mark, its amount against the target, a bar.
struct EntryText {
  let entry: DayEntry
  let style: Style

  var mark: String {
    if entry.isDone { return style.good(style.unicode ? "✓" : "[x]") }
    if entry.isSkipped { return style.dim(style.unicode ? "–" : "[-]") }
    if entry.progress > 0 && entry.target.goal == .atLeast {
      return style.warm(style.unicode ? "◐" : "[~]")
    }
    return style.unicode ? "○" : "[ ]"
  }

  /// "3.2 / 5 km", "1 of at most 2 coffees", "2 / 3 times this week"; empty for a plain
  /// check-off.
  var amount: String {
    EntryText.amount(entry.progress, of: entry.target)
  }

  static func amount(_ progress: Double, of target: Target) -> String {
    if target.isCheckOff { return "" }
    let noun = target.label ?? target.unit.label(for: target.amount)
    var goal = Target.format(target.amount, grouping: true) + " " + noun
    var done = Target.format(progress, grouping: true)
    if let symbol = target.unit.currencySymbol {
      goal = symbol + Target.format(target.amount, grouping: true, cents: true)
      done = symbol + Target.format(progress, grouping: true, cents: true)
    }
    var text = target.goal == .atMost ? done + " of at most " + goal : done + " / " + goal
    if target.goal == .atMost && target.amount == 0 {
      let one = progress == 1 && noun.hasSuffix("s")
      text = done + " " + (one ? String(noun.dropLast()) : noun) + ", none allowed"
    }
    if target.period != .day { text += " this " + target.period.rawValue }
    return text
  }

  /// A logged change with its sign and unit: "+3.22 km", "-250 ml", "+4 pages", "+1".
  static func signed(_ amount: Double, of target: Target?) -> String {
    if let symbol = target?.unit.currencySymbol {
      return (amount < 0 ? "-" : "+") + symbol
        + Target.format(abs(amount), grouping: true, cents: true)
    }
    let unit =
      target.map { $0.label ?? ($0.unit == .count ? "" : $0.unit.label(for: abs(amount))) } ?? ""
    return (amount < 0 ? "-" : "+") + Target.format(abs(amount), grouping: true)
      + (unit.isEmpty ? "" : " " + unit)
  }

  /// Ten cells filled in proportion to the target; empty for a plain check-off.
  var bar: String {
    let target = entry.target
    if target.isCheckOff { return "" }
    // A limit of none is full from its first one.
    let fraction =
      target.amount > 0
      ? max(0, min(1, entry.progress / target.amount)) : (entry.progress > 0 ? 1 : 0)
    let filled = Int((fraction * 10).rounded(.down))
    let full = String(repeating: style.unicode ? "█" : "#", count: filled)
    let empty = String(repeating: style.unicode ? "░" : ".", count: 10 - filled)
    let over = target.goal == .atMost && entry.progress > target.amount
    let body = over ? style.warm(full) : (entry.isDone ? style.good(full) : full)
    return style.unicode ? body + style.dim(empty) : "[" + full + empty + "]"
  }

  /// "07:00", "morning", "07:00 morning".
  static func when(_ entry: DayEntry) -> String {
    let item = entry.tracked.item
    switch (item.time, item.phase) {
    case (let time?, let phase?): return time.description + " " + phase.rawValue
    case (let time?, nil): return time.description
    case (nil, let phase?): return phase.rawValue
    case (nil, nil): return ""
    }
  }
}

extension DayStatus {
  func mark(_ style: Style) -> String {
    switch self {
    case .counts: style.good(style.unicode ? "✓" : "x")
    case .missed: style.unicode ? "·" : "."
    case .rest: style.dim("-")
    case .open: style.unicode ? "○" : "o"
    }
  }
}
