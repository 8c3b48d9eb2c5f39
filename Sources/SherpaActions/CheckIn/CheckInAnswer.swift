import SherpaCore
import SherpaParse

/// What a check-in comes to, before anything is written: the answer of the logging contract
/// (`sherpa parse --log --json`), which every door then acts on.
public struct CheckInAnswer: Sendable {
  public enum Action: String, Sendable {
    /// An amount toward a target or a count.
    case log
    /// Done, with no amount, on a target or a task.
    case complete
    case skip
    /// Two or more items fit: `candidates`.
    case ask
    /// Nothing understood, or nothing it fits: `why`, maybe `suggestions`.
    case none
    /// An amount or a day that cannot be right: `why`.
    case refuse
  }

  public var action: Action
  public var reading: CheckInReading
  public var item: TrackedItem?
  /// In the item's unit, after conversion.
  public var amount: Double?
  public var unit: SherpaCore.Unit?
  public var day: CivilDate?
  public var note: String?
  /// Whether the log makes the day's target.
  public var completes = false
  public var why: String
  public var candidates: [TrackedItem] = []
  public var suggestions: [String] = []
  /// How the amount was worked out when it was not said in the item's unit ("2 glasses =
  /// 500 ml"): the reply says so.
  public var conversion: String?
  /// A refusal a person at a terminal may overrule: an amount far past the target.
  public var isLarge = false
  /// What a terminal asks before overruling it.
  public var largeQuestion: String?

  init(_ action: Action, _ reading: CheckInReading, why: String) {
    self.action = action
    self.reading = reading
    self.why = why
  }

  /// Whether the answer writes something.
  public var writes: Bool { action == .log || action == .complete || action == .skip }

  /// The contract's JSON object.
  public var json: String {
    var pairs: [(String, String)] = [
      ("action", JSONText.string(action.rawValue)),
      (
        "item",
        item.map {
          JSONText.object([("id", String($0.id)), ("name", JSONText.string($0.name))])
        } ?? "null"
      ),
      ("amount", amount.map(JSONText.number) ?? "null"),
      ("unit", JSONText.optional(unit?.rawValue)),
      ("day", JSONText.optional(day?.description)),
      ("note", JSONText.optional(note)),
      ("completes", completes ? "true" : "false"),
      ("read", readJSON),
      ("why", JSONText.string(why)),
    ]
    if action == .ask {
      pairs.append(
        (
          "candidates",
          JSONText.array(
            candidates.map {
              JSONText.object([("id", String($0.id)), ("name", JSONText.string($0.name))])
            })
        ))
    }
    if !suggestions.isEmpty {
      pairs.append(("suggestions", JSONText.array(suggestions.map(JSONText.string))))
    }
    return JSONText.object(pairs)
  }

  private var readJSON: String {
    let words = ([reading.verbSaid].compactMap { $0 } + reading.activity).joined(by: " ")
    var amount = "null"
    var unit: String? = nil
    if let quantity = reading.quantity {
      amount = JSONText.number(reading.number ?? quantity.amount)
      unit = reading.servingName ?? quantity.word
    }
    return JSONText.object([
      ("activity", words.isEmpty ? "null" : JSONText.string(words)),
      ("amount", amount), ("unit", JSONText.optional(unit)),
      ("day", JSONText.optional(reading.daySaid)),
      ("skip", reading.isSkip ? "true" : "false"),
    ])
  }

  /// The one line a door prints when the answer writes nothing.
  public var refusal: CheckInFailure { CheckInFailure(self) }
}

/// A check-in that wrote nothing, saying why: the answer was `ask`, `none` or `refuse`.
public struct CheckInFailure: ActionFailure {
  public let message: String
  public let answer: CheckInAnswer

  init(_ answer: CheckInAnswer) {
    self.answer = answer
    self.message = answer.why
  }

  public static func == (a: CheckInFailure, b: CheckInFailure) -> Bool { a.message == b.message }
}
