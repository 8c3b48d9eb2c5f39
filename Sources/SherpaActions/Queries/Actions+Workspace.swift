import SherpaCore
import SherpaStore

extension Actions {
  /// The actions over the store at `path` and the person's own words and templates in
  /// `configFolder`: what a front door works with.
  ///
  /// - Parameters:
  ///   - displayPath: The store's path as the person reads it (`~/…`).
  ///   - device: This machine's name, for the events it records.
  ///   - display: A path as the person reads it.
  public init(
    storeAt path: String, displayPath: String, device: String?, configFolder: String?,
    display: @escaping (String) -> String
  ) {
    let store = Store(path: path, displayPath: displayPath)
    store.deviceName = device
    self.init(store: store, vocabulary: Vocabulary(folder: configFolder, display: display))
  }

  /// The store's path, and as the person reads it.
  public var storePath: String { store.path }
  public var storeDisplayPath: String { store.displayPath }

  /// How many changes this process has saved to the store.
  public var changesSaved: Int { store.changesSaved }

  /// Works out the prompt's status again after this process changed the store, so the next
  /// prompt reads it from one small file: when there is one to keep, that is once `sherpa
  /// prompt` has run. Failure is not an error (a prompt works it out).
  public func keepStatusAfterChanges(at moment: Moment) {
    guard store.changesSaved > 0, store.statusKeptAt != store.changesSaved, store.keepsStatus
    else { return }
    _ = try? Self.keepStatus(of: store, at: moment)
  }

  /// The prompt's status of the store at `path`, as `promptStatus(of:at:)` reads it.
  public static func promptStatus(storeAt path: String, at moment: Moment) throws
    -> PromptStatus?
  { try promptStatus(of: Store(path: path), at: moment) }

  /// The items' names, for Tab: without decoding schedules.
  public func itemNames() throws -> [ItemName] { try store.itemNames() }
}
