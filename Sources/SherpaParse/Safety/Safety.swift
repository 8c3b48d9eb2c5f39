import SherpaCore

extension Grammar {
  /// The concern a message to the coach shows, if any: a crisis, abuse, a question for a
  /// clinician, or a low day.
  ///
  /// Word by word, from the phrases in `grammars/safety.json`: the message is read
  /// lowercased, with contractions and common misspellings rewritten and fillers left out;
  /// idioms ("dead tired", "die for a pizza") are cut out first, and a phrase said after a
  /// negator ("I'm not suicidal", "never going to hurt myself") counts for nothing. Crisis and
  /// abuse phrases also match words one letter off, when both are seven letters or more.
  /// Tiredness alone ("exhausted", "slept badly") is no concern: the coach handles it.
  ///
  /// - Parameter message: What the person wrote, as written.
  /// - Returns: The first of abuse, crisis, clinical and low mood that the message shows;
  ///   nil for an ordinary message.
  public func concern(in message: String) -> Concern? {
    // Read once: with a user file's care sections, the vocabulary is built on each read.
    let care = self.care
    let words = care.cuttingIdioms(from: care.words(of: message))
    let order: [Concern] = [.abuse, .crisis, .clinical, .lowMood]
    for concern in order {
      let isUrgent = concern == .abuse || concern == .crisis
      for phrase in care.phrases[concern] ?? [] {
        for start in words.indices
        where care.matches(phrase.slots[...], words, start, isTolerant: isUrgent) != nil
          && !care.isDenied(words, before: start)
        {
          return concern
        }
      }
    }
    return nil
  }
}

extension CareVocabulary {
  /// A word standing for a pause: punctuation that ends a clause, a cut-out idiom.
  static let pause = "."

  /// The message's words, lowercased and rewritten, with pauses where clauses end.
  func words(of message: String) -> [String] {
    var out: [String] = []
    var word = ""
    func flush() {
      while word.hasSuffix("'") { word.removeLast() }
      guard !word.isEmpty else { return }
      for part in rewrites[word] ?? [word] where !fillers.contains(part) {
        out.append(boundaries.contains(part) ? Self.pause : part)
      }
      word = ""
    }
    for character in message.lowercased() {
      if character.isLetter || character.isNumber {
        word.append(character)
      } else if character == "'" || character == "\u{2019}" || character == "\u{2018}" {
        // An apostrophe inside a word ("don't"), not a quote mark around one.
        if !word.isEmpty { word.append("'") }
      } else {
        flush()
        if ",.;:!?()[]{}\"\u{201C}\u{201D}\u{2014}\u{2013}\u{2026}\n".contains(character),
          out.last != Self.pause
        {
          out.append(Self.pause)
        }
      }
    }
    flush()
    return out
  }

  /// `words` with every idiom replaced by a pause, so that no phrase can use its words.
  func cuttingIdioms(from words: [String]) -> [String] {
    var words = words
    for idiom in idioms {
      var start = 0
      while start < words.count {
        if let end = matches(idiom.slots[...], words, start, isTolerant: false) {
          words.replaceSubrange(start..<end, with: [Self.pause])
        }
        start += 1
      }
    }
    return words
  }

  /// Where the match of `slots` starting at `words[index]` ends, or nil when they do not
  /// match there.
  ///
  /// - Parameter isTolerant: Whether a long word may be one letter off.
  func matches(_ slots: ArraySlice<Phrase.Slot>, _ words: [String], _ index: Int, isTolerant: Bool)
    -> Int?
  {
    guard let slot = slots.first else { return index }
    let rest = slots.dropFirst()
    switch slot {
    case .gap:
      var next = index
      while true {
        if let end = matches(rest, words, next, isTolerant: isTolerant) { return end }
        guard next < words.count, next - index < Self.gapLength, words[next] != Self.pause,
          !negators.contains(words[next])
        else { return nil }
        next += 1
      }
    case .word(let choices, let sets):
      guard index < words.count else { return nil }
      let word = words[index]
      guard word != Self.pause else { return nil }
      let isMatch =
        choices.contains(word) || sets.contains { wordSets[$0]?.contains(word) == true }
        || (isTolerant && choices.contains { Self.isNear($0, word) })
      return isMatch ? matches(rest, words, index + 1, isTolerant: isTolerant) : nil
    }
  }

  /// Whether the words just before `start` deny what follows: a negator, with at most
  /// `bridgeLength` bridge words after it, in the same clause.
  func isDenied(_ words: [String], before start: Int) -> Bool {
    var index = start - 1
    var bridged = 0
    while index >= 0, words[index] != Self.pause {
      if negators.contains(words[index]) { return true }
      guard bridges.contains(words[index]), bridged < Self.bridgeLength else { return false }
      bridged += 1
      index -= 1
    }
    return false
  }

  /// Whether `word` is `known` misspelt by one letter: one added, left out, changed, or two
  /// side by side swapped. Only words of seven letters or more, with the same first letter.
  static func isNear(_ known: String, _ word: String) -> Bool {
    let a = Array(known.unicodeScalars)
    let b = Array(word.unicodeScalars)
    guard a.count >= 7, b.count >= 7, abs(a.count - b.count) <= 1, a.first == b.first else {
      return false
    }
    var i = 0
    while i < min(a.count, b.count), a[i] == b[i] { i += 1 }
    if i == a.count && i == b.count { return false }
    if a.count == b.count {
      if a[(i + 1)...] == b[(i + 1)...] { return true }
      return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i]
        && a[(i + 2)...] == b[(i + 2)...]
    }
    return a.count > b.count ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]
  }
}
