import SherpaCore

/// Brings a document written by an older Sherpa up to the current format before it is read.
///
/// Each step takes version n to n + 1; the file on disk is rewritten in the new format only
/// by the next change. Format 1 is the first, so there is no step yet: when format 2 comes,
/// its step goes here and `StoreTests` keeps loading the committed format-1 fixture.
enum Migration {
  static let steps: [Int: @Sendable (JSONValue) -> JSONValue] = [:]

  static func upgrade(_ document: JSONValue, from version: Int) -> JSONValue {
    var value = document
    var version = version
    while version < StoreDocument.currentVersion, let step = steps[version] {
      value = step(value)
      version += 1
    }
    return value
  }
}
