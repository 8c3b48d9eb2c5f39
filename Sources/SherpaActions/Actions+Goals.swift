import SherpaCore
import SherpaParse
import SherpaStore

/// Setting goals and reading how they go.
public struct GoalFailure: ActionFailure {
  public let message: String
  init(_ message: String) { self.message = message }

  public static func noDate(_ text: String) -> GoalFailure {
    GoalFailure(
      "'\(Shown.text(text))' says what, but not by when. Add a date, like '\(Shown.text(text)) by March'."
    )
  }
  public static func dateNotUnderstood(_ words: String) -> GoalFailure {
    GoalFailure(
      "Didn't understand 'by \(Shown.text(words))' as a date. Say it like 'by March', 'by 1 June' or 'by 2027-03-31'."
    )
  }
  public static func past(_ words: String, _ day: CivilDate) -> GoalFailure {
    GoalFailure(
      "'by \(Shown.text(words))' is \(day.mediumText), which has passed. Give the goal a day to come, like 'by June'."
    )
  }
  public static let noTitle = GoalFailure(
    "Say what the goal is, like 'sherpa goal add \"run a 10k by March\"'.")
  public static func noHabit(_ name: String) -> GoalFailure {
    GoalFailure(
      "There is no habit '\(Shown.text(name))' to feed the goal. 'sherpa list' shows your habits.")
  }
  public static func none(_ text: String) -> GoalFailure {
    GoalFailure("There is no goal '\(Shown.text(text))'. 'sherpa goal' lists them.")
  }
}

/// A goal with how it goes.
public struct GoalStatus {
  public let goal: Goal
  /// The habits that feed it, as found now.
  public let habits: [TrackedItem]
  public let progress: Adherence
  public let left: String
}

extension Actions {
  /// `goal add "run a 10k by March" [--by DATE] [--habits run,stretch]`.
  ///
  /// - Throws: `GoalFailure` for no date, a date not understood or passed, or a habit that
  ///   is not there.
  public func addGoal(
    _ text: String, by: String?, habits: [String], at moment: Moment
  ) throws -> GoalStatus {
    try store.transaction(now: moment.stamp) { transaction in
      let today = moment.today(transaction.document.settings)
      let parser = try vocabulary.currentParser()
      var title = String(text.trimmingWhitespace())
      var dateWords = by.map { String($0.trimmingWhitespace()) }
      if dateWords == nil, let range = Self.lastBy(in: title) {
        dateWords = String(title[range.upperBound...].trimmingWhitespace())
        title = String(title[..<range.lowerBound].trimmingWhitespace())
      }
      guard !title.isEmpty else { throw GoalFailure.noTitle }
      guard let dateWords, !dateWords.isEmpty else { throw GoalFailure.noDate(title) }
      guard let day = parser.goalDay(dateWords, today: today) else {
        throw GoalFailure.dateNotUnderstood(dateWords)
      }
      guard day >= today else { throw GoalFailure.past(dateWords, day) }
      let names = habits.flatMap { $0.split(separator: ",") }.map {
        String($0.trimmingWhitespace())
      }.filter { !$0.isEmpty }
      let items = transaction.document.items
      for name in names
      where ItemRelation.item(named: name, among: items.filter { $0.item.kind == .habit }) == nil {
        throw GoalFailure.noHabit(name)
      }
      let id = (transaction.document.goals.map(\.id).max() ?? 0) + 1
      let goal = Goal(
        id: id, title: title.prefix(1).uppercased() + title.dropFirst(), by: day, habits: names,
        created: today)
      transaction.document.setGoal(goal, id: id)
      transaction.record(.goal(GoalChange(id: id, before: nil, after: goal)), day: today)
      return Self.status(goal, items: items, agenda: nil, today: today)
    }
  }

  /// `goal remove N`: takes a goal away (`undo` brings it back).
  public func removeGoal(_ text: String, at moment: Moment) throws -> Goal {
    try store.transaction(now: moment.stamp) { transaction in
      let today = moment.today(transaction.document.settings)
      let wanted = text.hasPrefix("#") ? String(text.dropFirst()) : text
      guard
        let goal = transaction.document.goals.first(where: {
          String($0.id) == wanted || $0.title.lowercased().hasPrefix(wanted.lowercased())
        })
      else { throw GoalFailure.none(text) }
      transaction.document.setGoal(nil, id: goal.id)
      transaction.record(.goal(GoalChange(id: goal.id, before: goal, after: nil)), day: today)
      return goal
    }
  }

  /// Every goal with its habits and how they went since it was set.
  public func goals(at moment: Moment) throws -> [GoalStatus] {
    let document = try store.document()
    let earliest = document.goals.map(\.created).min() ?? moment.today(document.settings)
    let today = moment.today(document.settings)
    let journal = try HistoryWindow(
      store, document: document, at: moment, around: earliest,
      back: 0)
    return document.goals.map {
      Self.status($0, items: document.items, agenda: journal.agenda, today: today)
    }
  }

  static func status(_ goal: Goal, items: [TrackedItem], agenda: Agenda?, today: CivilDate)
    -> GoalStatus
  {
    GoalStatus(
      goal: goal, habits: goal.linkedItems(among: items),
      progress: agenda.map { goal.progress(in: $0, through: today) } ?? Adherence(),
      left: goal.timeLeft(from: today))
  }

  /// Where the last " by " of a goal's words is: "run a 10k by March".
  private static func lastBy(in text: String) -> Range<String.Index>? {
    var found: Range<String.Index>?
    var index = text.startIndex
    let lowered = text.lowercased()
    while let range = lowered[index...].firstRange(of: " by ") {
      found = range
      index = range.upperBound
    }
    return found.map { text.index($0.lowerBound, offsetBy: 0)..<$0.upperBound }
  }
}
