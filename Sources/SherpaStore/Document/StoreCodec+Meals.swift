import SherpaCore

/// Meals, goals and their events in the store's JSON. Numbers read back are checked: macros
/// finite and within what a meal holds, times real times, ids and seqs in range.
extension StoreCodec {
  // MARK: Writing

  /// The pairs of a meal event after `"event":"meal"`, in a fixed order.
  static func pairs(_ meal: Meal) -> [(String, String)] {
    var pairs = [
      ("meal", JSONText.string(meal.name.rawValue)), ("text", JSONText.string(meal.text)),
      ("time", JSONText.string(meal.time.description)),
    ]
    for (nutrient, amount) in meal.macros.said {
      pairs.append((nutrient.rawValue, JSONText.number(amount)))
    }
    if let replaces = meal.replaces { pairs.append(("replaces", String(replaces))) }
    if !meal.made.isEmpty { pairs.append(("made", JSONText.array(meal.made.map(String.init)))) }
    return pairs
  }

  static func encode(_ goal: Goal) -> String {
    JSONText.object([
      ("by", JSONText.string(goal.by.description)),
      ("created", JSONText.string(goal.created.description)),
      ("habits", JSONText.array(goal.habits.map(JSONText.string))), ("id", String(goal.id)),
      ("title", JSONText.string(goal.title)),
    ])
  }

  /// The pairs of a goal event after `"event":"goal"`.
  static func pairs(_ change: GoalChange) -> [(String, String)] {
    var pairs = [("goal", String(change.id))]
    if let before = change.before { pairs.append(("before", encode(before))) }
    if let after = change.after { pairs.append(("after", encode(after))) }
    return pairs
  }

  /// The document's `"goals"` line, or nothing when there are none (stores without goals
  /// are written as before).
  static func goalsLine(_ goals: [Goal]) -> String {
    guard !goals.isEmpty else { return "" }
    return "  \"goals\": [\n" + goals.map { "    " + encode($0) }.joined(by: ",\n")
      + "\n  ],\n"
  }

  // MARK: Reading

  static func meal(_ value: JSONValue, _ seq: Int) throws(Mismatch) -> Meal {
    let context = "meal of event \(seq)"
    guard let name = value["meal"]?.string.flatMap(Meal.Name.init(rawValue:)) else {
      throw Mismatch(problem: "\(context) is not breakfast, lunch, pre-workout, dinner or snack")
    }
    guard let time = value["time"]?.string.flatMap({ TimeOfDay(text: $0) }) else {
      throw Mismatch(problem: "\(context) has no time like 12:30")
    }
    var macros = Macros()
    for nutrient in Macros.Nutrient.allCases {
      guard let field = value[nutrient.rawValue], field != .null else { continue }
      guard let n = field.number, n.isFinite, n >= 0, n <= nutrient.mealLimit else {
        throw Mismatch(
          problem: "\(context) has \(nutrient.rawValue) outside 0 to "
            + Target.format(nutrient.mealLimit))
      }
      macros[nutrient] = n
    }
    var made: [Int] = []
    for element in value["made"]?.array ?? [] {
      guard let n = Checked.int(element, in: 1...Checked.maxSeq) else {
        throw Mismatch(problem: "\(context) names an event Sherpa cannot read")
      }
      made.append(n)
    }
    var replaces: Int?
    if let field = value["replaces"], field != .null {
      guard let n = Checked.int(field, in: 1...Checked.maxSeq) else {
        throw Mismatch(problem: "\(context) replaces an event Sherpa cannot read")
      }
      replaces = n
    }
    return Meal(
      name: name, text: value["text"]?.string ?? "", time: time, macros: macros,
      replaces: replaces, made: made)
  }

  static func goal(_ value: JSONValue) throws(Mismatch) -> Goal {
    guard let id = Checked.int(value["id"], in: 1...Checked.maxSeq) else {
      throw Mismatch(problem: "a goal has no number")
    }
    guard let title = value["title"]?.string, !title.isEmpty else {
      throw Mismatch(problem: "goal \(id) has no title")
    }
    func day(_ key: String) throws(Mismatch) -> CivilDate {
      guard let date = value[key]?.string.flatMap({ CivilDate(iso: $0) }), Checked.isInRange(date)
      else { throw Mismatch(problem: "goal \(id) \(key) is not a date like 2027-03-31") }
      return date
    }
    return Goal(
      id: id, title: title, by: try day("by"), habits: value["habits"]?.strings ?? [],
      created: try day("created"))
  }

  static func goalChange(_ value: JSONValue, _ seq: Int) throws(Mismatch) -> GoalChange {
    guard let id = Checked.int(value["goal"], in: 1...Checked.maxSeq) else {
      throw Mismatch(problem: "event \(seq) names no goal")
    }
    return GoalChange(
      id: id, before: try value["before"].map(goal), after: try value["after"].map(goal))
  }

  static func goals(_ value: JSONValue?) throws(Mismatch) -> [Goal] {
    var goals: [Goal] = []
    for element in value?.array ?? [] { goals.append(try goal(element)) }
    return goals
  }
}
