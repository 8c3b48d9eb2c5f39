import SherpaCore

/// A meal line read: the meal it was (nil when no meal word said it), what it was, and the
/// macros in it.
public struct MealDraft: Hashable, Sendable {
  public var name: Meal.Name?
  public var text: String
  public var macros: Macros
}

extension Grammar {
  /// Reads a meal line the ways people write one: "lunch: chicken salad, 35g protein, 520
  /// kcal", "oats ~400cal p30 c50 f10", "2 eggs (12 g protein) and toast".
  ///
  /// A leading meal word (or `MEAL:`) names the meal; each amount goes with the nutrient
  /// word beside it — after it ("35g protein") or before it ("protein 35g"), whichever way
  /// the line starts — and a nutrient said twice is added up. A range counts its middle.
  /// Everything else is the description.
  ///
  /// - Throws: `MealFailure` for an empty line, an unknown word before a colon, or an amount
  ///   below zero or beyond what a meal holds.
  public func meal(_ line: String) throws(MealFailure) -> MealDraft {
    let words = mealWords
    var text = Substring(line.trimmingWhitespace())
    guard !text.isEmpty else { throw .empty }
    var name: Meal.Name?
    // "MEAL: …": the word before the colon must be a meal.
    if let colon = text.firstIndex(of: ":") {
      let head = text[..<colon].trimmingWhitespace().lowercased()
      let headWords = head.split(separator: " ").map(String.init)
      let isMacro = headWords.contains { words.nutrients[$0] != nil || $0.first?.isNumber == true }
      if !head.isEmpty && headWords.count <= 2 && !isMacro {
        guard let meal = words.meals.first(where: { $0.0 == headWords })?.1 else {
          throw .unknownMeal(
            word: String(text[..<colon].trimmingWhitespace()), suggestion: nearestMeal(head))
        }
        name = meal
        text = text[text.index(after: colon)...]
      }
    }
    if name == nil {
      let lowered = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
      for (phrase, meal) in words.meals where lowered.starts(with: phrase) {
        name = meal
        var rest = text
        for _ in phrase {
          rest = rest.drop { $0.isWhitespace }.drop { !$0.isWhitespace }
        }
        text = rest.drop { $0.isWhitespace || $0 == "," || $0 == "-" }
        break
      }
    }
    var reader = MacroReader(text: String(text), words: words)
    let macros = try reader.read()
    return MealDraft(name: name, text: reader.description, macros: macros)
  }

  private func nearestMeal(_ word: String) -> String? {
    Spelling.nearest(to: word, among: mealWords.mealWords)
  }
}

/// The macros of a meal line: tokens that remember where they came from, so what is not a
/// macro stays as the description.
struct MacroReader {
  struct Token {
    enum Kind: Equatable {
      case number(Double)
      case word(String)
      case separator
    }
    var kind: Kind
    /// Where it is in the text, in characters.
    var range: Range<Int>
  }

  let characters: [Character]
  let words: MealWords
  var tokens: [Token] = []
  /// Tokens that made a macro.
  var used = Set<Int>()

  init(text: String, words: MealWords) {
    characters = Array(text)
    self.words = words
    tokens = Self.tokens(characters, words)
  }

  /// Splits the text into numbers, words and separators; "35g" is a number and a word,
  /// "30-40g" a number, "-", a number and a word; "1,200" one number.
  static func tokens(_ characters: [Character], _ words: MealWords) -> [Token] {
    var tokens: [Token] = []
    var i = 0
    while i < characters.count {
      let c = characters[i]
      if c.isWhitespace {
        i += 1
      } else if isDigit(c) || (c == "." && i + 1 < characters.count && isDigit(characters[i + 1])) {
        let start = i
        var digits = ""
        while i < characters.count {
          let d = characters[i]
          if isDigit(d) || d == "." {
            digits.append(d)
          } else if d != "," || !isThousands(characters, at: i) {
            break
          }
          i += 1
        }
        let kind: Token.Kind = Double(digits).map { .number($0) } ?? .word(digits)
        tokens.append(Token(kind: kind, range: start..<i))
      } else if c.isLetter {
        let start = i
        var word = ""
        while i < characters.count, continuesWord(characters, at: i, word, words) {
          word.append(characters[i])
          i += 1
        }
        let lowered = word.lowercased()
        if let split = gluedUnit(lowered, after: tokens.last, at: start, words) {
          // "35gP", "35gprotein": a unit glued to a nutrient.
          let middle = start + split.unit.count
          tokens.append(Token(kind: .word(split.unit), range: start..<middle))
          tokens.append(Token(kind: .word(split.nutrient), range: middle..<i))
        } else {
          tokens.append(Token(kind: .word(lowered), range: start..<i))
        }
      } else if ",;()|[]".contains(c) {
        tokens.append(Token(kind: .separator, range: i..<(i + 1)))
        i += 1
      } else {
        tokens.append(Token(kind: .word(String(c)), range: i..<(i + 1)))
        i += 1
      }
    }
    return tokens
  }

  private static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

  /// Whether the comma at `i` groups thousands: three digits follow, then no more digits.
  private static func isThousands(_ characters: [Character], at i: Int) -> Bool {
    guard i + 3 < characters.count else { return false }
    for k in (i + 1)...(i + 3) where !isDigit(characters[k]) { return false }
    return i + 4 == characters.count || !isDigit(characters[i + 4])
  }

  private static func continuesWord(
    _ characters: [Character], at i: Int, _ word: String, _ words: MealWords
  ) -> Bool {
    let c = characters[i]
    if c.isLetter || c == "'" || c == "/" { return true }
    if c == "-" { return i + 1 < characters.count && characters[i + 1].isLetter }
    if c == "." { return !word.isEmpty && words.approximately.contains(word.lowercased() + ".") }
    return false
  }

  private static func gluedUnit(
    _ lowered: String, after previous: Token?, at start: Int, _ words: MealWords
  ) -> (unit: String, nutrient: String)? {
    guard let previous, case .number = previous.kind, previous.range.upperBound == start,
      words.nutrients[lowered] == nil
    else { return nil }
    let units = words.massUnits.keys.filter { lowered.hasPrefix($0) }
    guard let unit = units.max(by: { $0.count < $1.count }) else { return nil }
    let rest = String(lowered.dropFirst(unit.count))
    return words.nutrients[rest] != nil ? (unit, rest) : nil
  }

  /// An amount as said: in kcal or grams, whether a minus was glued to it, what its unit
  /// says, and the tokens it takes.
  struct Amount {
    var value: Double
    var isNegative: Bool
    /// True for an energy unit (kcal, kJ), false for a mass (g, oz), nil with no unit.
    var energy: Bool?
    var tokens: ClosedRange<Int>
  }

  /// The amount whose number is at `index`, with what goes with it: "~" or "about" before,
  /// a glued minus, a range's second number (the middle is kept), a unit.
  func amount(at index: Int) -> Amount? {
    var i = index
    var first = index
    var isNegative = false
    func word(_ k: Int) -> String? {
      guard k >= 0, k < tokens.count, case .word(let w) = tokens[k].kind else { return nil }
      return w
    }
    func number(_ k: Int) -> Double? {
      guard k >= 0, k < tokens.count, case .number(let n) = tokens[k].kind else { return nil }
      return n
    }
    guard var value = number(i) else { return nil }
    // A minus glued to the number, not a range's dash.
    if let minus = word(i - 1), minus == "-" || minus == "−", number(i - 2) == nil,
      tokens[i - 1].range.upperBound == tokens[i].range.lowerBound
    {
      isNegative = true
      first = i - 1
    }
    if let approx = word(first - 1), words.approximately.contains(approx) { first -= 1 }
    if let dash = word(i + 1), words.rangeWords.contains(dash), let high = number(i + 2) {
      value = (value + high) / 2
      i += 2
    }
    var energy: Bool?
    if let unit = word(i + 1) {
      if let factor = words.energyUnits[unit] {
        value *= factor
        energy = true
        i += 1
      } else if let factor = words.massUnits[unit] {
        value *= factor
        energy = false
        i += 1
      }
    }
    return Amount(value: value, isNegative: isNegative, energy: energy, tokens: first...i)
  }

  /// The nutrient a word at `index` names, if it is one and not used yet.
  func nutrient(at index: Int) -> Macros.Nutrient? {
    guard index >= 0, index < tokens.count, !used.contains(index),
      case .word(let w) = tokens[index].kind
    else { return nil }
    return words.nutrients[w]
  }

  mutating func read() throws(MealFailure) -> Macros {
    var macros = Macros()
    // Which side a nutrient word is on: the side the line's first pairing uses.
    let nutrientFirst = isNutrientFirst()
    var index = 0
    while index < tokens.count {
      guard case .number = tokens[index].kind, !used.contains(index), let amount = amount(at: index)
      else {
        index += 1
        continue
      }
      var after = amount.tokens.upperBound + 1
      if after < tokens.count, case .word(let w) = tokens[after].kind, w == "of" { after += 1 }
      var before = amount.tokens.lowerBound - 1
      if before >= 0, case .word(let w) = tokens[before].kind, words.joiners.contains(w), w != "of"
      {
        before -= 1
      }
      var choice: (Macros.Nutrient, ClosedRange<Int>)?
      let right = nutrient(at: after).map { ($0, amount.tokens.lowerBound...after) }
      let left = nutrient(at: before).map { ($0, before...amount.tokens.upperBound) }
      if amount.energy == true {
        // "520 kcal": the unit says it.
        choice = (.kcal, amount.tokens)
        if let right, right.0 == .kcal { choice = right }
      } else if let glued = glued(left, right, amount) {
        // "p40", "40p": a marker stuck to its number is its own, whatever the order.
        choice = glued
      } else {
        choice = nutrientFirst ? (left ?? right) : (right ?? left)
      }
      guard let (nutrient, span) = choice,
        !(nutrient == .kcal && amount.energy == false)
      else {
        index = amount.tokens.upperBound + 1
        continue
      }
      let said = text(of: span)
      if amount.isNegative { throw .negative(words: said) }
      let value = Target.rounded(amount.value)
      let total = Target.rounded((macros[nutrient] ?? 0) + value)
      guard value <= nutrient.mealLimit, total <= nutrient.mealLimit else {
        throw .tooMuch(words: said, nutrient: nutrient)
      }
      macros[nutrient] = total
      for k in span { used.insert(k) }
      index = span.upperBound + 1
    }
    return macros
  }

  /// The side whose nutrient word touches the amount with no space ("p40", "40p"), when
  /// only one does.
  private func glued(
    _ left: (Macros.Nutrient, ClosedRange<Int>)?, _ right: (Macros.Nutrient, ClosedRange<Int>)?,
    _ amount: Amount
  ) -> (Macros.Nutrient, ClosedRange<Int>)? {
    let first = tokens[amount.tokens.lowerBound].range.lowerBound
    let last = tokens[amount.tokens.upperBound].range.upperBound
    let leftTouches = left.map { tokens[$0.1.lowerBound].range.upperBound == first } ?? false
    let rightTouches = right.map { tokens[$0.1.upperBound].range.lowerBound == last } ?? false
    if leftTouches && !rightTouches { return left }
    if rightTouches && !leftTouches { return right }
    return nil
  }

  /// Whether the line's first nutrient word with an amount beside it comes before its
  /// first amount ("protein 35g, carbs 40g", "p30 c50") rather than after ("35g protein").
  /// An amount its unit already names ("600cal") says nothing of the order.
  func isNutrientFirst() -> Bool {
    for index in tokens.indices {
      if case .number = tokens[index].kind {
        if index + 1 < tokens.count, case .word(let unit) = tokens[index + 1].kind,
          words.energyUnits[unit] != nil
        {
          continue
        }
        return false
      }
      guard nutrient(at: index) != nil else { continue }
      var next = index + 1
      if next < tokens.count, case .word(let w) = tokens[next].kind, words.joiners.contains(w) {
        next += 1
      }
      if next < tokens.count, case .word(let w) = tokens[next].kind, words.approximately.contains(w)
      {
        next += 1
      }
      if next < tokens.count, case .number = tokens[next].kind { return true }
    }
    return false
  }

  /// The text a span of tokens covers, as typed.
  func text(of span: ClosedRange<Int>) -> String {
    String(
      characters[
        tokens[span.lowerBound].range.lowerBound..<tokens[span.upperBound].range.upperBound])
  }

  /// The line without its macros: "chicken salad" from "chicken salad, 35g protein, 520 kcal".
  var description: String {
    var kept: [Character] = []
    var cursor = 0
    for index in tokens.indices where used.contains(index) {
      let range = tokens[index].range
      if range.lowerBound > cursor { kept += characters[cursor..<range.lowerBound] }
      kept.append(" ")
      cursor = max(cursor, range.upperBound)
    }
    if cursor < characters.count { kept += characters[cursor...] }
    return Self.tidy(String(kept), words)
  }

  /// Collapses what taking the macros out left behind: empty brackets, doubled commas,
  /// joiners at the ends.
  static func tidy(_ text: String, _ words: MealWords) -> String {
    var pieces: [String] = []
    var current = ""
    func flush() {
      let trimmed = String(current.split(whereSeparator: \.isWhitespace).joined(by: " "))
      pieces.append(trimmed)
      current = ""
    }
    var bracket = false
    var inside = ""
    for c in text {
      if c == "(" || c == "[" {
        bracket = true
        inside = ""
        continue
      }
      if bracket {
        if c == ")" || c == "]" {
          bracket = false
          let kept = inside.split { $0.isWhitespace || $0 == "," || $0 == ";" || $0 == "|" }
            .joined(by: " ")
          if !kept.isEmpty { current += "(" + kept + ")" }
        } else {
          inside.append(c)
        }
        continue
      }
      if c == "," || c == ";" || c == "|" {
        flush()
      } else {
        current.append(c)
      }
    }
    if bracket { current += inside }
    flush()
    let drop = words.joiners.union(words.approximately).union(["-", "–", "/"])
    let cleaned = pieces.map { piece -> String in
      var parts = piece.split(separator: " ").map(String.init)
      while let last = parts.last, drop.contains(last.lowercased()) { parts.removeLast() }
      while let first = parts.first, drop.contains(first.lowercased()) { parts.removeFirst() }
      return parts.joined(by: " ")
    }.filter { !$0.isEmpty }
    return cleaned.joined(by: ", ")
  }
}
