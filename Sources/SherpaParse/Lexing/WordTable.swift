/// Entries of the grammar by word. The built-in ones are a list of words sorted by their
/// bytes, which `make grammar-tables` writes out as a literal the compiler lays out in the
/// program, and a function that makes the entry of the word at a place in it: a word is
/// found by halving, and only the entries looked up are made (building the built-in
/// grammar's dictionaries took a third of a millisecond of every `done`; its two largest
/// tables, made whole at start, 0.27 ms of the parser's 0.43 ms). A user file's entries go
/// in a dictionary, looked at first.
struct WordTable<Value: Sendable>: Sendable {
  /// Sorted by their bytes, each word once.
  private let words: [String]
  /// The built-in entry of `words[n]`.
  private let entry: @Sendable (Int) -> Value
  private var added: [String: Value] = [:]

  /// - Parameter builtIn: Sorted by word, one entry a word (`GrammarTablesTests` checks
  ///   the written tables are).
  init(sorted builtIn: [(String, Value)] = []) {
    let values = builtIn.map(\.1)
    self.init(words: builtIn.map(\.0)) { values[$0] }
  }

  /// - Parameters:
  ///   - words: Sorted by their bytes, each word once.
  ///   - entry: The entry of `words[n]`.
  init(words: [String], entry: @escaping @Sendable (Int) -> Value) {
    self.words = words
    self.entry = entry
  }

  subscript(word: String) -> Value? {
    if !added.isEmpty, let value = added[word] { return value }
    return words.sortedIndex(of: word, by: \.self).map(entry)
  }

  /// The entry for `word`, or `value` when there is none; what is set is kept as added.
  subscript(word: String, default value: @autoclosure () -> Value) -> Value {
    get { self[word] ?? value() }
    set { set(word, to: newValue) }
  }

  /// Makes `value` the entry for `word`, over any built-in one.
  mutating func set(_ word: String, to value: Value) { added[word] = value }

  /// Every entry, an added one over the built-in one of its word.
  var entries: [String: Value] {
    var all = [String: Value](minimumCapacity: words.count + added.count)
    for (n, word) in words.enumerated() { all[word] = entry(n) }
    all.merge(added) { $1 }
    return all
  }

  /// Whether the built-in words are in order, one entry each, as a lookup needs them.
  var isSorted: Bool { words.isSorted(by: \.self) }

  /// The built-in words.
  var builtInWords: [String] { words }

  /// Changes every added entry: the built-in ones are written out finished.
  mutating func changeAdded(_ change: (inout Value) -> Void) {
    for word in added.keys { change(&added[word]!) }
  }
}

/// Words of the grammar, kept as `WordTable` keeps its entries: the built-in ones sorted,
/// a user file's in a set.
struct WordSet: Sendable {
  /// Sorted by their bytes, each word once.
  private let builtIn: [String]
  private var added: Set<String> = []

  init(sorted builtIn: [String] = []) { self.builtIn = builtIn }

  func contains(_ word: String) -> Bool {
    (!added.isEmpty && added.contains(word)) || builtIn.sortedIndex(of: word, by: \.self) != nil
  }

  mutating func insert(_ word: String) {
    if !contains(word) { added.insert(word) }
  }

  mutating func formUnion(_ words: some Sequence<String>) {
    for word in words { insert(word) }
  }

  /// Every word.
  var all: Set<String> { added.union(builtIn) }

  var isSorted: Bool { builtIn.isSorted(by: \.self) }

  /// The built-in words.
  var builtInWords: [String] { builtIn }
}

extension Array {
  /// Where `word` is in this array sorted by `key`, found by halving; nil when it is not.
  ///
  /// Compared by bytes: the built-in words are in Unicode's composed form (NFC, as
  /// `GrammarTablesTests` checks), so a word of ASCII letters can only equal one by its own
  /// bytes. A word of other characters may be written another way that means the same ("é"
  /// as an e and an accent), which a dictionary finds too: those are compared as `String`s.
  fileprivate func sortedIndex(of word: String, by key: (Element) -> String) -> Int? {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if key(self[middle]).utf8.lexicographicallyPrecedes(word.utf8) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    if low < count, key(self[low]).utf8.elementsEqual(word.utf8) { return low }
    guard word.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
    return firstIndex { key($0) == word }
  }

  /// Whether this array is sorted by `key`'s bytes, each key once.
  fileprivate func isSorted(by key: (Element) -> String) -> Bool {
    indices.dropFirst().allSatisfy {
      key(self[$0 - 1]).utf8.lexicographicallyPrecedes(key(self[$0]).utf8)
    }
  }
}
