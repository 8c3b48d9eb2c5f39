import SherpaCore

/// Sherpa's own `export csv` read back: `items.csv` and `log.csv` into an import plan.
///
/// `items.csv` holds each item as it stands now (its earlier definitions are not in it) and
/// `log.csv` each done, progress and skip that counts; the other tables are summaries and
/// are not read. An item keeps its number when the store has not used it.
public struct SherpaCSVExport: Sendable {
  public var items: ImportText
  /// Nil when the folder has no `log.csv`.
  public var log: ImportText?

  public init(items: ImportText, log: ImportText?) {
    self.items = items
    self.log = log
  }

  static let required = ["id", "name", "kind", "rrule", "start", "created", "input"]

  /// What the tables hold; a problem line for each row that does not read.
  ///
  /// - Throws: `ImportFileFailure` when `items.csv` is not Sherpa's table of items.
  public func plan(today: CivilDate) throws(ImportFileFailure) -> ImportPlan {
    let table = try CSVColumns(items.text, file: items.name)
    guard Self.required.allSatisfy({ table.has($0) }) else {
      throw ImportFileFailure(
        message:
          "\(items.name) is not the items.csv 'sherpa export csv' writes (its first line names "
          + "no id, name, kind, rrule, start, created and input columns). Nothing was changed.")
    }
    var plan = ImportPlan(source: .csv)
    var byNumber: [Int: Int] = [:]
    for row in table.rows {
      switch Self.item(row, in: table) {
      case .success(let planned):
        if let number = planned.number { byNumber[number] = plan.items.count }
        plan.items.append(planned)
      case .failure(let why):
        plan.problems.append(ImportProblem(file: table.file, line: row.line, reason: why.reason))
      }
    }
    guard let log else { return plan }
    let logTable = try CSVColumns(log.text, file: log.name)
    guard logTable.has("day"), logTable.has("item"), logTable.has("action") else {
      throw ImportFileFailure(
        message:
          "\(log.name) is not the log.csv 'sherpa export csv' writes (its first line names no "
          + "day, item and action columns). Nothing was changed.")
    }
    for row in logTable.rows {
      let problem = { (reason: String) in
        plan.problems.append(ImportProblem(file: logTable.file, line: row.line, reason: reason))
      }
      let dayText = logTable.field(row, "day") ?? ""
      guard let day = CivilDate(iso: dayText) else {
        problem("'\(dayText)' is not a date like 2026-11-20; left out")
        continue
      }
      guard day <= today else {
        problem("\(day) is after today; left out")
        continue
      }
      let itemText = logTable.field(row, "item") ?? ""
      guard let index = Int(itemText).flatMap({ byNumber[$0] }) else {
        problem("item \(itemText) is not in \(items.name); left out")
        continue
      }
      let note = logTable.field(row, "note").flatMap { $0.isEmpty ? nil : $0 }
      let action = logTable.field(row, "action") ?? ""
      let kind: ImportPlan.PlannedLog.Kind
      switch action {
      case "done": kind = .done
      case "skip": kind = .skip
      case "progress":
        let amountText = logTable.field(row, "amount") ?? ""
        guard let amount = Double(amountText), abs(amount) <= Target.maximumAmount else {
          problem("'\(amountText)' is not an amount; left out")
          continue
        }
        // A check-off done is kept as 1, as Loop's and Taskwarrior's are.
        kind = amount == 1 && plan.items[index].item.target.isCheckOff ? .check : .progress(amount)
      default:
        problem("'\(action)' is not done, progress or skip; left out")
        continue
      }
      plan.logs.append(ImportPlan.PlannedLog(item: index, day: day, kind: kind, note: note))
    }
    return plan
  }

  /// A row of `items.csv` as an item, or why it is not one.
  static func item(_ row: CSVText.Record, in table: CSVColumns)
    -> Result<ImportPlan.PlannedItem, ImportRowFailure>
  {
    func text(_ name: String) -> String { table.field(row, name) ?? "" }
    func optional(_ name: String) -> String? { text(name).isEmpty ? nil : text(name) }
    let name = text("name")
    guard let number = Int(text("id")), number > 0 else {
      return .failure(ImportRowFailure(reason: "'\(text("id"))' is not an item number; left out"))
    }
    guard !name.isEmpty, let kind = Item.Kind(rawValue: text("kind")) else {
      return .failure(
        ImportRowFailure(reason: "item \(number) has no name or kind (habit or task); left out"))
    }
    guard let start = CivilDate(iso: text("start")), let created = CivilDate(iso: text("created"))
    else {
      return .failure(ImportRowFailure(reason: "'\(name)' has no start or created date; left out"))
    }
    let recurrence: Recurrence
    if text("rrule").isEmpty {
      recurrence = .once
    } else if let rule = try? Recurrence(rrule: text("rrule")) {
      recurrence = rule
    } else {
      return .failure(
        ImportRowFailure(reason: "'\(name)' has a schedule Sherpa cannot read ('\(text("rrule"))')")
      )
    }
    var target = Target.checkOff
    if let amountText = optional("amount") {
      guard let amount = Double(amountText), amount >= 0, amount <= Target.maximumAmount,
        let unit = Unit(rawValue: optional("unit") ?? "count"),
        let period = Target.Period(rawValue: optional("period") ?? "day"),
        let goal = Target.Goal(rawValue: optional("goal") ?? "atLeast")
      else {
        return .failure(ImportRowFailure(reason: "'\(name)' has a target Sherpa cannot read"))
      }
      target = Target(
        amount: amount, unit: unit, label: optional("label"), period: period, goal: goal)
    }
    var item = Item(
      kind: kind, name: name, target: target, recurrence: recurrence, start: start,
      time: optional("time").flatMap { TimeOfDay(text: $0) },
      phase: optional("phase").flatMap(Phase.init(rawValue:)), after: optional("after"),
      onlyOn: optional("onlyOn"), notify: text("notify") == "yes")
    item.name = name
    return .success(
      ImportPlan.PlannedItem(
        input: text("input"), item: item, created: created,
        archived: optional("archived").flatMap { CivilDate(iso: $0) },
        completed: optional("completed").flatMap { CivilDate(iso: $0) }, number: number))
  }
}
