import SherpaCore
import SherpaParse
import SherpaStore

/// Finds the item a person means: its name in any case, a unique start of it, the start
/// of a word in it, or its number (`3` or `#3`).
enum ItemMatch {
  static func find(
    _ text: String, in items: [TrackedItem], archived: Bool = false
  ) throws(CommandFailure) -> TrackedItem {
    let wanted = text.trimmingWhitespace().lowercased()
    guard !wanted.isEmpty else {
      throw CommandFailure("Say which item: its name, the start of it, or its number, like '#1'.")
    }
    let live = items.filter { archived || !$0.isArchived }
    if let found = try match(wanted, in: live) { return found }
    if !archived, let stored = (try? match(wanted, in: items.filter(\.isArchived))) ?? nil {
      throw CommandFailure("'\(stored.name)' is archived. 'sherpa list --archived' shows it.")
    }
    let nearest = live.map { ($0, distance(wanted, $0.name.lowercased())) }
      .filter { $0.1 <= max(2, wanted.count / 3) }.min { $0.1 < $1.1 }
    if let (item, _) = nearest {
      throw CommandFailure("There is no item '\(text)'. Did you mean '\(item.name)'?")
    }
    throw CommandFailure("There is no item '\(text)'. 'sherpa list' shows your items.")
  }

  /// Refuses a name an active item already has, unless `force`.
  static func refuseTaken(_ name: String, in document: StoreDocument, force: Bool)
    throws(CommandFailure)
  {
    guard !force,
      let same = document.items.first(where: { !$0.isArchived && has($0, name: name.lowercased()) })
    else { return }
    throw CommandFailure(
      "You already have '\(same.name)' (#\(same.id)). Use another name, or add --force to keep both."
    )
  }

  /// Whether `text` is exactly an active item's name or number.
  static func names(_ text: String, in items: [TrackedItem]) -> Bool {
    let wanted = text.lowercased()
    return items.contains {
      !$0.isArchived && (has($0, name: wanted) || has($0, number: wanted))
    }
  }

  private static func has(_ item: TrackedItem, name wanted: String) -> Bool {
    item.name.lowercased() == wanted
  }

  /// `3` or `#3`.
  private static func has(_ item: TrackedItem, number wanted: String) -> Bool {
    "\(item.id)" == wanted || "#\(item.id)" == wanted
  }

  private static func match(_ wanted: String, in items: [TrackedItem]) throws(CommandFailure)
    -> TrackedItem?
  {
    let tiers: [(TrackedItem) -> Bool] = [
      { has($0, name: wanted) },
      { has($0, number: wanted) },
      { $0.name.lowercased().hasPrefix(wanted) },
      { $0.name.lowercased().split(separator: " ").contains { $0.hasPrefix(wanted) } },
    ]
    for tier in tiers {
      let found = items.filter(tier)
      if found.count == 1 { return found[0] }
      if found.count > 1 {
        let names = found.prefix(6).map { "\($0.name) (#\($0.id))" }.joined(separator: ", ")
        throw CommandFailure(
          "'\(wanted)' could be \(names). Say more of the name, or its number, like '#\(found[0].id)'."
        )
      }
    }
    return nil
  }

  /// How far a typed word is from a name: from the whole name, its start, or one of its
  /// words, whichever is nearest ("teeht" is one swap from "Brush teeth").
  private static func distance(_ a: String, _ name: String) -> Int {
    let typed = Array(a.unicodeScalars)
    var candidates = [name, String(name.prefix(a.count))]
    candidates += name.split(separator: " ").map(String.init)
    return candidates.map { Grammar.editDistance(typed, Array($0.unicodeScalars)) }.min() ?? a.count
  }
}

/// `--date today|yesterday|YYYY-MM-DD|mon…`: a day on or before today.
enum DayArgument {
  /// The words `--date` takes, for completion.
  static let words = ["today", "yesterday"] + Weekday.allCases.map { $0.name.lowercased() }

  /// - Parameter future: Whether a day still to come is allowed (to look at, not to log).
  static func day(_ text: String?, today: CivilDate, future: Bool = false) throws(CommandFailure)
    -> CivilDate
  {
    guard let text else { return today }
    let word = text.trimmingWhitespace().lowercased()
    let day: CivilDate
    if word == "today" {
      day = today
    } else if word == "yesterday" {
      day = today.adding(days: -1)
    } else if let date = CivilDate(iso: word) {
      day = date
    } else if let weekday = Weekday.allCases.first(where: {
      word.count >= 2 && $0.name.lowercased().hasPrefix(word)
    }) {
      // The latest such day: today when today is that weekday.
      day = today.adding(days: -((today.weekday.rawValue - weekday.rawValue + 7) % 7))
    } else {
      throw CommandFailure(
        "Didn't understand the date '\(text)'. Say today, yesterday, a weekday like 'mon', or a date like \(today.adding(days: -1))."
      )
    }
    guard day <= today || future else {
      throw CommandFailure(
        "\(day.longText) is still to come. Log today or an earlier day, like '--date yesterday'.")
    }
    return day
  }
}
