import SherpaCore

/// What a message to the coach says: something done, skipped or tired, a question about
/// the plan, a request to move or rescue. Its words live in `grammars/coach.json`.
public enum CoachMessage: Equatable, Sendable {
  /// "did my run", "ran 3 miles", "only 20 minutes of reading", "skipping yoga, I'm sick":
  /// the reading of the one check-in reader (`Parser.readCheckIn`).
  case checkIn(CheckInReading)
  /// "slept badly", "exhausted".
  case tired
  /// "what's left?"
  case whatsLeft
  /// "why that order?"
  case why
  /// "move reading to tonight"; a nil part of the day means now, first.
  case move(activity: [String], to: Phase?)
  /// "rescue my evening".
  case rescue
  /// "plan my day".
  case plan
  case thanks
  /// "I'm hungry", "plan a meal", "workout recap": a question for the nutrition coach.
  case nutrition(NutritionAsk)
}

/// The coach's vocabulary, from the `coach.json` sections of the grammar files.
public struct CoachWords: Sendable {
  var tired: [[String]] = []
  var negations: [[String]] = []
  var whatsLeft: [[String]] = []
  var why: [[String]] = []
  var rescue: [[String]] = []
  var plan: [[String]] = []
  var thanks: [[String]] = []
  var moveLeads: [[String]] = []
  /// "tonight" → evening; "now" → nil.
  var moveTargets: [([String], Phase?)] = []
  /// Activities that are not items but say when: "breakfast" → morning.
  public private(set) var activityPhases: [String: Phase] = [:]

  /// The words of the grammar files compiled in, built on first use.
  static let builtIn: CoachWords = {
    var words = CoachWords()
    for file in Grammar.files {
      // The files are part of the build and checked by tests; a broken one is a build bug.
      let document = try! JSONValue(parsing: file.bytes)
      if hasSections(document) { words.add(document) }
    }
    return words
  }()

  /// The sections of a grammar file that hold coach words.
  static let sections: Set<String> = [
    "amountLeads", "skipLeads", "reasonLeads", "dropWords", "tired", "negations", "whatsLeft",
    "why", "rescue", "plan", "thanks", "moveLeads", "moveTargets", "activityPhases",
  ]

  static func hasSections(_ doc: JSONValue) -> Bool {
    doc.members?.contains { sections.contains($0.0) } ?? false
  }

  mutating func add(_ doc: JSONValue) {
    func phrases(_ key: String, into list: inout [[String]]) {
      list += (doc[key]?.strings ?? []).map { CoachWords.words($0) }
      list.sort { $0.count > $1.count }
    }
    phrases("tired", into: &tired)
    phrases("negations", into: &negations)
    phrases("whatsLeft", into: &whatsLeft)
    phrases("why", into: &why)
    phrases("rescue", into: &rescue)
    phrases("plan", into: &plan)
    phrases("thanks", into: &thanks)
    phrases("moveLeads", into: &moveLeads)
    for (phrase, value) in doc["moveTargets"]?.members ?? [] {
      guard let name = value.string else { continue }
      moveTargets.append((CoachWords.words(phrase), Phase(rawValue: name)))
    }
    moveTargets.sort { $0.0.count > $1.0.count }
    for (phrase, value) in doc["activityPhases"]?.members ?? [] {
      if let phase = value.string.flatMap(Phase.init(rawValue:)) {
        activityPhases[phrase.lowercased()] = phase
      }
    }
  }

  /// Lowercased words; a comma, semicolon, dash or full stop becomes its own "," word, so a
  /// reason can be told from the activity ("skipping yoga, sick").
  static func words(_ text: String, keepingCase: Bool = false) -> [String] {
    var words: [String] = []
    var word = ""
    func end() {
      if !word.isEmpty { words.append(word) }
      word = ""
    }
    for character in keepingCase ? text : text.lowercased() {
      switch character {
      case ",", ";", "—", "–", ".", ":", "!", "(", ")":
        end()
        if words.last != "," { words.append(",") }
      case "?", "\"": end()
      case "’": word.append("'")
      case _ where character.isWhitespace: end()
      case "-" where word.isEmpty: if words.last != "," { words.append(",") }
      default: word.append(character)
      }
    }
    end()
    while words.last == "," { words.removeLast() }
    while words.first == "," { words.removeFirst() }
    return words
  }
}

extension Grammar {
  /// What a message to the coach says, or nil when it says none of the things the coach
  /// understands (the coach then asks).
  public func coachMessage(_ text: String) -> CoachMessage? {
    let coach = coachWords
    let words = CoachWords.words(text)
    guard !words.isEmpty else { return nil }
    let bare = words.filter { $0 != "," }
    func whole(_ list: [[String]]) -> Bool { list.contains { $0 == bare } }
    if whole(coach.thanks) { return .thanks }
    if let ask = nutritionAsk(text) { return .nutrition(ask) }
    if whole(coach.why) || bare.first == "why" { return .why }
    if whole(coach.whatsLeft) || coach.whatsLeft.contains(where: { bare.starts(with: $0) }) {
      return .whatsLeft
    }
    if whole(coach.rescue) || coach.rescue.contains(where: { bare.starts(with: $0) }) {
      return .rescue
    }
    if whole(coach.plan) { return .plan }
    if let move = move(bare, coach) { return move }
    if coach.tired.contains(where: { bare.starts(with: $0) }) { return .tired }
    let reading = Parser(grammar: self).readCheckIn(text)
    let reports = reading.saysDone || reading.quantity != nil || reading.ordinal != nil
    if reading.isSkip || reading.namesSomething && reports {
      return .checkIn(reading)
    }
    if isTired(bare, coach) { return .tired }
    return nil
  }

  private func move(_ words: [String], _ coach: CoachWords) -> CoachMessage? {
    guard let lead = coach.moveLeads.first(where: { words.starts(with: $0) }) else { return nil }
    var rest = Array(words.dropFirst(lead.count))
    guard
      let (phrase, phase) = coach.moveTargets.first(where: { target in
        rest.count > target.0.count && rest.suffix(target.0.count).elementsEqual(target.0)
      })
    else { return nil }
    rest.removeLast(phrase.count)
    if rest.last == "to" || rest.last == "until" || rest.last == "for" { rest.removeLast() }
    let activity = rest.filter { !["my", "the", "a", "an"].contains($0) }
    guard !activity.isEmpty else { return nil }
    return .move(activity: activity, to: phase)
  }

  private func isTired(_ words: [String], _ coach: CoachWords) -> Bool {
    for start in words.indices {
      let tail = words[start...]
      guard coach.tired.contains(where: { tail.starts(with: $0) }) else { continue }
      let before = words[..<start]
      let negated =
        coach.negations.contains { before.suffix($0.count).elementsEqual($0) }
        || (before.last.map { $0.hasSuffix("n't") || $0.hasSuffix("nt") } ?? false)
      if !negated { return true }
    }
    return false
  }
}
