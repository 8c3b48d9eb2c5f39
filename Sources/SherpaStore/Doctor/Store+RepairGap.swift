import SherpaCore

/// `doctor --repair` of events no line holds, every month file there (a month file emptied
/// or cut to 0 bytes while the document and the other months still reflect them). The
/// history cannot say what they were, so the document is not rebuilt from it: the document
/// is the evidence. Each item it holds that the history lost is recorded again at the end of
/// the history, so no acknowledged item is lost; each lost seq is noted in
/// `rejected/lost.jsonl`, so `doctor` knows the gap; the logs among them cannot be known
/// again and the repair says so. Nothing is moved or deleted, and `undo` takes it back.
extension Store {
  var lostPath: String { rejectedDirectory + "/lost.jsonl" }

  /// Records the gap and the items the document holds of it.
  ///
  /// - Returns: What was done, one line each; empty when there is no gap it can record.
  func recordGap(_ found: [DoctorFinding], now: String, backup: inout RepairBackup)
    throws(StoreError) -> [String]
  {
    guard found.contains(where: { $0.kind == .missingEvents && $0.repair != nil }),
      case .readable(var document) = try documentState()
    else { return [] }
    var events: [Event] = []
    var empty: [String] = []
    for month in try months() where !isLink(monthPath(month)) {
      let read = Self.scan(try FileSystem.read(monthPath(month)) ?? []).events
      if read.isEmpty { empty.append(month) }
      events += read
    }
    events.sort { $0.seq < $1.seq }
    let held = Set(events.map(\.seq)).union(rejectedSeqs())
    let lost = (1..<max(events.last?.seq ?? 1, 1)).filter { !held.contains($0) }
    guard !lost.isEmpty else { return [] }
    var done: [String] = []

    // The items the document holds and the history lost, recorded again.
    var seq = max(events.last?.seq ?? 0, document.seq)
    let recorded = try recordAgain(
      from: events, in: &document, after: &seq, now: now, backup: &backup)
    if let recorded { done.append(recorded) }
    // Saved after the history's last event (a repair cut short after recording them).
    if seq != document.seq || recorded != nil {
      document.seq = seq
      try backup.keep(path)
      try replace(path, with: StoreCodec.encode(document))
    }

    // The gap, noted so `doctor` knows it.
    try FileSystem.makeDirectory(rejectedDirectory)
    if FileSystem.exists(lostPath) { try backup.keep(lostPath) } else { try backup.made(lostPath) }
    let file = empty.count == 1 ? empty[0] + ".jsonl" : nil
    let problem = "lost: no line of the history holds it"
    let text = lost.map { seq in
      JSONText.object(
        (file.map { [("file", JSONText.string($0))] } ?? []) + [
          ("seq", String(seq)), ("problem", JSONText.string(problem)),
          ("at", JSONText.string(now)),
        ]) + "\n"
    }.joined()
    try FileSystem.append(Array(text.utf8), to: lostPath)
    let runs = Self.runs(lost).map {
      $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)"
    }
    done.append(
      "noted events \(runs.joined(by: ", ")) as lost in \(display(lostPath))"
        + (file.map { " (\($0) held them)" } ?? "") + ": the logs among them can't be known "
        + "again; \(displayPath) was kept as it is"
        + (recorded == nil ? "" : ", its items recorded again"))
    return done
  }

  /// The seqs the notes in `rejected/` name: lines set aside and events noted as lost.
  func rejectedSeqs() -> Set<Int> {
    var seqs = Set<Int>()
    for name in (try? FileSystem.list(rejectedDirectory)) ?? [] {
      guard let bytes = (try? FileSystem.read(rejectedDirectory + "/" + name)) ?? nil else {
        continue
      }
      for line in bytes.split(separator: 10) {
        guard let note = try? JSONValue(parsing: line) else { continue }
        if let seq = note["seq"]?.number {
          seqs.insert(Int(exactly: seq) ?? -1)
        } else if let text = note["text"]?.string,
          let seq = (try? JSONValue(parsing: Array(text.utf8)))?["seq"]?.number
        {
          seqs.insert(Int(exactly: seq) ?? -1)
        }
      }
    }
    return seqs
  }
}

extension Store {
  /// The item changes `document` holds that `events` lost, recorded again at the end of the
  /// history (in the newest month, or today's), numbered on from `seq`.
  ///
  /// - Returns: The line saying so; nil when nothing was lost.
  func recordAgain(
    from events: [Event], in document: inout StoreDocument, after seq: inout Int, now: String,
    backup: inout RepairBackup
  ) throws(StoreError) -> String? {
    let changes = Self.changes(from: StoreDocument.rebuilt(from: events), to: document)
    guard !changes.isEmpty else { return nil }
    let device = try device()
    let day = CivilDate(iso: now.prefix(10)) ?? events.last?.day ?? CivilDate.latest
    let month = max(try months().last ?? "", History.month(of: day))
    let file = monthPath(month)
    if FileSystem.exists(file) { try backup.keep(file) } else { try backup.made(file) }
    try History.repairTail(of: file)
    var text = ""
    for change in changes {
      seq += 1
      text += StoreCodec.encode(
        Event(day: day, seq: seq, at: now, action: .change(change), id: "\(device).\(seq)"))
    }
    try FileSystem.append(Array(text.utf8), to: file)
    document.months = (try months() + [month]).uniqueAscending()
    return "recorded again in \(display(file)) what \(displayPath) holds and the history lost: "
      + changes.map { "\($0.kind.rawValue) of '\(($0.after ?? $0.before)?.name ?? "")'" }
      .joined(by: ", ")
  }
}
