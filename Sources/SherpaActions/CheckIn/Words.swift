/// How words are compared when a person names something: one stemmer for item names,
/// check-ins, count labels and templates.
public enum Words {
  /// A word's stem for matching: "running" and "runs" are "run", "push-ups" is "pushup",
  /// "pages" and "page" are "pag", "meditation" and "meditate" are "meditat".
  public static func stem(_ word: String) -> String {
    var word = word.lowercased().filter { $0 != "-" }
    // The plural first, so "sessions" and "session" end alike: "glasses" is "glass",
    // "dishes" "dish", "pages" "pag" (as "page" is, below), "runs" "run"; "glass" stays.
    if word.hasSuffix("sses") || (word.hasSuffix("es") && !word.hasSuffix("ses")) {
      if word.count > 4 { word.removeLast(2) }
    } else if word.hasSuffix("s") && !word.hasSuffix("ss") && word.count > 3 {
      word.removeLast()
    }
    for suffix in ["ing", "ion", "ed"]
    where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
      word.removeLast(suffix.count)
      break
    }
    // "runn" from "running", "swimm" from "swimming".
    if word.count > 3, let last = word.last, word.dropLast().last == last,
      !"aeiouls".contains(last)
    {
      word.removeLast()
    }
    while word.count > 3 && word.hasSuffix("e") { word.removeLast() }
    return word
  }

  /// The words of some arguments, a quoted "brush teeth" split like unquoted ones.
  public static func split(_ arguments: [String]) -> [String] {
    arguments.flatMap { $0.split(separator: " ").map(String.init) }
  }

  /// "'A', 'B' or 'C'" of up to four names, to choose from.
  static func choice(_ names: [String]) -> String {
    names.prefix(4).map { "'\($0)'" }.listed("or")
  }
}

extension Array where Element == String {
  /// "A", "A and B", "A, B and C": the words joined as a sentence lists them.
  public func listed(_ conjunction: String) -> String {
    guard count > 1 else { return first ?? "" }
    return dropLast().joined(by: ", ") + " \(conjunction) " + last!
  }
}

/// Text a person typed, as a message quotes it back: control characters and escape
/// sequences shown as `\u{1B}`-style escapes, never sent to the terminal, and a long text
/// cut with "…".
public enum Shown {
  public static let longest = 60

  public static func text(_ text: String) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == longest {
        out += "…"
        break
      }
      let value = scalar.value
      if value < 32 || value == 127 || (0x80..<0xA0).contains(value) {
        out += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return out
  }
}
