/// Why the store could not be read or written; `description` is the one line a person reads.
///
/// Whatever the error, the files on disk are as they were before the command ran.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file is not JSON, or not a store, at `problem` (with line and column for JSON).
  case damaged(file: String, problem: String, backup: String?)
  /// Written by a newer Sherpa.
  case newerFormat(file: String, version: Int, known: Int)
  /// A line of a history file that is not an event.
  case damagedHistory(file: String, problem: String)
  /// The history ends before the last event the document was saved with: a month file, or
  /// the whole folder, is gone.
  case missingHistory(folder: String, last: Int, saved: Int)
  /// Month files the document was saved with are gone (`missing`, and `more` besides).
  case missingMonths(folder: String, missing: String, more: Int)
  /// Not Sherpa's store at all.
  case notAStore(file: String, backup: String?)
  /// The system refused: `action` like "save", `reason` from the system.
  case system(file: String, action: String, reason: String)

  public var description: String { Self.escaped(text) }

  /// The line with control characters shown, not obeyed: a path or a name from a file may
  /// hold a newline or a terminal escape sequence.
  package static func escaped(_ line: String) -> String {
    guard line.unicodeScalars.contains(where: isControl) else { return line }
    var out = ""
    for scalar in line.unicodeScalars {
      if isControl(scalar) {
        out +=
          scalar == "\n"
          ? "\\n" : scalar == "\t" ? "\\t" : "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private var text: String {
    switch self {
    case .damaged(let file, let problem, let backup):
      "Can't read \(file) (\(problem)). It was left untouched; \(Self.doctor), "
        + "\(Self.wayOut(backup))."
    case .damagedHistory(let file, let problem):
      "Can't read \(file) (\(problem)). It was left untouched; \(Self.doctor)."
    case .missingHistory(let folder, let last, let saved):
      "\(folder) ends at event \(last), but the store was saved after event \(saved): part of "
        + "the history is missing. Nothing was written; put the missing month files back to go on "
        + "('sherpa doctor' lists what is missing)."
    case .missingMonths(let folder, let missing, let more):
      "\(folder) has lost \(missing)\(more > 0 ? " and \(more) more month files" : ""), which the "
        + "store was saved with: part of the history is missing. Nothing was written; put the "
        + "missing month files back to go on ('sherpa doctor' lists what is missing)."
    case .notAStore(let file, let backup):
      "\(file) is not a Sherpa store. It was left untouched; "
        + (backup.map { "the previous version is \($0), or move it aside to start fresh" }
          ?? "move it aside to start fresh") + "."
    case .newerFormat(let file, let version, let known):
      "\(file) was written by a newer Sherpa (store format \(version); this one reads up to "
        + "\(known)). It was left untouched; update Sherpa to use it."
    case .system(let file, let action, let reason):
      "Couldn't \(action) \(file): \(reason). Nothing was changed."
    }
  }

  /// The way to see and mend a damaged store.
  static let doctor = "'sherpa doctor --repair' mends what it can (and 'undo' takes that back)"

  private static func wayOut(_ backup: String?) -> String {
    guard let backup else { return "or move it aside to start fresh" }
    return "or the previous version is \(backup)"
  }
}
