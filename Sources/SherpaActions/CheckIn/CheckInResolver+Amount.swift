import SherpaCore
import SherpaParse

/// How much a check-in logs on the item it names, in the item's unit.
extension CheckInResolver {
  func amount(_ reading: CheckInReading, _ tracked: TrackedItem, _ answer: CheckInAnswer)
    -> CheckInAnswer
  {
    var answer = answer
    let day = answer.day!
    let target = tracked.target(on: day)
    // "a sip" is no amount: as if none were said.
    guard let quantity = reading.quantity, !reading.noAmount, reading.garbled == nil else {
      if let garbled = reading.garbled {
        answer.why = LogFailure.amountNotUnderstood(garbled, tracked).message
        return answer
      }
      return noAmount(reading, tracked, target, answer)
    }
    if let garbled = reading.garbled {
      answer.why = LogFailure.amountNotUnderstood(garbled, tracked).message
      return answer
    }
    guard quantity.amount != 0 else { return refuse(answer, LogFailure.zero(tracked).message) }
    guard abs(quantity.amount) <= Target.maximumAmount else {
      return refuse(answer, LogFailure.tooMuch(quantity.amount).message)
    }
    guard let (logged, how) = converted(reading, quantity, tracked, target) else {
      let noun = target.label ?? (target.unit == .count ? "times" : target.unit.rawValue)
      answer.why =
        LogFailure.unfit(reading.amountSaid ?? "", tracked, noun: noun, target: target).message
      return answer
    }
    let amount = Target.rounded(logged)
    guard amount != 0, abs(amount) <= Target.maximumAmount else {
      return refuse(answer, LogFailure.zero(tracked).message)
    }
    let before = progress(tracked, day)
    if abs(amount) > target.amount * Amounts.plausible || target.unit == .count && amount > 100 {
      let large = LargeAmount(
        typed: reading.amountSaid ?? Target.format(amount), item: tracked, target: target)
      answer = refuse(answer, large.message)
      answer.largeQuestion = large.question
      answer.isLarge = true
      answer.item = tracked
      answer.amount = amount
      answer.unit = target.unit
      return answer
    }
    guard before + amount >= 0 else {
      return refuse(
        answer,
        LogFailure.belowZero(tracked, when: DayWord.text(day, today: today), logged: before)
          .message)
    }
    answer.action = .log
    answer.amount = amount
    answer.unit = target.unit
    answer.completes =
      target.goal == .atLeast && target.period == .day && before + amount >= target.amount
    answer.conversion = how
    answer.why = how ?? "\(reading.amountSaid ?? Target.format(amount)) on \(tracked.name)"
    return answer
  }

  /// No amount: a task or a target is done, a count goes up by one.
  private func noAmount(
    _ reading: CheckInReading, _ tracked: TrackedItem, _ target: Target, _ answer: CheckInAnswer
  ) -> CheckInAnswer {
    var answer = answer
    if tracked.isOneOff {
      if let completed = tracked.completed {
        return refuse(answer, LogFailure.alreadyCompleted(tracked, on: completed).message)
      }
      // Its own day, today or overdue, whatever the day boundary says.
      let own = tracked.item.start
      if reading.day == nil && own <= max(today, calendarDate) { answer.day = own }
      answer.action = .complete
      answer.completes = true
      answer.why = "\(tracked.name) is done"
      return answer
    }
    if target.isCheckOff {
      answer.action = .complete
      answer.completes = true
      answer.why = "\(tracked.name) is done for the day"
      return answer
    }
    let counts = target.unit == .count && (target.label == nil || target.goal == .atMost)
    // "a protein shake", "my 2nd shake": one of the things a count target counts.
    let one = reading.article || reading.ordinal != nil || namesLabel(reading, target)
    if counts || target.unit == .count && one {
      answer.action = .log
      answer.amount = 1
      answer.unit = .count
      let before = progress(tracked, answer.day!)
      answer.completes = target.goal == .atLeast && before + 1 >= target.amount
      answer.why =
        reading.ordinal.map { "the \(Self.ordinalText($0)) one adds one to \(tracked.name)" }
        ?? "one more on \(tracked.name)"
      return answer
    }
    if target.goal == .atMost {
      answer.why = LogFailure.sayHowMuch(tracked, target).message
      return answer
    }
    answer.action = .complete
    answer.completes = true
    answer.why = "\(tracked.name) is done for the day"
    return answer
  }

  /// The amount in the item's unit, and how it was worked out when it was not said in that
  /// unit; nil when it does not fit the item.
  func converted(
    _ reading: CheckInReading, _ quantity: Quantity, _ tracked: TrackedItem, _ target: Target
  ) -> (Double, String?)? {
    // A bare number in the unit the target was typed in: "2 l a day", then "0.5".
    if quantity.unit == nil, quantity.word == nil,
      let typed = parser.typedUnit(of: tracked.input, for: target.unit, amount: target.amount)
    {
      let amount = quantity.amount * typed.factor
      return (amount, "\(Target.format(quantity.amount)) \(typed.word), as the target was set")
    }
    // A check-off is done or not: no part of it.
    if target.isCheckOff && quantity.amount != quantity.amount.rounded() { return nil }
    if let amount = try? Amounts.amount(quantity, for: tracked, target: target) {
      return (amount, nil)
    }
    // A container or scoop: "2 glasses" is 500 ml; of a counted thing, that many of it.
    let name = reading.servingName ?? reading.countedWord
    if let size = servingSize(name) {
      let count = reading.servingName == nil ? quantity.amount : reading.servingCount
      if target.unit == .count && target.goal == .atMost
        || target.label != nil
          && target.unit == .count
      {
        return (count, nil)
      }
      let poured = Quantity(amount: count * size.amount, unit: size.unit, word: size.unit.rawValue)
      guard let amount = try? Amounts.amount(poured, for: tracked, target: target) else {
        return nil
      }
      return (amount, "\(reading.amountSaid ?? "") = \(Target.format(amount)) \(target.unit)")
    }
    return nil
  }

  /// Whether the words name what the target counts: "protein shake" for "protein shakes".
  private func namesLabel(_ reading: CheckInReading, _ target: Target) -> Bool {
    guard let label = target.label else { return false }
    let words = Self.nameWords(label).map(Stemmed.init)
    return !reading.activity.isEmpty
      && reading.activity.allSatisfy { word in
        words.contains { Self.matches(Stemmed(word), $0) }
      }
  }

  static func ordinalText(_ n: Int) -> String {
    let suffix =
      (11...13).contains(n % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
    return "\(n)\(suffix)"
  }
}
