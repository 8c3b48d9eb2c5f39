import SherpaCore

extension Parser {
  /// `item` with the parts a phrase re-says replaced: "every weekday at 7am" changes the
  /// schedule and time, "20 min" the target, "jogging" the name; the rest stays.
  ///
  /// - Parameters:
  ///   - item: The item as it is.
  ///   - phrase: What to change, in the same words `parse` understands.
  ///   - today: The day a new schedule starts from.
  /// - Throws: `ParseFailure` when the phrase is not understood, or says nothing to change.
  public func edit(_ item: Item, with phrase: String, today: CivilDate) throws(ParseFailure)
    -> Item
  {
    var draft = try place(phrase)
    let newName = name(of: draft)
    draft.fallbackName = item.name
    let said = try assemble(&draft, today: today)
    var result = item
    var changed = false
    if !newName.isEmpty {
      result.name = said.name
      changed = true
    }
    if draft.amount != nil || draft.period != nil || draft.isLimit {
      result.target = said.target
      // A bare number ("at most 3 a day", "30") keeps what the item counts: its label and
      // unit; "3 times" and a unit say what to count.
      if let amount = draft.amount, amount.unit == .count, amount.label == nil, !amount.isTimes {
        result.target.unit = item.target.unit
        result.target.label = item.target.label
      }
      // "edit run 20 km" on "15 km a week" is 20 km a week: a period not said stays.
      if draft.period == nil { result.target.period = item.target.period }
      changed = true
    }
    if draft.hasSchedule || !draft.dates.isEmpty || !draft.months.isEmpty
      || draft.durationDays != nil || draft.timesCount != nil || !draft.days.isEmpty
    {
      result.recurrence = said.recurrence
      result.start = said.start
      changed = true
    }
    // A clock time and a time by the sun replace each other.
    if draft.time != nil {
      result.time = said.time
      result.times = said.times
      result.solar = nil
      changed = true
    }
    if draft.solar != nil {
      result.solar = said.solar
      result.time = nil
      result.times = []
      changed = true
    }
    if draft.phase != nil {
      result.phase = said.phase
      changed = true
    }
    if draft.after != nil {
      result.after = said.after
      changed = true
    }
    if draft.onlyOn != nil {
      result.onlyOn = said.onlyOn
      changed = true
    }
    if draft.notify {
      result.notify = true
      changed = true
    }
    if draft.isTask {
      result.kind = .task
      changed = true
    }
    guard changed else { throw .noActivity(phrase: phrase) }
    return result
  }
}
