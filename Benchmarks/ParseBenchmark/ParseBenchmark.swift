import SherpaCore
import SherpaParse

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses a corpus of phrases over and over in one process and prints phrases per second.
///
/// Each phrase goes all the way to what `sherpa parse` shows: item, summary and 14
/// occurrences; the `json` variant also builds the contract's JSON line. A phrase the parser
/// refuses still counts: producing its error is work `sherpa parse` does too.
///
///     parse-benchmark [FILE] [--seconds S] [--rounds M] [--runs R] [--today YYYY-MM-DD]
///                     [--variant item|json] [--json]
///
/// FILE holds one phrase a line, or JSON Lines with "input" (default `Benchmarks/phrases.txt`).
/// Each run lasts S seconds (default 1), or M rounds over the corpus when `--rounds` is given
/// (for profilers); the best and the median of R runs (default 5) are reported. `--variant`
/// runs one variant instead of both; `--json` prints the figures as one JSON object.
@main
enum ParseBenchmark {
  struct Options {
    var path = "Benchmarks/phrases.txt"
    var seconds = 1.0
    var rounds: Int?
    var runs = 5
    var today = CivilDate(year: 2026, month: 11, day: 21)!
    var json = false
    var variants = Variant.allCases
  }

  enum Variant: String, CaseIterable {
    case item = "item+summary+occurrences"
    case json = "item+summary+occurrences+json"

    /// `--variant item` or `--variant json`.
    init?(name: String) {
      switch name {
      case "item": self = .item
      case "json": self = .json
      default: return nil
      }
    }
  }

  static func main() {
    let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
    // What a one-shot `sherpa parse` pays before and for its phrase: the built-in grammar is
    // read on first use.
    let clock = ContinuousClock()
    let t0 = clock.now
    let parser = Parser(grammar: .builtIn)
    let t1 = clock.now
    _ = try? parser.parse("floss daily", today: options.today).occurrences(limit: 14)
    let t2 = clock.now
    let grammarMs = seconds(t1 - t0) * 1000
    let firstParseMs = seconds(t2 - t1) * 1000
    guard let phrases = loadPhrases(options.path), !phrases.isEmpty else {
      fail("no phrases in \(options.path)")
    }
    var failures = 0
    for phrase in phrases {
      do throws(ParseFailure) { _ = try parser.parse(phrase, today: options.today) } catch {
        failures += 1
      }
    }
    var results: [(Variant, [Double])] = []
    for variant in options.variants {
      _ = round(parser, phrases, options.today, variant)  // warm caches and allocator
      var rates: [Double] = []
      for _ in 0..<options.runs {
        rates.append(run(parser, phrases, options, variant))
      }
      results.append((variant, rates.sorted()))
    }
    if options.json {
      let fields = results.map { variant, rates in
        "\"\(variant.rawValue)\":{\"best\":\(Int(rates.last!)),\"median\":\(Int(median(rates)))}"
      }
      print(
        "{\"phrases\":\(phrases.count),\"failures\":\(failures),\"runs\":\(options.runs),"
          + "\"grammarLoadMs\":\(grammarMs),\"firstParseMs\":\(firstParseMs),"
          + fields.joined(separator: ",") + "}")
    } else {
      print(
        "\(phrases.count) phrases (\(failures) refused) from \(options.path), \(options.runs) runs")
      print(
        "cold: built-in grammar \(milliseconds(grammarMs)) ms, "
          + "first 'floss daily' \(milliseconds(firstParseMs)) ms")
      for (variant, rates) in results {
        print(
          "\(variant.rawValue): best \(grouped(rates.last!)) phrases/s, "
            + "median \(grouped(median(rates))) phrases/s")
      }
    }
  }

  /// Phrases per second over one run.
  static func run(_ parser: Parser, _ phrases: [String], _ options: Options, _ variant: Variant)
    -> Double
  {
    let clock = ContinuousClock()
    let start = clock.now
    var rounds = 0
    var checksum = 0
    var elapsed = 0.0
    repeat {
      checksum &+= round(parser, phrases, options.today, variant)
      rounds += 1
      elapsed = seconds(clock.now - start)
    } while options.rounds.map({ rounds < $0 }) ?? (elapsed < options.seconds)
    keep(checksum)
    return Double(rounds * phrases.count) / elapsed
  }

  /// One pass over the corpus; returns a checksum so the work can't be optimised away.
  static func round(_ parser: Parser, _ phrases: [String], _ today: CivilDate, _ variant: Variant)
    -> Int
  {
    var checksum = 0
    for phrase in phrases {
      do throws(ParseFailure) {
        let item = try parser.parse(phrase, today: today)
        let summary = item.summary
        let dates = item.occurrences(limit: 14)
        checksum &+= summary.utf8.count &+ dates.count &+ (dates.last?.dayNumber ?? 0)
        if variant == .json {
          checksum &+= item.json(input: phrase).utf8.count
        }
      } catch {
        checksum &+= error.description.utf8.count
      }
    }
    return checksum
  }

  // MARK: - Support

  static func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--seconds": options.seconds = Double(value(&rest, argument)) ?? badValue(argument)
      case "--rounds": options.rounds = Int(value(&rest, argument)) ?? badValue(argument)
      case "--runs": options.runs = Int(value(&rest, argument)) ?? badValue(argument)
      case "--today": options.today = CivilDate(iso: value(&rest, argument)) ?? badValue(argument)
      case "--json": options.json = true
      case "--variant":
        options.variants = [Variant(name: value(&rest, argument)) ?? badValue(argument)]
      case "-h", "--help":
        print(
          "usage: parse-benchmark [FILE] [--seconds S] [--rounds M] [--runs R] "
            + "[--today YYYY-MM-DD] [--variant item|json] [--json]")
        exit(0)
      default:
        if argument.hasPrefix("-") { fail("unknown option \(argument)") }
        options.path = argument
      }
    }
    guard options.runs > 0, options.seconds > 0, (options.rounds ?? 1) > 0 else {
      fail("--runs, --seconds and --rounds must be positive")
    }
    return options
  }

  static func value(_ rest: inout ArraySlice<String>, _ option: String) -> String {
    guard let value = rest.popFirst() else { fail("\(option) needs a value") }
    return value
  }

  static func badValue<T>(_ option: String) -> T { fail("\(option) has a value it can't use") }

  /// One phrase a line: plain text, a JSON string, or a JSON object with "input".
  static func loadPhrases(_ path: String) -> [String]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 1 << 16, file) }
      if n <= 0 { break }
      bytes.append(contentsOf: chunk[..<n])
    }
    return bytes.split(separator: 10).compactMap { raw -> String? in
      var line = raw
      if line.last == 13 { line = line.dropLast() }
      guard let first = line.first else { return nil }
      if first == UInt8(ascii: "{") || first == UInt8(ascii: "\""),
        let value = try? JSONValue(parsing: line)
      {
        return value.string ?? value["input"]?.string
      }
      let text = String(decoding: line, as: UTF8.self)
      return text.allSatisfy(\.isWhitespace) ? nil : text
    }
  }

  static func seconds(_ duration: Duration) -> Double {
    let (s, attoseconds) = duration.components
    return Double(s) + Double(attoseconds) / 1e18
  }

  static func milliseconds(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  static func median(_ sorted: [Double]) -> Double {
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
  }

  /// 123456.7 → "123,457".
  static func grouped(_ value: Double) -> String {
    let digits = Array(String(Int(value.rounded())))
    var out = ""
    for (i, digit) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }

  /// Makes `value` observable so the optimiser keeps the work that produced it.
  @inline(never)
  static func keep(_ value: Int) {
    if value == 0x5eed_5eed { print("") }
  }

  static func fail(_ message: String) -> Never {
    let line = Array("parse-benchmark: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
  }
}
