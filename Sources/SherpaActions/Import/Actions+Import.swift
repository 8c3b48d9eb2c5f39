import SherpaCore
import SherpaStore

/// An export that could not be read: what is wrong in it, and where.
public struct ImportFileFailure: ActionFailure {
  public let message: String
}

extension Actions {
  /// `import json FILE`: merges the export at `path` (shown as `shown`) into the store as
  /// one change, adding only what the store does not have.
  public func importExport(at path: String, shown: String, at moment: Moment) throws
    -> MergeCount
  {
    guard let bytes = try Files.read(path) else {
      throw ImportFileFailure(
        message:
          "There is no file '\(Shown.text(shown))'. Name the file 'sherpa export json' wrote.")
    }
    let export: StoreExport
    do {
      export = try StoreExport(parsing: bytes)
    } catch {
      throw ImportFileFailure(
        message: "Can't import \(Shown.text(shown)) (\(error.description)). Nothing was changed.")
    }
    return try store.transaction(now: moment.stamp) { try $0.merge(export) }
  }
}
