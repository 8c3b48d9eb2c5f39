import SherpaCore

extension Lexer {
  /// Splits text into raw words, numbers and marks (no grammar yet).
  ///
  /// Numbers take "10,000", "1.5", clock times "7:30" and ISO dates "2026-12-03"; letters
  /// stuck to a number ("10k", "7am", "1st") become a word of their own marked attached,
  /// except ordinal suffixes, which make the number an ordinal.
  static func tokens(_ s: [Unicode.Scalar]) -> [Lexeme] {
    var out: [Lexeme] = []
    var i = 0
    var spaceBefore = true
    while i < s.count {
      let c = s[i]
      if isSpace(c) {
        spaceBefore = true
        i += 1
        continue
      }
      let start = i
      var token: Lexeme
      if isDigit(c) || vulgarFraction(c) != nil
        || ((c == "-" || c == "+") && spaceBefore && i + 1 < s.count && isDigit(s[i + 1]))
      {
        token = number(s, &i)
      } else if c == "x" || c == "X", spaceBefore, i + 1 < s.count, isDigit(s[i + 1]) {
        // "x3 a week": three times.
        i += 1
        token = Lexeme(shape: .word, lower: "x", range: start..<i)
      } else if c == "x" || c == "X" || c == "h" || c == "H", !spaceBefore,
        out.last?.shape == .number, i + 1 < s.count, isDigit(s[i + 1])
      {
        // "3x10" is 3, x, 10; "1h30" is 1, h, 30.
        i += 1
        token = Lexeme(shape: .word, lower: c == "x" || c == "X" ? "x" : "h", range: start..<i)
      } else if isLetter(c) {
        token = word(s, &i)
      } else {
        i += 1
        token = Lexeme(shape: .punct, lower: punctuation(c), range: start..<i)
      }
      token.isAttached = !spaceBefore && !out.isEmpty
      out.append(token)
      spaceBefore = false
    }
    return out
  }

  private static func number(_ s: [Unicode.Scalar], _ i: inout Int) -> Lexeme {
    let start = i
    var sign = 1.0
    if s[i] == "-" { sign = -1 }
    if s[i] == "-" || s[i] == "+" { i += 1 }
    // ISO date: dddd-dd-dd
    if i + 10 <= s.count, (0..<4).allSatisfy({ isDigit(s[i + $0]) }), s[i + 4] == "-",
      isDigit(s[i + 5]), isDigit(s[i + 6]), s[i + 7] == "-", isDigit(s[i + 8]), isDigit(s[i + 9]),
      i + 10 == s.count || !isDigit(s[i + 10])
    {
      let text = String(scalars: s[i..<(i + 10)])
      i += 10
      var lex = Lexeme(shape: .isoDate, lower: text, range: start..<i)
      lex.date = CivilDate(iso: text)
      return lex
    }
    var digitBytes: [UInt8] = []
    var hasPoint = false
    while i < s.count {
      if isDigit(s[i]) {
        digitBytes.append(UInt8(s[i].value))
        i += 1
      } else if s[i] == ",", i + 3 < s.count, isDigit(s[i + 1]), isDigit(s[i + 2]),
        isDigit(s[i + 3]), i + 4 >= s.count || !isDigit(s[i + 4]), !hasPoint
      {
        i += 1  // thousands separator: 10,000
      } else if s[i] == ".", i + 1 < s.count, isDigit(s[i + 1]), !hasPoint {
        digitBytes.append(UInt8(ascii: "."))
        hasPoint = true
        i += 1
      } else {
        break
      }
    }
    // "2½", "½": a fraction after the digits, or alone.
    var fraction = 0.0
    if i < s.count, !hasPoint, let f = vulgarFraction(s[i]) {
      fraction = f
      digitBytes.append(contentsOf: String(s[i]).utf8)
      i += 1
    }
    let digits = String(decoding: digitBytes, as: UTF8.self)
    if fraction > 0 {
      var lex = Lexeme(shape: .number, lower: digits, range: start..<i)
      lex.value = sign * ((Double(digits.dropLast()) ?? 0) + fraction)
      return lex
    }
    // Clock: 7:30, 19:00
    if i + 2 < s.count, s[i] == ":", !hasPoint, isDigit(s[i + 1]), isDigit(s[i + 2]),
      i + 3 >= s.count || !isDigit(s[i + 3])
    {
      let hour = Int(digits) ?? 99
      let minute = Int(String(scalars: [s[i + 1], s[i + 2]])) ?? 99
      i += 3
      var lex = Lexeme(shape: .clock, lower: digits + ":" + String(minute), range: start..<i)
      lex.clock = (hour, minute)
      lex.value = Double(hour)
      return lex
    }
    var lex = Lexeme(shape: .number, lower: digits, range: start..<i)
    lex.value = sign * (Double(digits) ?? 0)
    // 1st, 2nd, 3rd, 4th
    if i + 1 < s.count, !hasPoint, let suffix = ordinalSuffix(s[i], s[i + 1]),
      i + 2 >= s.count || !isLetter(s[i + 2])
    {
      lex.ordinal = Int(digits)
      lex.shape = .word
      lex.lower = digits + suffix
      i += 2
      lex.range = start..<i
    }
    return lex
  }

  private static func word(_ s: [Unicode.Scalar], _ i: inout Int) -> Lexeme {
    let start = i
    var text: [UInt8] = []
    // a.m. / p.m.
    if i + 2 < s.count, s[i + 1] == ".", s[i] == "a" || s[i] == "p" || s[i] == "A" || s[i] == "P",
      s[i + 2] == "m" || s[i + 2] == "M", i + 3 == s.count || s[i + 3] == "." || isSpace(s[i + 3])
    {
      i += (i + 3 < s.count && s[i + 3] == ".") ? 4 : 3
      return Lexeme(
        shape: .word, lower: s[start] == "a" || s[start] == "A" ? "am" : "pm", range: start..<i)
    }
    while i < s.count {
      let c = s[i]
      if isLetter(c) || (isDigit(c) && !text.isEmpty) {
        appendLowercased(c, to: &text)
        i += 1
      } else if c == "'" || c == "\u{2019}" || c == "-" || c == "\u{2010}" || c == "\u{2011}",
        i + 1 < s.count, isLetter(s[i + 1]) || (c == "-" && isDigit(s[i + 1]))
      {
        text.append(c == "\u{2019}" || c == "'" ? UInt8(ascii: "'") : UInt8(ascii: "-"))
        i += 1
      } else {
        break
      }
    }
    return Lexeme(shape: .word, lower: String(decoding: text, as: UTF8.self), range: start..<i)
  }

  /// Appends the UTF-8 of a scalar's lower-case form, with a fast path for ASCII.
  @inline(__always)
  static func appendLowercased(_ c: Unicode.Scalar, to bytes: inout [UInt8]) {
    let v = c.value
    if v < 128 {
      bytes.append(UInt8(v >= 65 && v <= 90 ? v + 32 : v))
    } else {
      bytes.append(contentsOf: String(c).lowercased().utf8)
    }
  }

  /// The UTF-8 text of some scalars, with runs of white space made single spaces.
  static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count)
    var lastWasSpace = false
    for c in scalars {
      let space = isSpace(c)
      if space && lastWasSpace { continue }
      lastWasSpace = space
      if space {
        bytes.append(32)
      } else if c.value < 128 {
        bytes.append(UInt8(c.value))
      } else {
        bytes.append(contentsOf: String(c).utf8)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// "st", "nd", "rd", "th" in any case.
  static func ordinalSuffix(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> String? {
    guard a.value < 128, b.value < 128 else { return nil }
    let x = a.value | 0x20
    let y = b.value | 0x20
    switch (x, y) {
    case (0x73, 0x74): return "st"
    case (0x6E, 0x64): return "nd"
    case (0x72, 0x64): return "rd"
    case (0x74, 0x68): return "th"
    default: return nil
    }
  }

  /// ½, ¼, ¾.
  static func vulgarFraction(_ c: Unicode.Scalar) -> Double? {
    switch c {
    case "\u{00BD}": 0.5
    case "\u{00BC}": 0.25
    case "\u{00BE}": 0.75
    default: nil
    }
  }

  static func punctuation(_ c: Unicode.Scalar) -> String {
    switch c {
    case "\u{2013}", "\u{2014}", "\u{2012}", "\u{2212}": "-"
    case "\u{00D7}": "x"
    default: String(Character(c))
    }
  }

  @inline(__always) static func isDigit(_ c: Unicode.Scalar) -> Bool {
    c.value >= 48 && c.value <= 57
  }

  @inline(__always) static func isSpace(_ c: Unicode.Scalar) -> Bool {
    c == " " || c == "\t" || c == "\n" || c == "\r" || (c.value > 127 && c.properties.isWhitespace)
  }

  @inline(__always) static func isLetter(_ c: Unicode.Scalar) -> Bool {
    let v = c.value
    if v < 128 { return (v >= 65 && v <= 90) || (v >= 97 && v <= 122) }
    if v == 0x00D7 { return false }
    return c.properties.isAlphabetic
  }
}
