/// Someone saying they did something: "did my run", "ran 5k", "finished 20 pages of reading".
///
/// The words are split into the activity ("run", "reading") and the amount, if one was
/// said ("5k", "20 pages"); which item the activity is, is for the caller to find.
public struct CheckIn: Equatable, Sendable {
  /// The activity's words, lowercased, with fillers ("my", "the", "of") left out.
  public let activity: [String]
  /// The amount as said ("5k", "3 miles", "20"), or nil.
  public let amount: [String]?

  public init(activity: [String], amount: [String]?) {
    self.activity = activity
    self.amount = amount
  }
}

extension Grammar {
  /// Fillers between the words of a check-in.
  private static let fillers: Set<String> = ["my", "the", "a", "an", "some", "of", "for", "in"]
  /// Words that may come before the verb: "I just ran 5k".
  private static let openers: Set<String> = ["i", "just", "already", "i've", "ive", "today", "finally"]

  /// The check-in these words say, or nil when they do not start like one.
  public func checkIn(_ words: [String]) -> CheckIn? {
    var rest = words.map { $0.lowercased() }
    while let first = rest.first, Self.openers.contains(first) { rest.removeFirst() }
    var activity: [String] = []
    if let lead = checkInLeads.first(where: { rest.starts(with: $0) }) {
      rest.removeFirst(lead.count)
    } else if rest.count > 1, let verb = pastTenses[rest[0] + " " + rest[1]] {
      activity.append(verb)
      rest.removeFirst(2)
    } else if let first = rest.first, let verb = pastTenses[first] {
      activity.append(verb)
      rest.removeFirst()
    } else {
      return nil
    }
    var amount: [String]?
    var index = 0
    while index < rest.count {
      let word = rest[index]
      if amount == nil, let first = word.first, first.isNumber || first == "+" {
        // A number, and the unit word after it when it is one: "3 miles", "20 pages".
        var said = [word]
        // "10 pages of my book": the word between the number and "of" counts the amount.
        if index + 1 < rest.count,
          quantity(word + " " + rest[index + 1])?.unit != nil
            || (index + 2 < rest.count && rest[index + 2] == "of")
        {
          said.append(rest[index + 1])
        }
        amount = said
        index += said.count
        continue
      }
      if !Self.fillers.contains(word) { activity.append(word) }
      index += 1
    }
    guard !activity.isEmpty else { return nil }
    return CheckIn(activity: activity, amount: amount)
  }
}
