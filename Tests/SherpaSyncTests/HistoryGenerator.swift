import SherpaCore
import SherpaStore
import SherpaTestSupport

/// Draws one machine's history as Sherpa's commands write it — items added, renamed and
/// deleted, a setting changed, amounts logged, the latest change undone — and keeps beside
/// it the document those commands leave, applied in order: the model `rebuilt(from:)` is
/// checked against.
struct HistoryGenerator {
  var random: SplitMix64
  /// The device every event is made on (`laptop-3fa9c1`).
  private(set) var device: String
  /// The document so far: what each command left.
  private(set) var document = StoreDocument()
  private(set) var events: [Event] = []
  /// Changes not taken back, latest last: what `undo` takes back next.
  private var undoable: [Event] = []
  private var nextSeq = 1
  private var day = CivilDate(unchecked: 2026, 10, 20)
  private var minute = 0

  init(seed: UInt64, device: String) {
    random = SplitMix64(seed: seed)
    self.device = device
  }

  /// Another machine that has this one's history so far, and goes on from it on its own.
  func branch(seed: UInt64, device: String) -> HistoryGenerator {
    var other = self
    other.random = SplitMix64(seed: seed)
    other.device = device
    return other
  }

  /// Draws `count` more events.
  mutating func draw(_ count: Int) {
    for _ in 0..<count { step() }
  }

  private mutating func step() {
    // Time moves on: now and then a day (and so, across the end of October, a month).
    minute += random.int(1...50)
    if random.chance(15) {
      day = day.adding(days: 1)
      minute = 0
    }
    let items = document.items
    switch random.int(0...99) {
    case 0..<20: add()
    case 20..<32 where !items.isEmpty: rename(random.pick(items))
    case 32..<36 where !items.isEmpty: delete(random.pick(items))
    case 36..<44: configure()
    case 44..<56 where !undoable.isEmpty: undo()
    case 56..<100 where !items.isEmpty:
      record(.progress(item: random.pick(items).id, amount: Double(random.int(1...3)), note: nil))
    default: add()
    }
  }

  private mutating func add() {
    let id = document.nextId
    let tracked = TrackedItem(
      id: id,
      item: Item(kind: .habit, name: "\(device) item \(id)", recurrence: .daily, start: day),
      input: "item \(id) daily", created: day)
    document.nextId += 1
    change(ItemChange(kind: .add, id: id, before: nil, after: tracked))
  }

  private mutating func rename(_ tracked: TrackedItem) {
    var renamed = tracked
    renamed.item.name = tracked.name + " \(random.int(1...9))"
    change(ItemChange(kind: .rename, id: tracked.id, before: tracked, after: renamed))
  }

  private mutating func delete(_ tracked: TrackedItem) {
    change(ItemChange(kind: .delete, id: tracked.id, before: tracked, after: nil))
  }

  private mutating func configure() {
    let before = document.settings.value(of: "weekStart") ?? "monday"
    let after = before == "monday" ? "sunday" : "monday"
    record(.config(key: "weekStart", before: before, after: after))
    apply(key: "weekStart", after)
  }

  private mutating func change(_ change: ItemChange) {
    record(.change(change))
    apply(change.id, change.after)
  }

  /// `sherpa undo`: the latest change not taken back is taken back, its `before` restored.
  private mutating func undo() {
    let undone = undoable.removeLast()
    record(.undo(seq: undone.seq), undoable: false)
    switch undone.action {
    case .change(let change): apply(change.id, change.before)
    case .config(let key, let before, _): apply(key: key, before)
    default: break
    }
    if undone.changesDocument { document.seq = events.last?.seq ?? 0 }
  }

  private mutating func record(_ action: Event.Action, undoable: Bool = true) {
    let stamp = "\(day)T\(pad(min(23, 8 + minute / 60))):\(pad(minute % 60)):00"
    let event = Event(
      day: day, seq: nextSeq, at: stamp, action: action, id: "\(device).\(nextSeq)")
    nextSeq += 1
    events.append(event)
    if undoable { self.undoable.append(event) }
    if event.changesDocument { document.seq = event.seq }
  }

  private mutating func apply(_ id: Int, _ item: TrackedItem?) {
    var items = document.items.filter { $0.id != id }
    if let item { items.append(item) }
    document.items = items.sorted { $0.id < $1.id }
  }

  private mutating func apply(key: String, _ value: String) {
    if let settings = try? document.settings.setting(key, to: value) {
      document.settings = settings
    }
  }

  private func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

extension [Event] {
  /// The events by month file, as a history on disk holds them.
  var byMonth: [String: [Event]] {
    Dictionary(grouping: self) { History.month(of: $0.day) }
  }
}
