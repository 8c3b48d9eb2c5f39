import SherpaCore

/// Loop Habit Tracker's CSV export ("Export data" in its settings) read into an import plan.
///
/// The export is a folder (zipped by the app): `Habits.csv` with a row per habit
/// (`Position,Name,Question,Description,NumRepetitions,Interval,Color`; newer versions
/// `…,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?`
/// with a `Type` of `YES_NO` or numerical), a folder per habit (`001 Meditate/`) whose
/// `Checkmarks.csv` has `Date,Value,Notes`, and a top-level `Checkmarks.csv` with a column per
/// habit. A value is Loop's entry: 2 (`YES_MANUAL`) done, 3 (`SKIP`) skipped, 1 (`YES_AUTO`),
/// 0 (`NO`) and -1 (`UNKNOWN`) not done; a numerical habit's amount is kept times 1000.
public struct LoopExport: Sendable {
  public var habits: ImportText
  /// Each habit folder's `Checkmarks.csv`, by the position its folder starts with.
  public var checkmarks: [Int: ImportText]
  /// The top-level `Checkmarks.csv`, read for habits without a folder of their own.
  public var overall: ImportText?

  public init(habits: ImportText, checkmarks: [Int: ImportText] = [:], overall: ImportText? = nil) {
    self.habits = habits
    self.checkmarks = checkmarks
    self.overall = overall
  }

  /// What the export holds, mapped to Sherpa: a habit per row Sherpa has a schedule for,
  /// done, skipped and amounts on their days; a problem line for each row that is not.
  ///
  /// - Parameter today: Entries after it are refused, as `done` refuses them.
  /// - Throws: `ImportFileFailure` when `Habits.csv` is not Loop's list of habits.
  public func plan(today: CivilDate) throws(ImportFileFailure) -> ImportPlan {
    let table = try CSVColumns(habits.text, file: habits.name)
    guard table.has("Name"), table.has("NumRepetitions", "FrequencyNumerator"),
      table.has("Interval", "FrequencyDenominator")
    else {
      throw ImportFileFailure(
        message:
          "\(habits.name) is not Loop's list of habits (its first line names no Name, "
          + "NumRepetitions and Interval columns). Name the folder Loop's 'Export data' made. "
          + "Nothing was changed.")
    }
    var plan = ImportPlan(source: .loop)
    var seenNames: [String: Int] = [:]
    for (n, row) in table.rows.enumerated() {
      let name = table.field(row, "Name") ?? ""
      // The top-level table names its columns after the habits, in the same order.
      let occurrence = seenNames[name, default: 0]
      seenNames[name] = occurrence + 1
      let problem = { (reason: String) in
        plan.problems.append(ImportProblem(file: table.file, line: row.line, reason: reason))
      }
      guard !name.isEmpty else {
        problem("a habit with no name; left out")
        continue
      }
      let habit: LoopHabit
      switch LoopHabit.read(row, in: table, name: name) {
      case .success(let read): habit = read
      case .failure(let why):
        problem("'\(name)' \(why.reason); left out with its checkmarks")
        continue
      }
      let position = Int(table.field(row, "Position") ?? "") ?? n + 1
      var entries: [LoopEntry] = []
      if let file = checkmarks[position] {
        entries = try LoopEntry.read(file, habit: habit, today: today, problems: &plan.problems)
      } else if let overall = self.overall {
        entries = LoopEntry.read(
          overall, column: name, occurrence: occurrence, habit: habit, today: today,
          problems: &plan.problems)
      }
      let first = entries.map(\.day).min() ?? today
      plan.items.append(
        ImportPlan.PlannedItem(
          input: "Loop: \(name)",
          item: habit.item(start: first), created: first,
          archived: habit.isArchived ? today : nil))
      for entry in entries {
        plan.logs.append(
          ImportPlan.PlannedLog(
            item: plan.items.count - 1, day: entry.day, kind: entry.kind, note: entry.note))
      }
    }
    return plan
  }
}
