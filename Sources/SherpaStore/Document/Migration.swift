import SherpaCore

/// Brings a document written by an older Sherpa up to the current format before it is read.
///
/// Each step takes version n to n + 1; the file on disk is rewritten in the new format by
/// the next change (`Transaction.needsRewrite`). `StoreTests` keeps loading the committed
/// format-1 fixture.
enum Migration {
  /// The step that takes version `version` to the next; nil past the last.
  static func step(from version: Int) -> ((JSONValue) -> JSONValue)? {
    switch version {
    // 1 → 2: the lines and the document read as they are; events from before have no id
    // (their seq is their identity); the store gets its device at the next change.
    case 1: { $0 }
    default: nil
    }
  }

  static func upgrade(_ document: JSONValue, from version: Int) -> JSONValue {
    var value = document
    var version = version
    while version < StoreDocument.currentVersion, let step = step(from: version) {
      value = step(value)
      version += 1
    }
    return value
  }
}
