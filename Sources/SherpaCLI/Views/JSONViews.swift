import SherpaCore

/// The `--json` objects of the store commands; docs/guide.md documents each shape.
enum JSONView {
  /// An item as `list`, `show` and `add` give it: the parse contract's object plus `id`,
  /// `created`, `archived` and `completed`.
  static func item(_ tracked: TrackedItem, occurrences: Int = 14) -> [(String, String)] {
    tracked.item.jsonPairs(input: tracked.input, occurrenceLimit: occurrences) + [
      ("id", String(tracked.id)), ("created", JSONText.string(tracked.created.description)),
      ("archived", JSONText.optional(tracked.archived?.description)),
      ("completed", JSONText.optional(tracked.completed?.description)),
    ]
  }

  /// One item on one day, as `today`, `done` and `skip` give it.
  static func entry(_ entry: DayEntry) -> String {
    let item = entry.tracked.item
    return JSONText.object([
      ("id", String(entry.id)), ("name", JSONText.string(entry.name)),
      ("kind", JSONText.string(entry.kind.rawValue)), ("target", entry.target.json),
      ("progress", JSONText.number(entry.progress)), ("done", entry.isDone ? "true" : "false"),
      ("skipped", entry.isSkipped ? "true" : "false"), ("note", JSONText.optional(entry.note)),
      ("judged", entry.isJudged ? "true" : "false"),
      ("time", JSONText.optional(item.time?.description)),
      ("phase", JSONText.optional(item.phase?.rawValue)),
      ("overdueSince", JSONText.optional(entry.overdueSince?.description)),
    ])
  }

  static func bool(_ value: Bool) -> String { value ? "true" : "false" }
}
