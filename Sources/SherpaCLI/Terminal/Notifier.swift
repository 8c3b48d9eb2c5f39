#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The end of a work or break period: the terminal's bell, and a desktop notification
/// through `notify-send` when there is one on `PATH`.
enum Notifier {
  static func ring(_ title: String, _ body: String) {
    let bell: [UInt8] = [7]
    _ = bell.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    guard let program = find("notify-send") else { return }
    let arguments = [program, "--app-name=sherpa", title, body]
    var pointers = arguments.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, program, nil, nil, &pointers, environ) == 0 else { return }
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
  }

  /// The first executable `name` in a folder of `PATH`.
  private static func find(_ name: String) -> String? {
    guard let path = getenv("PATH").map({ String(cString: $0) }) else { return nil }
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = folder + "/" + name
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}
