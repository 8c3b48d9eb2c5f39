/// A tool's name, what it does, and the arguments it takes: the list `tools/list` gives and
/// the one `ToolArguments` checks a call against.
package struct ToolSpec: Sendable {
  package struct Argument: Sendable {
    /// The argument's JSON schema type.
    package enum Kind: String, Sendable {
      case string, boolean
    }
    package let name: String
    package let kind: Kind
    package let isRequired: Bool
    package let about: String
  }

  package let name: String
  package let about: String
  package let arguments: [Argument]
  /// Whether it only reads the store.
  package let isReadOnly: Bool

  package static let all: [ToolSpec] = [
    ToolSpec(
      name: "add",
      about: "Add a habit or task from plain words. Without apply, only shows what Sherpa "
        + "understood (as 'sherpa parse --json'); with apply, adds it (as 'sherpa add --yes').",
      arguments: [
        .init(
          name: "phrase", kind: .string, isRequired: true,
          about: "What to add, in plain words: 'run 5 km every morning'."),
        .init(name: "apply", kind: .boolean, isRequired: false, about: "Add it (default false)."),
      ], isReadOnly: false),
    ToolSpec(
      name: "log",
      about: "Log what the person did, in their words ('ran 3 miles', 'drank 2 glasses of "
        + "water yesterday', 'skipping yoga, sick'). Without apply, only says what would be "
        + "logged (as 'sherpa parse --log --json'); with apply, logs it (as 'sherpa done'). "
        + "When several items fit, nothing is logged and 'candidates' lists them.",
      arguments: [
        .init(name: "words", kind: .string, isRequired: true, about: "What was done."),
        .init(
          name: "date", kind: .string, isRequired: false,
          about: "The day it was for: yesterday, a weekday like mon, or YYYY-MM-DD."),
        .init(name: "apply", kind: .boolean, isRequired: false, about: "Log it (default false)."),
      ], isReadOnly: false),
    ToolSpec(
      name: "skip",
      about: "Skip an item today. A skip with a note takes the habit out of the day's count.",
      arguments: [
        .init(
          name: "item", kind: .string, isRequired: true,
          about: "The item: its name, the start of it, or its number."),
        .init(name: "note", kind: .string, isRequired: false, about: "Why: 'sick', 'travelling'."),
      ], isReadOnly: false),
    ToolSpec(
      name: "undo", about: "Take back the last change, whatever it was.", arguments: [],
      isReadOnly: false),
    ToolSpec(
      name: "today",
      about: "The day's habits and tasks with progress, the streak, XP and the last seven days.",
      arguments: [dayArgument("Another day to show")], isReadOnly: true),
    ToolSpec(
      name: "week", about: "A week: each item by day, with the week's share of habits done.",
      arguments: [dayArgument("A day in the week to show")], isReadOnly: true),
    ToolSpec(
      name: "show",
      about: "One item: its schedule in words, the next 14 dates, the last 7 and 30 days.",
      arguments: [
        .init(
          name: "item", kind: .string, isRequired: true,
          about: "The item: its name, the start of it, or its number.")
      ], isReadOnly: true),
    ToolSpec(
      name: "stats",
      about: "Adherence over 7, 30 and 365 days, a year's calendar, XP and levels.",
      arguments: [], isReadOnly: true),
    ToolSpec(
      name: "coach_plan",
      about: "The coach's proposed order for what is left today (the evening's plan from "
        + "20:00), with a reason for each item. Changes nothing.",
      arguments: [], isReadOnly: true),
  ]

  private static func dayArgument(_ what: String) -> Argument {
    .init(
      name: "date", kind: .string, isRequired: false,
      about: "\(what): yesterday, a weekday like mon, or YYYY-MM-DD (default today).")
  }

  package static func named(_ name: String) -> ToolSpec? { all.first { $0.name == name } }
}
