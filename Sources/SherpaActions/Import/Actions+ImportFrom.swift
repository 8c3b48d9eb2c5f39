import SherpaCore
import SherpaStore

extension Actions {
  /// `import loop|taskwarrior|csv FILE`: what the file at `path` (shown as `shown`) brings
  /// that the store lacks; with `apply`, kept as one change that one `undo` takes back.
  ///
  /// A dry run reads the store without the lock and writes nothing. Rows that do not read
  /// are in the outcome's problems; the others come in.
  ///
  /// - Throws: `ImportFileFailure` when the file is missing or not in the tool's format;
  ///   nothing is written then.
  public func importFrom(
    _ source: ImportPlan.Source, at path: String, shown: String, apply: Bool, at moment: Moment
  ) throws -> ImportOutcome {
    let document = try store.document()
    let plan = try Self.plan(source, at: path, shown: shown, today: moment.today(document.settings))
    guard apply else {
      return ImportOutcome.resolve(
        plan, items: document.items, nextId: document.nextId, events: try store.allEvents())
    }
    return try store.transaction(now: moment.stamp) { transaction in
      let today = moment.today(transaction.document.settings)
      var outcome = ImportOutcome.resolve(
        plan, items: transaction.document.items, nextId: transaction.document.nextId,
        events: try transaction.allEvents())
      outcome.isApplied = true
      guard !outcome.isNothingNew else { return outcome }
      var made: [Int] = []
      for tracked in outcome.added {
        transaction.document.set(tracked, id: tracked.id)
        let change = ItemChange(kind: .add, id: tracked.id, before: nil, after: tracked)
        made.append(transaction.record(.change(change), day: today).seq)
      }
      transaction.document.nextId = max(transaction.document.nextId, outcome.nextId)
      for log in outcome.logs {
        made.append(transaction.record(log.action, day: log.day).seq)
      }
      let record = ImportRecord(source: source.rawValue, file: shown, made: made)
      transaction.record(.imported(record), day: today)
      return outcome
    }
  }

  /// The file read and mapped, the store not yet looked at.
  static func plan(_ source: ImportPlan.Source, at path: String, shown: String, today: CivilDate)
    throws -> ImportPlan
  {
    switch source {
    case .loop: return try loopExport(at: path, shown: shown).plan(today: today)
    case .taskwarrior:
      let text = try text(at: path, shown: shown, expecting: "the file 'task export' wrote")
      return try TaskwarriorExport(name: shown, text: text).plan(
        today: today, utcOffset: LocalZone.utcOffset(on:))
    case .csv: return try sherpaCSV(at: path, shown: shown).plan(today: today)
    }
  }

  /// Loop's export: the folder, or its `Habits.csv` naming the folder it is in.
  private static func loopExport(at path: String, shown: String) throws -> LoopExport {
    let (folder, shownFolder) = try folder(
      at: path, shown: shown, holding: "Habits.csv", or: ["Checkmarks.csv"],
      of: "Loop's 'Export data'")
    let habits = try text(at: folder + "/Habits.csv", shown: join(shownFolder, "Habits.csv"))
    var export = LoopExport(habits: ImportText(name: join(shownFolder, "Habits.csv"), text: habits))
    for name in try Files.list(folder) {
      // A habit's folder is its position, a space and its name: "001 Meditate".
      let digits = name.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, let position = Int(digits),
        let checks = try Files.read(folder + "/" + name + "/Checkmarks.csv")
      else { continue }
      let shownFile = join(shownFolder, name + "/Checkmarks.csv")
      export.checkmarks[position] = ImportText(
        name: shownFile, text: try utf8(checks, shown: shownFile))
    }
    if let overall = try Files.read(folder + "/Checkmarks.csv") {
      let shownFile = join(shownFolder, "Checkmarks.csv")
      export.overall = ImportText(name: shownFile, text: try utf8(overall, shown: shownFile))
    }
    return export
  }

  /// Sherpa's CSV export: the folder, or its `items.csv` (with `log.csv` beside it).
  private static func sherpaCSV(at path: String, shown: String) throws -> SherpaCSVExport {
    let (folder, shownFolder) = try folder(
      at: path, shown: shown, holding: "items.csv", or: ["log.csv"],
      of: "'sherpa export csv'")
    let items = try text(at: folder + "/items.csv", shown: join(shownFolder, "items.csv"))
    let log = try Files.read(folder + "/log.csv").map {
      ImportText(name: join(shownFolder, "log.csv"), text: try utf8($0, shown: "log.csv"))
    }
    return SherpaCSVExport(
      items: ImportText(name: join(shownFolder, "items.csv"), text: items), log: log)
  }

  /// The folder an export is in: `path` itself, or the folder of the file it names (`file`
  /// or one of `also`).
  private static func folder(
    at path: String, shown: String, holding file: String, or also: [String] = [],
    of tool: String
  ) throws(ImportFileFailure) -> (String, String) {
    if Files.isFolder(path) {
      guard FileHead.bytes(of: path + "/" + file) != nil else {
        throw ImportFileFailure(
          message:
            "'\(Shown.text(shown))' has no \(file) in it, so it is not the folder \(tool) made. "
            + "Name the folder holding \(file). Nothing was changed.")
      }
      return (path, shown)
    }
    guard let head = FileHead.bytes(of: path) else {
      throw ImportFileFailure(
        message:
          "There is no file or folder '\(Shown.text(shown))'. Name the folder \(tool) made. "
          + "Nothing was changed.")
    }
    if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
      throw ImportFileFailure(
        message:
          "'\(Shown.text(shown))' is a zip archive. Unzip it first (unzip '\(Shown.text(shown))' "
          + "-d export) and name the folder. Nothing was changed.")
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if ([file] + also).contains(where: { $0.lowercased() == name.lowercased() }) {
      let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
      let shownFolder = shown.contains("/") ? String(shown[..<shown.lastIndex(of: "/")!]) : "."
      let found = folder.isEmpty ? "/" : folder
      guard FileHead.bytes(of: found + "/" + file) != nil else {
        throw ImportFileFailure(
          message:
            "There is no \(file) beside '\(Shown.text(shown))'. Name the folder \(tool) made. "
            + "Nothing was changed.")
      }
      return (found, shownFolder)
    }
    throw ImportFileFailure(
      message:
        "'\(Shown.text(shown))' is not the folder \(tool) made, nor its \(file). Name the "
        + "folder holding \(file). Nothing was changed.")
  }

  private static func text(at path: String, shown: String, expecting what: String = "")
    throws -> String
  {
    guard let bytes = try Files.read(path) else {
      throw ImportFileFailure(
        message:
          "There is no file '\(Shown.text(shown))'."
          + (what.isEmpty ? "" : " Name \(what).") + " Nothing was changed.")
    }
    return try utf8(bytes, shown: shown)
  }

  private static func utf8(_ bytes: [UInt8], shown: String) throws(ImportFileFailure) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ImportFileFailure(
        message:
          "Can't read \(Shown.text(shown)): it is not UTF-8 text. Nothing was changed.")
    }
    return text
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}

/// The first bytes of a file, to tell a zip archive from text.
enum FileHead {
  static func bytes(of path: String) -> [UInt8]? {
    guard let all = try? Files.read(path) else { return nil }
    return Array(all.prefix(4))
  }
}
