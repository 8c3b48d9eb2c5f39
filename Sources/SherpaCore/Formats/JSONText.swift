/// Building JSON text by hand: Sherpa writes a lot of small objects and Foundation's encoder
/// costs far more than the writing itself.
public enum JSONText {
  /// A JSON string literal, quotes included.
  public static func string(_ value: String) -> String {
    if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
      return "\"" + value + "\""
    }
    var out = "\""
    out.reserveCapacity(value.utf8.count + 2)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
    return out
  }

  public static func optional(_ value: String?) -> String {
    value.map(string) ?? "null"
  }

  public static func number(_ value: Double) -> String { Target.format(value) }

  /// An object from key/value pairs whose values are already JSON text; keys sorted.
  public static func object(_ pairs: [(String, String)]) -> String {
    var sorted = pairs
    if !zip(pairs, pairs.dropFirst()).allSatisfy({ $0.0 < $1.0 }) { sorted.sort { $0.0 < $1.0 } }
    var out = "{"
    for (n, pair) in sorted.enumerated() {
      if n > 0 { out += "," }
      out += string(pair.0)
      out += ":"
      out += pair.1
    }
    return out + "}"
  }

  public static func array(_ values: [String]) -> String {
    "[" + values.joined(by: ",") + "]"
  }
}

extension Target {
  /// `{"amount":…,"goal":…,"label":…,"period":…,"unit":…}` as the parse contract gives it.
  public var json: String {
    JSONText.object([
      ("amount", JSONText.number(amount)), ("unit", JSONText.string(unit.rawValue)),
      ("label", JSONText.optional(label)), ("period", JSONText.string(period.rawValue)),
      ("goal", JSONText.string(goal.rawValue)),
    ])
  }
}

extension Recurrence {
  /// The contract's recurrence object.
  public var json: String {
    let endJSON: String =
      switch end {
      case .never: JSONText.object([("type", "\"never\"")])
      case .count(let n): JSONText.object([("type", "\"count\""), ("count", String(n))])
      case .until(let d):
        JSONText.object([("type", "\"until\""), ("date", JSONText.string(d.description))])
      }
    return JSONText.object([
      ("freq", JSONText.string(frequency.rawValue)), ("interval", String(interval)),
      ("byWeekday", JSONText.array(byWeekday.map { JSONText.string($0.description) })),
      ("byMonthDay", JSONText.array(byMonthDay.map(String.init))),
      ("byMonth", JSONText.array(byMonth.map(String.init))), ("end", endJSON),
    ])
  }
}

extension Item {
  /// The contract's `times`: every time of day, ascending; `[time]` for one, `[]` for none.
  public var timesOfDay: [TimeOfDay] {
    times.count > 1 ? times : time.map { [$0] } ?? []
  }

  /// The parse contract's object for this item, on one line, keys sorted.
  ///
  /// - Parameters:
  ///   - input: The phrase as given.
  ///   - occurrenceLimit: How many dates `occurrences` lists.
  public func json(input: String, occurrenceLimit: Int = 14) -> String {
    JSONText.object(
      jsonPairs(input: input, occurrenceLimit: occurrenceLimit) + [
        ("times", JSONText.array(timesOfDay.map { JSONText.string($0.description) }))
      ])
  }

  /// The contract's key/value pairs, in key order, for objects that add keys of their own.
  public func jsonPairs(input: String, occurrenceLimit: Int = 14) -> [(String, String)] {
    [
      ("after", JSONText.optional(after)), ("input", JSONText.string(input)),
      ("kind", JSONText.string(kind.rawValue)), ("name", JSONText.string(name)),
      ("notify", notify ? "true" : "false"),
      (
        "occurrences",
        JSONText.array(occurrences(limit: occurrenceLimit).map { "\"" + $0.description + "\"" })
      ),
      ("onlyOn", JSONText.optional(onlyOn)), ("phase", JSONText.optional(phase?.rawValue)),
      ("recurrence", recurrence.json),
      ("rrule", JSONText.optional(recurrence.rrule)), ("solar", solar?.json ?? "null"),
      ("start", JSONText.string(start.description)), ("summary", JSONText.string(summary)),
      ("target", target.json), ("time", JSONText.optional(time?.description)),
    ]
  }
}
