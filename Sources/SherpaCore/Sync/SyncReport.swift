/// What a sync brought in and sent out.
public struct SyncReport: Sendable {
  /// The remote, as the repository names it.
  public var remote: String
  /// The remote's events this store did not have, as the merged history holds them.
  public var incoming: [Event] = []
  /// This store's events the remote did not have, now sent.
  public var sent = 0
  /// The items after the sync, and before it (for the names of items gone since).
  public var items: [TrackedItem] = []
  public var itemsBefore: [TrackedItem] = []
  /// Items changed both here and on another machine since they last met.
  public var conflicts: [SyncConflict] = []
  /// Items added here under a number the remote had given another item: old → new.
  public var renumbered: [Int: Int] = [:]
  /// Whether the remote had no store before: it took this one whole.
  public var isFirst = false

  public init(remote: String) { self.remote = remote }
}

/// An item changed on two machines: the change that holds (the later, `Event.isLater`)
/// and the one kept only in the history.
public struct SyncConflict: Sendable {
  public var item: Int
  public var held: Event
  public var other: Event

  public init(item: Int, held: Event, other: Event) {
    self.item = item
    self.held = held
    self.other = other
  }
}

/// How this store stands against its remote.
public struct SyncStatus: Sendable {
  public var remote: String
  /// Whether the remote could be reached; when not, the counts are as of the last fetch.
  public var reached: Bool
  public var toSend: Int
  public var toReceive: Int
  /// The devices the events to receive were made on.
  public var devices: [String]

  public init(remote: String, reached: Bool, toSend: Int, toReceive: Int, devices: [String]) {
    self.remote = remote
    self.reached = reached
    self.toSend = toSend
    self.toReceive = toReceive
    self.devices = devices
  }
}
