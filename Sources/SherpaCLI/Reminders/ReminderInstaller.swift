import SherpaActions
import SherpaCore
import SherpaProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the reminders' timer in place, takes it away, and says what runs: a systemd user
/// timer where a systemd user manager runs (or with `--systemd`), else a crontab line.
struct ReminderInstaller {
  enum Way: String { case systemd, cron }

  /// `$XDG_CONFIG_HOME` (`~/.config`).
  let configHome: String
  let display: (String) -> String

  var unitFolder: String { configHome + "/systemd/user" }
  var wantsFolder: String { unitFolder + "/timers.target.wants" }
  var servicePath: String { unitFolder + "/" + TimerUnits.service }
  var timerPath: String { unitFolder + "/" + TimerUnits.timer }
  var wantsLink: String { wantsFolder + "/" + TimerUnits.timer }

  /// Whether a systemd user manager answers: its private socket is there.
  static var hasUserManager: Bool {
    guard let runtime = getenv("XDG_RUNTIME_DIR").map({ String(cString: $0) }), !runtime.isEmpty
    else { return false }
    return access(runtime + "/systemd/private", F_OK) == 0
  }

  /// The way to use when none is asked for.
  static var usualWay: Way? {
    if hasUserManager { return .systemd }
    return Subprocess.find("crontab") != nil ? .cron : nil
  }

  // MARK: Install

  /// Writes the units (or the crontab line) and says exactly what was written and run.
  func install(_ arguments: [String], way: Way) throws -> [String] {
    switch way {
    case .systemd:
      var lines: [String] = []
      try makeFolder(wantsFolder)
      let service = TimerUnits.serviceText(arguments)
      try write(service, to: servicePath)
      lines += ["Wrote \(display(servicePath)):"] + indented(service)
      try write(TimerUnits.timerText, to: timerPath)
      lines += ["Wrote \(display(timerPath)):"] + indented(TimerUnits.timerText)
      unlink(wantsLink)
      guard symlink(timerPath, wantsLink) == 0 else {
        throw CommandFailure("Can't link \(display(wantsLink)): \(Self.errorText()).")
      }
      lines.append("Linked \(display(wantsLink)) -> \(display(timerPath)) (enabled).")
      if Self.hasUserManager {
        for step in [["daemon-reload"], ["start", TimerUnits.timer]] {
          let status = Subprocess.run(["systemctl", "--user"] + step).status
          lines.append(
            "Ran systemctl --user \(step.joined(by: " "))"
              + (status == 0 ? "." : ": exit status \(status)."))
        }
      } else {
        lines.append(
          "No systemd user manager answers here, so nothing runs it yet: it starts at your next "
            + "login, or now with 'systemctl --user daemon-reload && systemctl --user start "
            + "\(TimerUnits.timer)'.")
      }
      return lines
    case .cron:
      let line = TimerUnits.cronLine(arguments)
      var table = try crontab().filter { !$0.hasSuffix(TimerUnits.cronMarker) }
      table.append(line)
      try setCrontab(table)
      return ["Added to your crontab (crontab -l shows it):", "  " + line]
    }
  }

  // MARK: Uninstall

  /// Removes exactly what `install` wrote, and the folders it leaves empty.
  func uninstall() throws -> [String] {
    var lines: [String] = []
    if exists(timerPath) || exists(servicePath) || isLink(wantsLink) {
      if Self.hasUserManager {
        Subprocess.run(["systemctl", "--user", "stop", TimerUnits.timer])
        lines.append("Ran systemctl --user stop \(TimerUnits.timer).")
      }
      for path in [wantsLink, timerPath, servicePath] where exists(path) || isLink(path) {
        unlink(path)
        lines.append("Removed \(display(path)).")
      }
      for folder in [wantsFolder, unitFolder, configHome + "/systemd"] where rmdir(folder) == 0 {
        lines.append("Removed the empty folder \(display(folder)).")
      }
      if Self.hasUserManager { Subprocess.run(["systemctl", "--user", "daemon-reload"]) }
    }
    if Subprocess.find("crontab") != nil {
      let table = try crontab()
      let kept = table.filter { !$0.hasSuffix(TimerUnits.cronMarker) }
      if kept.count != table.count {
        try setCrontab(kept)
        lines.append("Removed the line ending '\(TimerUnits.cronMarker)' from your crontab.")
      }
    }
    if lines.isEmpty { lines.append("Nothing was installed: there is nothing to remove.") }
    return lines
  }

  // MARK: Status

  func status() throws -> [String] {
    var lines: [String] = []
    if exists(servicePath) || exists(timerPath) {
      let enabled = isLink(wantsLink) ? "enabled" : "not enabled"
      lines.append("A systemd user timer runs the reminders every 5 minutes (\(enabled)):")
      lines.append("  " + display(timerPath) + (exists(timerPath) ? "" : " (missing)"))
      lines.append("  " + display(servicePath) + (exists(servicePath) ? "" : " (missing)"))
      if let bytes = try? FileAccess.read(servicePath),
        let exec = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
          .first(where: { $0.hasPrefix("ExecStart=") })
      {
        lines.append("  runs: " + exec.dropFirst("ExecStart=".count))
      }
      if Self.hasUserManager {
        let active = Subprocess.run(
          ["systemctl", "--user", "is-active", TimerUnits.timer], capture: true)
        lines.append("  systemd says the timer is \(active.output.trimmingWhitespace()).")
      } else {
        lines.append("  No systemd user manager answers here; it runs once one does.")
      }
    }
    if Subprocess.find("crontab") != nil,
      let line = try crontab().first(where: { $0.hasSuffix(TimerUnits.cronMarker) })
    {
      lines.append("Your crontab runs the reminders every 5 minutes:")
      lines.append("  " + line)
    }
    if lines.isEmpty {
      lines.append("Nothing runs Sherpa's reminders. 'sherpa remind install' sets it up.")
    }
    return lines
  }

  // MARK: Files and crontab

  private func crontab() throws -> [String] {
    let run = Subprocess.run(["crontab", "-l"], capture: true)
    // "no crontab for …" is exit status 1 and an empty table.
    guard run.status == 0 else { return [] }
    return run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.isEmpty }
  }

  private func setCrontab(_ lines: [String]) throws {
    let text = lines.isEmpty ? "" : lines.joined(by: "\n") + "\n"
    let status = Subprocess.run(["crontab", "-"], input: Array(text.utf8)).status
    guard status == 0 else {
      throw CommandFailure(
        "crontab refused the new table (exit status \(status)); nothing changed.")
    }
  }

  private func indented(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 }
  }

  private func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  private func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  private func makeFolder(_ path: String) throws {
    var built = ""
    for part in path.split(separator: "/") {
      built += "/" + part
      if mkdir(built, 0o755) != 0 && errno != EEXIST {
        throw CommandFailure("Can't make the folder \(display(built)): \(Self.errorText()).")
      }
    }
  }

  private func write(_ text: String, to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw CommandFailure("Can't write \(display(path)): \(Self.errorText()).")
    }
    defer { close(fd) }
    if FileAccess.writeAll(Array(text.utf8), to: fd) != nil {
      throw CommandFailure("Can't write \(display(path)): \(Self.errorText()).")
    }
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}
