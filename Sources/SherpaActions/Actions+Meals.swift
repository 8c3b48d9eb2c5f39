import SherpaCore
import SherpaParse
import SherpaStore

/// Logging and changing meals.
public struct MealLogFailure: ActionFailure {
  public let message: String
  init(_ message: String) { self.message = message }

  public static func badTime(_ text: String) -> MealLogFailure {
    MealLogFailure(
      "Didn't understand '\(Shown.text(text))' as a time. Say it like '--at 12:30' or '--at 7pm'.")
  }
  public static func noMeal(_ number: Int, when: String, count: Int) -> MealLogFailure {
    guard count > 0 else {
      return MealLogFailure("No meals are logged \(when), so there is no meal \(number) to change.")
    }
    return MealLogFailure(
      "There is no meal \(number) \(when); 'sherpa meals' numbers them 1 to \(count).")
  }
}

/// A day's meals, their totals, and what the day aims at.
public struct MealDay {
  public let day: CivilDate
  public let today: CivilDate
  /// In the order eaten; `sherpa meals` numbers them from 1.
  public let meals: [LoggedMeal]
  public let isTraining: Bool
  public let targets: NutritionTargets.Day

  public var total: Macros { Macros.total(meals.map(\.meal.macros)) }
}

/// What `eat` or a meal's edit came to.
public struct MealResult {
  public let logged: LoggedMeal
  /// The meal habit it completed, if one was due.
  public let completed: TrackedItem?
  /// The kitchen's limit it counted against, when eaten after closing.
  public let late: TrackedItem?
  /// The meal it replaced, for an edit.
  public let replaced: LoggedMeal?
  public let day: MealDay
  /// The settings as saved with it, for showing it (nothing is read after the change).
  public let settings: Settings
}

extension Actions {
  /// `eat [MEAL:] TEXT`: logs a meal with the macros the text says, completes the day's habit
  /// for that meal (and counts a meal after the kitchen closed against its limit), all as
  /// one change.
  ///
  /// - Parameters:
  ///   - time: `--at`, "12:30" or "7pm"; now when nil.
  /// - Throws: `MealFailure` for a line that is not a meal, `MealLogFailure` for a time that
  ///   is not one, `DayFailure` for a day to come.
  public func eat(_ line: String, date: String?, time: String?, at moment: Moment) throws
    -> MealResult
  {
    try store.transaction(now: moment.stamp) { transaction in
      let (today, day) = try days(date, transaction.document.settings, moment)
      let eaten = try Self.time(time, moment)
      let grammar = try vocabulary.currentGrammar()
      let draft = try grammar.meal(line)
      let name = draft.name ?? grammar.mealWords.meal(at: eaten)
      let ledger = try Self.ledger(around: day, in: transaction)
      let agenda = Agenda(
        items: transaction.document.items, ledger: ledger,
        settings: transaction.document.settings, today: today)
      var made: [Int] = []
      let habit = Self.mealHabit(name, on: day, in: agenda)
      if let habit {
        made.append(
          transaction.record(.done(item: habit.id, note: "ate at \(eaten)"), day: day).seq)
      }
      let kitchen = Self.closedKitchen(at: eaten, on: day, in: agenda, grammar.mealWords)
      if let kitchen {
        made.append(
          transaction.record(
            .progress(item: kitchen.id, amount: 1, note: "ate at \(eaten)"), day: day
          ).seq)
      }
      let meal = Meal(name: name, text: draft.text, time: eaten, macros: draft.macros, made: made)
      let event = transaction.record(.meal(meal), day: day)
      return MealResult(
        logged: LoggedMeal(seq: event.seq, day: day, meal: meal), completed: habit,
        late: kitchen, replaced: nil,
        day: try mealDay(day, today: today, in: transaction, adding: transaction.recorded),
        settings: transaction.document.settings)
    }
  }

  /// `edit --meal N TEXT`: says meal `number` of the day again. The meal keeps its time
  /// unless `time` is given, and its meal unless the text names another; the habit it
  /// completed stays completed.
  public func editMeal(
    _ number: Int, _ line: String, date: String?, time: String?, at moment: Moment
  ) throws -> MealResult {
    try store.transaction(now: moment.stamp) { transaction in
      let (today, day) = try days(date, transaction.document.settings, moment)
      let grammar = try vocabulary.currentGrammar()
      let draft = try grammar.meal(line)
      let meals = LoggedMeal.meals(on: day, in: try transaction.events(since: day))
      guard meals.indices.contains(number - 1) else {
        throw MealLogFailure.noMeal(
          number, when: DayWord.text(day, today: today), count: meals.count)
      }
      let old = meals[number - 1]
      let eaten = try time.map { try Self.time($0, moment) } ?? old.meal.time
      let meal = Meal(
        name: draft.name ?? old.meal.name, text: draft.text, time: eaten, macros: draft.macros,
        replaces: old.seq)
      let event = transaction.record(.meal(meal), day: day)
      return MealResult(
        logged: LoggedMeal(seq: event.seq, day: day, meal: meal), completed: nil, late: nil,
        replaced: old,
        day: try mealDay(day, today: today, in: transaction, adding: transaction.recorded),
        settings: transaction.document.settings)
    }
  }

  /// The meals of the day `date` names (today when nil), with its targets.
  public func meals(date: String?, at moment: Moment) throws -> MealDay {
    let document = try store.document()
    let today = moment.today(document.settings)
    let parser = date == nil ? nil : try vocabulary.currentParser()
    let day = try DayWord.day(date, today: today, future: true) { parser?.pastDay($0, today: $1) }
    let journal = try HistoryWindow(store, document: document, at: moment, around: day, back: 0)
    return mealDay(
      day, today: today, document: document, events: journal.events, agenda: journal.agenda)
  }

  /// A day's meals and targets from a journal that reads it.
  public func meals(on day: CivilDate, in journal: HistoryWindow) -> MealDay {
    mealDay(
      day, today: journal.today, document: journal.document, events: journal.events,
      agenda: journal.agenda)
  }

  /// A day's meals and targets from what is read.
  func mealDay(
    _ day: CivilDate, today: CivilDate, document: StoreDocument, events: [Event], agenda: Agenda
  ) -> MealDay {
    let isTraining = Self.isTraining(day, in: agenda, words: MealWords.builtIn)
    return MealDay(
      day: day, today: today, meals: LoggedMeal.meals(on: day, in: events),
      isTraining: isTraining, targets: document.settings.nutrition.day(isTraining: isTraining))
  }

  private func mealDay(
    _ day: CivilDate, today: CivilDate, in transaction: Transaction, adding recorded: [Event]
  ) throws -> MealDay {
    let events = try transaction.events(since: Self.monthStart(day, back: 0)) + recorded
    let agenda = Agenda(
      items: transaction.document.items, ledger: Ledger(events: events),
      settings: transaction.document.settings, today: today)
    return mealDay(
      day, today: today, document: transaction.document, events: events, agenda: agenda)
  }

  /// How eating went over the last `days` days to the journal's today.
  public func mealStats(in journal: HistoryWindow, days: Int) -> MealStats {
    let agenda = journal.agenda
    let nutrition = journal.document.settings.nutrition
    return MealStats(
      meals: LoggedMeal.meals(in: journal.events),
      in: journal.today.adding(days: 1 - days)...journal.today
    ) { day in
      nutrition.day(isTraining: Self.isTraining(day, in: agenda, words: MealWords.builtIn))
    }
  }

  // MARK: Rules

  /// `--at` read, or now.
  static func time(_ text: String?, _ moment: Moment) throws(MealLogFailure) -> TimeOfDay {
    guard let text else { return moment.time }
    guard let time = Profile.time(text) else { throw .badTime(text) }
    return time
  }

  /// The habit due on `day` that a meal of `name` completes: one the meal's word names
  /// ("Lunch", "Eat breakfast", "Pre-workout meal"), scheduled that day and not done yet.
  static func mealHabit(_ name: Meal.Name, on day: CivilDate, in agenda: Agenda) -> TrackedItem? {
    let due = agenda.items.filter { tracked in
      tracked.item.kind == .habit && !tracked.isArchived && tracked.item.target.goal == .atLeast
        && agenda.entry(for: tracked, on: day).map { !$0.isDone } == true
    }
    return ItemRelation.item(named: name.rawValue, among: due)
  }

  /// The kitchen's limit a meal at `time` breaks: one whose closing time has passed (a meal
  /// after midnight but before the day boundary is late too).
  static func closedKitchen(
    at time: TimeOfDay, on day: CivilDate, in agenda: Agenda, _ words: MealWords
  ) -> TrackedItem? {
    let minutes =
      time < agenda.settings.dayBoundary ? time.minutes + 24 * 60 : time.minutes
    return agenda.items.first { tracked in
      guard words.isKitchen(tracked), let closes = tracked.item.time,
        agenda.entry(for: tracked, on: day) != nil
      else { return false }
      return minutes >= closes.minutes
    }
  }

  /// Whether `day` is a training day: a workout habit is scheduled or done on it.
  static func isTraining(_ day: CivilDate, in agenda: Agenda, words: MealWords) -> Bool {
    if agenda.settings.profile.workoutDays.contains(day.weekday) { return true }
    return agenda.items.contains { tracked in
      tracked.item.kind == .habit && words.isWorkout(tracked.name)
        && agenda.entry(for: tracked, on: day) != nil
    }
      || agenda.items.contains { tracked in
        words.isWorkout(tracked.name) && agenda.ledger.tally(item: tracked.id, on: day).isCompleted
      }
  }
}
