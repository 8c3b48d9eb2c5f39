import SherpaCore

/// What Sherpa understood from a phrase, for a person.
struct ParseView {
  let item: Item
  let color: Bool
  /// The item as kept, its relations resolved among `items`; nil for a phrase on its own.
  var tracked: TrackedItem? = nil
  var items: [TrackedItem]? = nil
  /// The day it is: "Next" lists the dates from then (an edited item's start may be weeks
  /// back); nil lists them from the start.
  var today: CivilDate? = nil

  var text: String {
    var rows = ItemRows.describing(
      item, start: item.recurrence.isRepeating, among: items, id: tracked?.id)
    if item.recurrence.isRepeating {
      let from = max(item.start, today ?? item.start)
      let dates =
        tracked?.nextScheduledDays(from: from, limit: 14)
        ?? item.recurrence.occurrences(from: item.start, onOrAfter: from, limit: 14)
      var next = dates.prefix(5).map(\.shortText).joined(by: ", ")
      if dates.count > 5 { next += ", …" }
      rows.append(("Next", next))
    }
    return ItemRows.render(item.name, " (" + item.kind.rawValue + ")", rows, Style(color: color))
  }
}

/// The labelled lines `parse`, `add` and `show` use to say what an item is.
enum ItemRows {
  /// Target (unless a plain check-off), schedule, start, time and part of the day, what it
  /// comes after and whose days it keeps to, and the reminder.
  ///
  /// - Parameters:
  ///   - items: The store's items, to say which one each relation names (`id` is the item
  ///     itself); nil to give the words as said.
  static func describing(
    _ item: Item, start: Bool, among items: [TrackedItem]? = nil, id: Int? = nil
  ) -> [(String, String)] {
    var rows: [(String, String)] = []
    if !item.target.isCheckOff { rows.append(("Target", item.target.text)) }
    rows.append(("Schedule", item.summary))
    if start { rows.append(("Starts", item.start.longText)) }
    // Every time of day said ("07:00 & 19:00"), so a bare hour's reading shows.
    let clock = Recurrence.list(item.timesOfDay.map(\.description))
    let when = [clock.isEmpty ? nil : clock, item.solar?.description, item.phase?.rawValue]
      .compactMap { $0 }
    if !when.isEmpty { rows.append(("When", when.joined(by: ", "))) }
    // A relation names an item by its words; one that names none says so plainly.
    func related(_ words: String) -> String? {
      guard let items else { return nil }
      return ItemRelation.item(named: words, among: items, excluding: id)?.name
    }
    let unknown = items == nil ? "" : " (not an item)"
    if let after = item.after { rows.append(("After", related(after) ?? after + unknown)) }
    if let onlyOn = item.onlyOn {
      rows.append(
        ("Only on", related(onlyOn).map { "days with " + $0 } ?? onlyOn + " days" + unknown))
    }
    if item.notify { rows.append(("Reminder", "yes")) }
    return rows
  }

  /// The name in bold, a dim aside after it, then one indented row per line.
  static func render(_ name: String, _ aside: String, _ rows: [(String, String)], _ style: Style)
    -> String
  {
    var lines = [style.bold(name) + style.dim(aside)]
    for (label, value) in rows {
      lines.append("  " + style.accent(label.padding(9)) + " " + value)
    }
    return lines.joined(by: "\n")
  }
}
