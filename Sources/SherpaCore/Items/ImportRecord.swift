/// An import from another tool (`import loop`, `import taskwarrior`, `import csv`): the
/// items it added and the logs it made, recorded last so one `undo` takes it all back.
public struct ImportRecord: Hashable, Sendable {
  /// The tool the file came from: `loop`, `taskwarrior` or `csv`.
  public var source: String
  /// The file or folder as the person named it.
  public var file: String
  /// The seqs of the events recorded with this import (its adds and logs), taken back with it.
  public var made: [Int]

  public init(source: String, file: String, made: [Int]) {
    self.source = source
    self.file = file
    self.made = made
  }
}
