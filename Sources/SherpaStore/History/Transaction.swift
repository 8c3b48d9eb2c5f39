import SherpaCore

/// What a command does under the writer lock: read the document and the events it needs,
/// record events, change the document.
public struct Transaction {
  public var document: StoreDocument
  let store: Store
  let months: [String]
  /// The newest month file with events, already read.
  let newest: (month: String?, events: [Event])
  var nextSeq: Int
  let stamp: String
  /// The device events recorded now are made by: the first half of their ids.
  public let device: String
  /// The month file events recorded now go to: the clock's, or a newer one already there.
  let current: String
  var pending: [Event] = []
  /// The month file of each pending event, never older than the one before it.
  var filed: [String] = []
  /// Whether events from another store were recorded (`record(_:day:at:)`).
  var hasCarriedEvents = false

  /// The seq the saved document says it holds every change up to; nil for the last event
  /// recorded, as for any command. An import sets it lower when the export it carries had
  /// item changes that never finished saving.
  public var committedSeq: Int?
  /// The document as read when the transaction began.
  var original = StoreDocument()
  /// How many of the first pending events void changes an older Sherpa left unsaved.
  var voids = 0
  /// The check of the older month files under way on the second thread (`Store.begin`),
  /// and the months cache it gives, to write once the change is in (`Store.checkMonths`).
  var monthCheck: Beside<Result<String?, StoreError>>?

  /// Run by `Store.transaction` once the change is saved, still under the writer lock, so
  /// nobody has changed the store since: what the command keeps of the store as its change
  /// left it (the prompt's status). It is not run when nothing was saved.
  public var whenSaved: (() -> Void)?

  /// Whether the document must be written: it changed, or the seq it holds to does.
  var needsRewrite: Bool {
    document != original || (committedSeq.map { $0 != original.seq } ?? false)
  }

  /// Whether there is anything to save.
  var needsSaving: Bool { pending.count > voids || needsRewrite }

  init(
    document: StoreDocument, store: Store, months: [String],
    newest: (month: String?, events: [Event]), nextSeq: Int, stamp: String, current: String,
    device: String
  ) {
    self.device = device
    self.document = document
    self.store = store
    self.months = months
    self.newest = newest
    self.nextSeq = nextSeq
    self.stamp = stamp
    self.current = current
  }

  /// Every saved event that can bear on days from `day` on, in seq order (see
  /// `Store.events(since:)`); events recorded in this transaction are not included.
  public func events(since day: CivilDate) throws(StoreError) -> [Event] {
    let first = History.month(of: day)
    let wanted = months.filter { $0 >= first }
    // The newest file was read when the transaction began.
    let older = try store.events(inMonths: wanted.filter { $0 != newest.month })
    let fromNewest = wanted.contains { $0 == newest.month } ? newest.events : []
    // Most often all of it is in the newest file, in order: handed over uncopied.
    return older.isEmpty ? fromNewest : History.inSeqOrder(older + fromNewest)
  }

  /// The saved log entries for `days` and every other event that can bear on them (see
  /// `Store.loggedEvents(for:)`); events recorded in this transaction are not included.
  public func loggedEvents(for days: ClosedRange<CivilDate>) throws(StoreError) -> [Event] {
    try store.loggedEvents(for: days)
  }

  /// The whole saved history, in seq order.
  public func allEvents() throws(StoreError) -> [Event] {
    try store.events(inMonths: months)
  }

  /// Records an event for `day`; it is saved when the transaction ends.
  @discardableResult
  public mutating func record(_ action: Event.Action, day: CivilDate) -> Event {
    file(
      Event(day: day, seq: nextSeq, at: stamp, action: action, id: "\(device).\(nextSeq)"),
      in: current)
  }

  /// Records an event carried over from another store (an import) with the day, the stamp
  /// and the id it was made with, and a new seq.
  ///
  /// It is filed where it would have been filed when it was made: in the month of its stamp,
  /// never before its day, and never before a month file already holding an earlier seq, so
  /// the newest file still ends with the last seq. The streak cache is dropped when the
  /// transaction saves, since the past it summarised may have changed.
  @discardableResult
  public mutating func record(
    _ action: Event.Action, day: CivilDate, at: String, id: String? = nil
  ) -> Event {
    let stamped = CivilDate(iso: at.prefix(10)).map(History.month(of:)) ?? ""
    hasCarriedEvents = true
    // An event from before ids stays one: its content is its identity (see `SyncMerge`).
    return file(
      Event(day: day, seq: nextSeq, at: at, action: action, id: id),
      in: max(stamped, History.month(of: day)))
  }

  private mutating func file(_ event: Event, in month: String) -> Event {
    nextSeq += 1
    pending.append(event)
    filed.append(max(month, filed.last ?? months.last ?? ""))
    return event
  }

  /// The events recorded so far in this transaction.
  public var recorded: [Event] { pending }
}
