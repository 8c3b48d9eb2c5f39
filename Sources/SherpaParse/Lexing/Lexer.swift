import SherpaCore

/// One word, number or mark of a phrase, remembering where it came from so that the name
/// can be cut from the person's own text and errors can quote it.
struct Lexeme: Sendable {
  enum Shape: Sendable, Equatable { case word, number, punct, clock, isoDate }

  var shape: Shape
  /// Lower-case text; words of a phrase joined by single spaces.
  var lower: String
  /// Offsets into the phrase's unicode scalars.
  var range: Range<Int>
  var meanings: [Meaning] = []
  /// The value of a number (digits or words).
  var value: Double = 0
  /// "1st", "22nd": the number of an ordinal written in digits.
  var ordinal: Int?
  /// "7:30": hour and minute.
  var clock: (hour: Int, minute: Int)?
  var date: CivilDate?
  /// No space before it: "10k", "7am", "0.5L".
  var isAttached = false
  /// The number was written in words.
  var isWordNumber = false

  var isPunct: Bool { shape == .punct }
  func isPunct(_ c: String) -> Bool { shape == .punct && lower == c }
}

/// Splits a phrase into lexemes and looks each up in the grammar, merging phrases of several
/// words ("no more than", "in the morning") and numbers written in words ("ten thousand").
struct Lexer {
  let grammar: Grammar

  func lexemes(of scalars: [Unicode.Scalar]) -> [Lexeme] {
    var raw = Lexer.tokens(scalars)
    correctTypos(&raw, scalars)
    var out: [Lexeme] = []
    out.reserveCapacity(raw.count)
    var i = 0
    while i < raw.count {
      let token = raw[i]
      let isWordOrMark = token.shape == .word || token.shape == .punct
      if isWordOrMark, let list = grammar.phrases[token.lower] {
        if let (length, meanings) = longestPhrase(list, raw, i) {
          var merged = token
          merged.range = token.range.lowerBound..<raw[i + length - 1].range.upperBound
          merged.lower = raw[i..<(i + length)].map(\.lower).joined(by: " ")
          merged.meanings = meanings
          out.append(merged)
          i += length
          continue
        }
      }
      if isWordOrMark {
        if let meanings = grammar.words[token.lower] {
          var t = token
          t.meanings = meanings
          out.append(t)
        } else if token.lower.contains("-"), let parts = split(hyphenated: token) {
          out.append(contentsOf: parts)
        } else if token.shape == .word, let days = compactWeekdays(token.lower) {
          var t = token
          t.meanings = [.weekdaySet(days)]
          out.append(t)
        } else {
          out.append(token)
        }
      } else {
        out.append(token)
      }
      i += 1
    }
    return mergeNumberWords(out)
  }

  private func longestPhrase(
    _ list: [(words: [String], meanings: [Meaning])], _ raw: [Lexeme], _ i: Int
  ) -> (Int, [Meaning])? {
    for phrase in list where i + phrase.words.count <= raw.count {
      var matched = true
      for (k, word) in phrase.words.enumerated() where raw[i + k].lower != word {
        matched = false
        break
      }
      if matched { return (phrase.words.count, phrase.meanings) }
    }
    return nil
  }

  /// "mon-thu" → mon, -, thu; "twenty-five" → twenty, -, five; nil when a part is unknown.
  private func split(hyphenated token: Lexeme) -> [Lexeme]? {
    let pieces = token.lower.split(separator: "-", omittingEmptySubsequences: false)
    guard pieces.count > 1, pieces.allSatisfy({ !$0.isEmpty }) else { return nil }
    var out: [Lexeme] = []
    var offset = token.range.lowerBound
    for (k, piece) in pieces.enumerated() {
      let text = String(piece)
      let scalars = text.unicodeScalars.count
      if k > 0 {
        out.append(
          Lexeme(
            shape: .punct, lower: "-", range: offset..<(offset + 1),
            meanings: grammar.words["-"] ?? [], isAttached: true))
        offset += 1
      }
      var part = Lexeme(shape: .word, lower: text, range: offset..<(offset + scalars))
      part.isAttached = k > 0
      if let meanings = grammar.words[text] {
        part.meanings = meanings
      } else if let n = Lexer.ordinalDigits(text) {
        part.ordinal = n
      } else {
        return nil
      }
      out.append(part)
      offset += scalars
    }
    return out
  }

  /// "ten thousand" → 10000, "twenty-five" → 25, "one hundred and fifty" → 150,
  /// "two and a half" → 2.5, "a hundred" → 100.
  private func mergeNumberWords(_ input: [Lexeme]) -> [Lexeme] {
    guard
      input.contains(where: {
        $0.numberWordValue != nil || $0.multiplierValue != nil || $0.quantity == 0.5
      })
    else {
      return input
    }
    var out: [Lexeme] = []
    var i = 0
    while i < input.count {
      let startsWithArticle =
        input[i].is(.article) && i + 1 < input.count && input[i + 1].multiplierValue != nil
      // "5 and a half": digits and a half.
      let startsWithDigits =
        input[i].shape == .number && !input[i].isWordNumber && i + 2 < input.count
        && input[i + 1].lower == "and" && input[i + 2].lower == "a half"
      guard input[i].numberWordValue != nil || startsWithArticle || startsWithDigits else {
        out.append(input[i])
        i += 1
        continue
      }
      var total = 0.0
      var current = 0.0
      var j = i
      if startsWithArticle {
        current = 1
        j += 1
      } else if startsWithDigits {
        current = input[i].value
        j += 1
      }
      var lastUsed = j
      while j < input.count {
        let lex = input[j]
        if let n = lex.numberWordValue {
          current += n
          lastUsed = j
          j += 1
        } else if let m = lex.multiplierValue {
          current = max(current, 1) * m
          if m >= 1000 {
            total += current
            current = 0
          }
          lastUsed = j
          j += 1
        } else if lex.isPunct("-"), j + 1 < input.count, input[j + 1].numberWordValue != nil {
          j += 1
        } else if lex.lower == "and", j + 1 < input.count, input[j + 1].numberWordValue != nil {
          j += 1
        } else if lex.lower == "and", j + 2 < input.count, input[j + 1].is(.article),
          input[j + 2].lower == "half"
        {
          current += 0.5
          lastUsed = j + 2
          j += 3
        } else if lex.lower == "and", j + 1 < input.count, input[j + 1].lower == "a half" {
          current += 0.5
          lastUsed = j + 1
          j += 2
        } else {
          break
        }
      }
      var merged = input[i]
      merged.shape = .number
      merged.value = total + current
      merged.isWordNumber = !startsWithDigits
      merged.meanings = []
      merged.range = input[i].range.lowerBound..<input[lastUsed].range.upperBound
      merged.lower = input[i...lastUsed].map(\.lower).joined(by: " ")
      // "second" alone stays an ordinal; "one" alone may still be an article.
      if lastUsed == i { merged.meanings = input[i].meanings }
      out.append(merged)
      i = lastUsed + 1
    }
    return out
  }

  /// "mwf", "tth", "mtwthf": weekday letters run together, in week order, three letters or
  /// more; nil for any other word ("moth", "wtf").
  func compactWeekdays(_ word: String) -> [Weekday]? {
    // Most words have a letter no day code uses; they cost one pass and no allocation.
    let utf8 = word.utf8
    guard let first = utf8.first, Lexer.isCompactLetter(first), utf8.count >= 3,
      utf8.count <= 12, utf8.allSatisfy(Lexer.isCompactLetter)
    else { return nil }
    let letters = Array(utf8)
    var days: [Weekday] = []
    var i = 0
    while i < letters.count {
      var found: Weekday?
      // Two-letter codes first ("th", "sa"), from the grammar's weekday letters.
      for length in [2, 1] where i + length <= letters.count {
        let code = String(decoding: letters[i..<(i + length)], as: UTF8.self)
        guard Lexer.compactCodes.contains(code) else { continue }
        for m in grammar.words[code] ?? [] {
          if case .weekdayLetter(let day) = m { found = day }
        }
        if found != nil {
          i += length
          break
        }
      }
      guard let day = found, days.last.map({ $0 < day }) ?? true else { return nil }
      days.append(day)
    }
    return days.count >= 2 ? days : nil
  }

  /// Letters that may run together: not "mo", "we", "fr", which make words.
  static let compactCodes: Set<String> = ["m", "t", "w", "r", "f", "th", "tu", "sa", "su"]
  /// m, t, w, r, f, h, u, s, a: the letters of `compactCodes`, as a bit per letter.
  @inline(__always) static func isCompactLetter(_ byte: UInt8) -> Bool {
    byte >= 97 && byte <= 122 && (Lexer.compactMask >> UInt32(byte - 97)) & 1 == 1
  }

  static let compactMask: UInt32 = "mtwrfhusa".utf8.reduce(0) { $0 | (1 << UInt32($1 - 97)) }

  /// "1st", "22nd", "3rd", "4th" → the number.
  static func ordinalDigits(_ text: String) -> Int? {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    let suffix = text.dropFirst(digits.count)
    guard !digits.isEmpty, digits.count <= 3, ["st", "nd", "rd", "th"].contains(suffix),
      let n = Int(digits)
    else { return nil }
    return n
  }

  /// The lower-case words of a grammar entry, split as phrases are.
  static func words(of text: String) -> [String] {
    tokens(Array(text.unicodeScalars)).map(\.lower)
  }
}
