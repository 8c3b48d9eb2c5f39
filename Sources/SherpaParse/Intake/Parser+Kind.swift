import SherpaCore

extension Parser {
  /// Whether the name's first verb is an errand ("buy", "pick up"), or "call"/"phone" for a
  /// trade or business ("call the plumber"), never a person ("call mum").
  func startsWithErrand(_ d: Draft) -> Bool {
    let words = d.lexemes.indices.filter { !d.used[$0] && !d.lexemes[$0].isPunct }
      .prefix(6).map { d.lexemes[$0].lower }
    guard let verb = words.first else { return false }
    if words.count > 1, grammar.errandLeads.contains(verb),
      grammar.errands.contains(verb + " " + words[1])
    {
      return true
    }
    // "return to running", "post on instagram": no object, no errand.
    if words.count > 1, ["to", "on", "in", "at", "into", "with"].contains(words[1]) {
      return false
    }
    if grammar.errands.contains(verb) { return true }
    guard grammar.errandCalls.contains(verb) else { return false }
    let object = Array(words.dropFirst())
    for (n, word) in object.enumerated() {
      if grammar.people.contains(word) { return false }
      if grammar.businesses.contains(word) { return true }
      if n + 1 < object.count, grammar.businesses.contains(word + " " + object[n + 1]) {
        return true
      }
    }
    // "call the council": a thing, not a person, unless the word names one.
    return object.count > 1 && ["the", "a", "an"].contains(object[0])
  }
}
