import SherpaStore

/// Why a sync stopped; `description` is the one line a person reads: what happened and
/// how to go on. The store is as it was before the sync, or as a finished merge left it.
public struct SyncFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = StoreError.escaped(description) }
}
