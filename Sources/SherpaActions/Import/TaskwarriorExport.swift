import SherpaCore

/// Taskwarrior's `task export` read into an import plan.
///
/// The export is JSON: an array of tasks, one per line as Taskwarrior writes it (an older
/// Taskwarrior writes the lines without the brackets). A task has `uuid`, `description`,
/// `status` (`pending`, `waiting`, `completed`, `deleted`, or `recurring` for the template of
/// a repeating task), stamps in UTC (`entry`, `due`, `end`, `until`: `20261120T090000Z`), and
/// for a repeating one `recur` (`daily`, `weekly`, `3d`, …) on the template and `parent` (the
/// template's uuid) on each instance.
public struct TaskwarriorExport: Sendable {
  /// The file's name as shown.
  public let name: String
  public let text: String

  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }

  /// A task as read, with the line it is on (0 when the file is not one task a line).
  struct Task {
    let line: Int
    let fields: JSONValue
    func string(_ key: String) -> String? { fields[key]?.string }
  }

  /// What the export holds, mapped to Sherpa: open and done tasks as tasks, repeating
  /// templates as repeating tasks on their schedule, done instances as completions of them.
  ///
  /// - Parameters:
  ///   - today: Completions after it are refused.
  ///   - utcOffset: Minutes the local clock is ahead of UTC on a date, to read stamps as
  ///     local days.
  /// - Throws: `ImportFileFailure` when the file is not a `task export`.
  public func plan(today: CivilDate, utcOffset: (CivilDate) -> Int) throws(ImportFileFailure)
    -> ImportPlan
  {
    var plan = ImportPlan(source: .taskwarrior)
    let tasks = try read(&plan.problems)
    func problem(_ task: Task, _ reason: String) {
      let place = task.line > 0 ? "" : "task \(task.string("uuid") ?? "?"): "
      plan.problems.append(ImportProblem(file: name, line: task.line, reason: place + reason))
    }
    func day(_ task: Task, _ key: String) -> CivilDate? {
      task.string(key).flatMap { Self.day(of: $0, utcOffset: utcOffset) }
    }
    // Templates first, so an instance finds its schedule wherever it is in the file.
    var templates: [String: Int] = [:]
    var unmapped: Set<String> = []
    var instances: [Task] = []
    for task in tasks {
      let status = task.string("status") ?? ""
      let description = (task.string("description") ?? "").trimmingSpaces
      guard let uuid = task.string("uuid"), !uuid.isEmpty else {
        problem(task, "a task with no uuid; left out")
        continue
      }
      if task.string("parent") != nil {
        instances.append(task)
        continue
      }
      if status == "deleted" {
        plan.leftOut += 1
        continue
      }
      guard !description.isEmpty else {
        problem(task, "a task with no description; left out")
        continue
      }
      guard let entry = day(task, "entry") else {
        problem(task, "'\(description)' has no entry date like 20261120T090000Z; left out")
        continue
      }
      let due = day(task, "due")
      var item = Item(kind: .task, name: description, recurrence: .once, start: due ?? entry)
      var completed: CivilDate?
      if let recur = task.string("recur"), status == "recurring" || status == "pending" {
        guard var recurrence = Self.recurrence(recur, from: due ?? entry) else {
          problem(
            task,
            "'\(description)' repeats '\(recur)', which Sherpa has no schedule for; "
              + "left out with its repeats")
          unmapped.insert(uuid)
          continue
        }
        if let until = day(task, "until") { recurrence.end = .until(until) }
        item.recurrence = recurrence
        templates[uuid] = plan.items.count
      } else if status == "completed" {
        completed = day(task, "end") ?? due ?? entry
      } else if status != "pending" && status != "waiting" && status != "recurring" {
        problem(task, "'\(description)' has a status Sherpa does not know ('\(status)'); left out")
        continue
      }
      plan.items.append(
        ImportPlan.PlannedItem(
          input: "Taskwarrior: \(uuid)", item: item, created: min(entry, item.start),
          completed: completed))
    }
    for task in instances {
      let parent = task.string("parent") ?? ""
      guard task.string("status") == "completed" else {
        // Open instances are the schedule's own days; deleted ones were never done.
        plan.leftOut += 1
        continue
      }
      if unmapped.contains(parent) { continue }
      guard let index = templates[parent] else {
        problem(task, "done, but its repeating task \(parent) is not in the file; left out")
        continue
      }
      guard let done = day(task, "due") ?? day(task, "end") else {
        problem(task, "done, but has no due or end date; left out")
        continue
      }
      guard done <= today else {
        problem(task, "done for \(done), which is after today; left out")
        continue
      }
      plan.logs.append(ImportPlan.PlannedLog(item: index, day: done, kind: .check))
    }
    return plan
  }
}
