import LineEditing

/// The REPL's Tab, callable from outside the terminal: for `Benchmarks/CompletionBenchmark`.
@_spi(Benchmarks)
public final class CompletionProbe {
  private let completer = SessionCompleter()

  public init() {}

  /// The replacements Tab offers at the end of `line`, as the REPL computes them.
  public func complete(_ line: String) -> [String] {
    let split = line.lastIndex(of: " ").map { line.index(after: $0) } ?? line.startIndex
    return completer.completions(
      for: CompletionRequest(
        before: String(line[..<split]), word: String(line[split...]), quote: nil))
  }
}
