import SherpaCore

/// Reading `task export`'s JSON, its UTC stamps and its recurrences.
extension TaskwarriorExport {
  /// The tasks of the file: a task per line where Taskwarrior wrote them so (a line that does
  /// not read is a problem, the others come in), else the whole file as one JSON array.
  func read(_ problems: inout [ImportProblem]) throws(ImportFileFailure) -> [Task] {
    let bytes = Array(text.utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let body = lines.enumerated().compactMap { (n, line) -> (Int, Substring)? in
      let cut = Substring(String(line.hasSuffix("\r") ? line.dropLast() : line).trimmingSpaces)
      if cut.isEmpty || cut == "[" || cut == "]" { return nil }
      return (n + 1, cut.hasSuffix(",") ? cut.dropLast() : cut)
    }
    let notATaskList = ImportFileFailure(
      message:
        "\(name) is not a Taskwarrior export (no list of tasks with a uuid and a status). "
        + "Make one with 'task export > tasks.json'. Nothing was changed.")
    var tasks: [Task] = []
    if !body.isEmpty && body.allSatisfy({ $0.1.hasPrefix("{") }) {
      for (line, object) in body {
        guard let value = try? JSONValue(parsing: Array(object.utf8)), value.members != nil else {
          problems.append(
            ImportProblem(file: name, line: line, reason: "not a task Sherpa can read; left out"))
          continue
        }
        tasks.append(Task(line: line, fields: value))
      }
    } else {
      let value: JSONValue
      do {
        value = try JSONValue(parsing: bytes)
      } catch {
        throw ImportFileFailure(
          message:
            "\(name) is not a Taskwarrior export (\(error.description)). Make one with "
            + "'task export > tasks.json'. Nothing was changed.")
      }
      guard let elements = value.array else { throw notATaskList }
      tasks = elements.map { Task(line: 0, fields: $0) }
    }
    let isTask = { (task: Task) in task.string("uuid") != nil && task.string("status") != nil }
    // An empty export is a file with nothing new; one where no line is a task is not one.
    if tasks.isEmpty ? !problems.isEmpty : !tasks.contains(where: isTask) { throw notATaskList }
    return tasks
  }

  /// The local day of a Taskwarrior stamp (`20261120T090000Z`, UTC), or nil when it is not one.
  static func day(of stamp: String, utcOffset: (CivilDate) -> Int) -> CivilDate? {
    let digits = Array(stamp.utf8)
    guard digits.count == 16, digits[8] == UInt8(ascii: "T"), digits[15] == UInt8(ascii: "Z")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var n = 0
      for b in digits[range] {
        guard (48...57).contains(b) else { return nil }
        n = n * 10 + Int(b - 48)
      }
      return n
    }
    guard let year = number(0..<4), let month = number(4..<6), let dayOfMonth = number(6..<8),
      let hour = number(9..<11), let minute = number(11..<13),
      let utc = CivilDate(year: year, month: month, day: dayOfMonth), hour < 24, minute < 60
    else { return nil }
    let minutes = hour * 60 + minute + utcOffset(utc)
    let shift = minutes < 0 ? -1 : minutes >= 24 * 60 ? 1 : 0
    return utc.adding(days: shift)
  }

  /// A `recur` value as a Sherpa recurrence from `start` (the template's due day): the named
  /// periods (`daily`, `weekdays`, `weekly`, `biweekly`, `monthly`, `quarterly`,
  /// `semiannual`, `yearly`) and a number of days, weeks, months or years (`3d`, `2w`,
  /// `6mo`, `P1Y`); nil for anything shorter than a day or not understood.
  static func recurrence(_ text: String, from start: CivilDate) -> Recurrence? {
    var word = text.trimmingSpaces.lowercased()
    let named: [String: String] = [
      "daily": "1d", "day": "1d", "weekly": "1w", "week": "1w", "sennight": "1w",
      "biweekly": "2w", "fortnight": "2w", "monthly": "1m", "month": "1m", "quarterly": "3m",
      "quarter": "3m", "semiannual": "6m", "annual": "1y", "yearly": "1y", "year": "1y",
      "biannual": "2y", "biyearly": "2y",
    ]
    if word == "weekdays" {
      return Recurrence(
        frequency: .weekly,
        byWeekday: [.monday, .tuesday, .wednesday, .thursday, .friday].map { WeekdayRule($0) })
    }
    word = named[word] ?? word
    if word.hasPrefix("p") { word.removeFirst() }
    let count = word.prefix { $0.isASCII && $0.isNumber }
    let unitWord = String(word.dropFirst(count.count)).trimmingSpaces
    let interval = count.isEmpty ? 1 : Int(count) ?? 0
    guard interval >= 1 && interval <= Recurrence.maximumInterval else { return nil }
    let units: [String: Recurrence.Frequency] = [
      "d": .daily, "day": .daily, "days": .daily, "w": .weekly, "wk": .weekly, "wks": .weekly,
      "week": .weekly, "weeks": .weekly, "m": .monthly, "mo": .monthly, "mos": .monthly,
      "mth": .monthly, "mths": .monthly, "month": .monthly, "months": .monthly, "q": .monthly,
      "y": .yearly, "yr": .yearly, "yrs": .yearly, "year": .yearly, "years": .yearly,
    ]
    guard let frequency = units[unitWord] else { return nil }
    let months = unitWord == "q" ? interval * 3 : interval
    switch frequency {
    case .weekly:
      return Recurrence(
        frequency: .weekly, interval: interval, byWeekday: [WeekdayRule(start.weekday)])
    case .monthly:
      return Recurrence(frequency: .monthly, interval: months, byMonthDay: [start.day])
    case .yearly:
      return Recurrence(
        frequency: .yearly, interval: interval, byMonthDay: [start.day], byMonth: [start.month])
    default:
      return Recurrence(frequency: frequency, interval: interval)
    }
  }
}
