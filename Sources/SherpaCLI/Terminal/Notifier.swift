import SherpaProcess

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
    guard getenv("PATH") != nil, let program = Subprocess.find("notify-send") else { return }
    Subprocess.run([program, "--app-name=sherpa", title, body])
  }
}
