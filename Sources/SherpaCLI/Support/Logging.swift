import SherpaCore
import SherpaParse
import SherpaStore

/// What `done` and `skip` share: finding the item and the amount in the words, checking the
/// day, and saying what happened.
enum Logging {
  /// Splits "run 3.2km" or "brush teeth" into the item and the amount (if any).
  ///
  /// - Parameter grammar: The grammar for unit words, built only when a word could be an
  ///   amount (building it is a good part of a one-shot command's time).
  static func split(_ arguments: [String], items: [TrackedItem], grammar: () throws -> Grammar)
    throws -> (TrackedItem, Quantity?)
  {
    let words = ItemWords.words(arguments)
    guard !words.isEmpty else { throw CommandFailure("Say which item, like 'done run'.") }
    let whole = words.joined(separator: " ")
    if ItemMatch.names(whole, in: items) { return (try ItemMatch.find(whole, in: items), nil) }
    let mayHaveAmount = words.contains { word in
      word.first.map { $0.isNumber || $0 == "+" || $0 == "-" || $0 == "−" } ?? false
    }
    guard mayHaveAmount else {
      return (try find(whole, orAmountAfter: words, in: items), nil)
    }
    let grammar = try grammar()
    for size in [1, 2] where words.count > size {
      let tail = words.suffix(size).joined(separator: " ")
      if let quantity = grammar.quantity(tail) {
        let name = words.dropLast(size).joined(separator: " ")
        return (try ItemMatch.find(name, in: items), quantity)
      }
    }
    if words.count == 1, grammar.quantity(whole) != nil {
      throw CommandFailure("Say which item '\(whole)' is for, like 'done water \(whole)'.")
    }
    return (try find(whole, orAmountAfter: words, in: items), nil)
  }

  /// The item named by all the words; when there is none but the words before the last
  /// name one, the last word is an amount that was not understood.
  private static func find(_ whole: String, orAmountAfter words: [String], in items: [TrackedItem])
    throws(CommandFailure) -> TrackedItem
  {
    do {
      return try ItemMatch.find(whole, in: items)
    } catch {
      guard words.count > 1, !ItemMatch.names(whole, in: items),
        let item = try? ItemMatch.find(words.dropLast().joined(separator: " "), in: items)
      else { throw error }
      throw CommandFailure(
        "Didn't understand the amount '\(words.last!)'. Log it like 'done \(item.name.lowercased()) \(Logging.example(item.item.target))'."
      )
    }
  }

  /// "5km", "2", "30min": the target written as an amount to log.
  static func example(_ target: Target) -> String {
    Target.format(target.amount) + (target.unit == .count ? "" : target.unit.rawValue)
  }

  /// A logged quantity in the item's unit: "2 mi" for a km target is 3.22.
  static func amount(_ quantity: Quantity, for tracked: TrackedItem, target: Target)
    throws(CommandFailure) -> Double
  {
    let noun = target.label ?? (target.unit == .count ? "times" : target.unit.rawValue)
    let typed = quantity.word.map { Target.format(quantity.amount) + " " + $0 } ?? ""
    let unfit = CommandFailure(
      "'\(typed)' doesn't fit \(tracked.name), which is counted in \(noun). "
        + "Log it like 'done \(tracked.name.lowercased()) \(Logging.example(target))'.")
    var amount = quantity.amount
    if let unit = quantity.unit {
      if let converted = unit.convert(amount, to: target.unit) {
        amount = converted
      } else if quantity.word?.lowercased() == "k" && target.unit != .km {
        amount *= 1000  // "10k steps"
      } else if quantity.word?.lowercased() == "m" && target.unit == .km {
        amount /= 1000  // "500m" of a run is metres, not minutes
      } else {
        throw unfit
      }
    } else if let word = quantity.word?.lowercased() {
      guard target.unit == .count, Logging.names(word, target.label) else { throw unfit }
    }
    amount = Target.rounded(amount)
    guard abs(amount) <= Target.maximumAmount else {
      throw CommandFailure(
        "\(Target.format(quantity.amount)) is more than Sherpa keeps. Log a smaller amount.")
    }
    guard amount != 0 else {
      throw CommandFailure(
        "Log an amount above zero, like 'done \(tracked.name.lowercased()) 1', or below zero to correct."
      )
    }
    return amount
  }

  /// Whether a typed word names a count target's things: "pages" for "pages", "page", "x".
  private static func names(_ word: String, _ label: String?) -> Bool {
    if ["time", "times", "x"].contains(word) { return true }
    guard let label = label?.lowercased() else { return false }
    func stem(_ s: String) -> String { s.hasSuffix("s") ? String(s.dropLast()) : s }
    return stem(word) == stem(label)
  }

  /// The day it is and the day `--date` names (today when it names none).
  static func days(_ date: String?, in transaction: Transaction, _ workspace: Workspace)
    throws(CommandFailure) -> (today: CivilDate, day: CivilDate)
  {
    let today = workspace.today(transaction.document.settings)
    return (today, try DayArgument.day(date, today: today))
  }

  /// What was logged around `day`: enough history for its week's and month's targets.
  static func ledger(around day: CivilDate, in transaction: Transaction) throws -> Ledger {
    Ledger(events: try transaction.events(since: Workspace.monthStart(day, back: 7)))
  }

  /// Refuses a day before the item existed.
  static func check(_ day: CivilDate, for tracked: TrackedItem) throws(CommandFailure) {
    guard day >= tracked.created else {
      throw CommandFailure(
        "\(tracked.name) was added on \(tracked.created.longText); log it on that day or later.")
    }
  }

  /// The item's entry on `day`, with `ledger` counting what the transaction recorded.
  static func entry(
    _ tracked: TrackedItem, on day: CivilDate, transaction: Transaction, ledger: Ledger,
    today: CivilDate
  ) -> (DayEntry?, DayReport) {
    let agenda = Agenda(
      items: transaction.document.items, ledger: ledger,
      settings: transaction.document.settings, today: today)
    let fresh = transaction.document.item(id: tracked.id) ?? tracked
    return (agenda.entry(for: fresh, on: day), agenda.report(for: day))
  }

  /// A `--note` as kept: trimmed, and nil when blank.
  static func note(_ text: String?) -> String? {
    text.map { String($0.trimmingWhitespace()) }.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// "today", "yesterday" or "on Thu 19 Nov".
  static func dayText(_ day: CivilDate, today: CivilDate) -> String {
    if day == today { return "today" }
    if day == today.adding(days: -1) { return "yesterday" }
    return "on " + day.shortText
  }

  static func json(_ entry: DayEntry?, on day: CivilDate, seq: Int) -> String {
    JSONText.object([
      ("date", JSONText.string(day.description)), ("seq", String(seq)),
      ("item", entry.map(JSONView.entry) ?? "null"),
    ])
  }
}
