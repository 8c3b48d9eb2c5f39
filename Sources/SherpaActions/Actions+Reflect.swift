import SherpaCore
import SherpaStore

/// What a reflection came to: what was kept, what it replaced, and the XP it earned.
public struct ReflectionResult {
  public let reflection: Reflection
  public let day: CivilDate
  /// The day's earlier reflection of the same kind, which this one replaces.
  public let replaced: Reflection?
  /// +10, or 0 for a second one the same day.
  public let xp: Int
  public let event: Event
}

/// A reflection kept, with its day.
public struct DatedReflection {
  public let day: CivilDate
  public let at: String
  public let reflection: Reflection
}

extension Actions {
  /// A score said for a reflection: a whole number from 1 to 5.
  ///
  /// - Throws: `TimeFailure.score` for anything else.
  public static func score(_ text: String, of kind: Reflection.Kind) throws(TimeFailure) -> Int {
    guard let score = Int(text.trimmingWhitespace()), Reflection.scores.contains(score) else {
      throw .score(text, of: kind)
    }
    return score
  }

  /// `reflect morning|night`: keeps today's reflection of that kind; a second one the same
  /// day replaces the first, without a second +10.
  ///
  /// - Throws: `TimeFailure.emptyReflection` when it says nothing.
  public func reflect(_ reflection: Reflection, at moment: Moment) throws -> ReflectionResult {
    var reflection = reflection
    reflection.text = Self.note(reflection.text)
    guard reflection.score != nil || reflection.text != nil else {
      throw TimeFailure.emptyReflection(reflection.kind)
    }
    if let score = reflection.score, !Reflection.scores.contains(score) {
      throw TimeFailure.score(String(score), of: reflection.kind)
    }
    return try store.transaction(now: moment.stamp) { transaction in
      let today = moment.today(transaction.document.settings)
      let ledger = Ledger(events: try transaction.loggedEvents(for: today...today))
      let replaced = ledger.time(on: today).reflections[reflection.kind]
      let event = transaction.record(.reflect(reflection), day: today)
      return ReflectionResult(
        reflection: reflection, day: today, replaced: replaced,
        xp: replaced == nil ? XPBonus.reflectionXP : 0, event: event)
    }
  }

  /// Every reflection kept (the latest of each kind a day), oldest first.
  public func reflections() throws -> [DatedReflection] {
    let events = try store.allEvents()
    let taken = Event.takenBack(in: events)
    var latest: [String: DatedReflection] = [:]
    for event in events where !taken.contains(event.seq) {
      guard case .reflect(let reflection) = event.action else { continue }
      latest["\(event.day) \(reflection.kind.rawValue)"] = DatedReflection(
        day: event.day, at: event.at, reflection: reflection)
    }
    return latest.values.sorted {
      ($0.day, $0.reflection.kind == .night ? 1 : 0) < (
        $1.day, $1.reflection.kind == .night ? 1 : 0
      )
    }
  }
}
