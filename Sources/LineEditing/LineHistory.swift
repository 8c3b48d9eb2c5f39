#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines typed in earlier sessions, one per line in a file: newest last, each line
/// once, at most `limit` of them.
///
/// Each new line is merged into what the file holds now, so two sessions open at once
/// both keep their lines. The file is replaced whole (a temporary file renamed over it),
/// readable by its owner only.
struct LineHistory {
  let path: String
  let limit: Int

  /// The lines kept, oldest first.
  func load() -> [String] {
    guard let file = fopen(path, "r") else { return [] }
    defer { fclose(file) }
    var lines: [String] = []
    var buffer: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    defer { free(buffer) }
    while true {
      let n = getline(&buffer, &capacity, file)
      guard n >= 0, let buffer else { break }
      var line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: n), as: UTF8.self)
      if line.hasSuffix("\n") { line.removeLast() }
      if !line.isEmpty { lines.append(line) }
    }
    return Array(lines.suffix(limit))
  }

  /// Adds `line` as the newest entry, removing an older copy, and saves. Returns the lines.
  func add(_ line: String) -> [String] {
    var lines = load().filter { $0 != line }
    lines.append(line)
    lines = Array(lines.suffix(limit))
    save(lines)
    return lines
  }

  /// Best effort: a history that cannot be saved must not stop the session.
  private func save(_ lines: [String]) {
    guard makeDirectories(for: path) else { return }
    let temporary = path + ".tmp\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { return }
    let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    if written == bytes.count {
      rename(temporary, path)
    } else {
      unlink(temporary)
    }
  }

  private func makeDirectories(for path: String) -> Bool {
    var folder = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/").dropLast() {
      folder += "/" + part
      if mkdir(folder, 0o700) != 0 && errno != EEXIST { return false }
    }
    return true
  }
}
