import Foundation
import Testing

/// `make install` and `make uninstall` (the Makefile at the package root) with the binary
/// `swift test` built and a stand-in man page: the files land where `man`, bash-completion,
/// zsh and fish look, and uninstall takes back exactly those. The release build and the
/// `generate-manual` plugin are left out, so that this stays fast; docs/install.md says how to
/// check them by hand.
struct InstallTests {
  static let now = "2026-11-21T09:00"

  /// Tests/SherpaCLITests/InstallTests.swift → the package root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// What install puts, relative to the prefix.
  static let installed = [
    "bin/sherpa",
    "bin/sherpa-mcp",
    "bin/sherpa-model",
    "share/bash-completion/completions/sherpa",
    "share/fish/vendor_completions.d/sherpa.fish",
    "share/man/man1/sherpa.1",
    "share/zsh/site-functions/_sherpa",
  ]

  @Test func installsUnderHomeDotLocalByDefaultAndUninstallsIt() throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    // Sherpa.run sets HOME to the sandbox.
    let prefix = sandbox.root.appendingPathComponent(".local")
    try Self.installAndUninstall([], prefix: prefix, in: sandbox)
  }

  @Test func installsUnderDestdirAndPrefixAndUninstallsIt() throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    let stage = sandbox.root.appendingPathComponent("stage")
    try Self.installAndUninstall(
      ["PREFIX=/usr/local", "DESTDIR=\(stage.path)"],
      prefix: stage.appendingPathComponent("usr/local"), in: sandbox)
  }

  /// Runs `make install` then `make uninstall` with `variables`, checking the files under
  /// `prefix` after each; a file of someone else's in `share/man` must stay.
  static func installAndUninstall(_ variables: [String], prefix: URL, in sandbox: Sherpa.Sandbox)
    throws
  {
    let manPage = sandbox.root.appendingPathComponent("stand-in.1")
    try Data(".Dd November 21, 2026\n.Dt SHERPA 1\n.Sh NAME\n.Nm sherpa\n".utf8).write(to: manPage)
    let other = prefix.appendingPathComponent("share/man/other.txt")
    try FileManager.default.createDirectory(
      at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not sherpa's".utf8).write(to: other)
    let fixed = [
      "-C", root.path, "SHERPA_BIN=\(try Sherpa.binary().path)", "MAN_PAGE=\(manPage.path)",
      "SCRATCH=\(sandbox.root.appendingPathComponent("scratch").path)",
    ]

    let install = try make(["install"] + fixed + variables, in: sandbox)
    #expect(install.status == 0, "make install: \(install.stderr)")
    #expect(try files(under: prefix) == (installed + ["share/man/other.txt"]).sorted())
    let binary = prefix.appendingPathComponent("bin/sherpa")
    #expect(FileManager.default.isExecutableFile(atPath: binary.path))
    let version = try Sherpa.run(["--version"], now: now, in: sandbox, program: binary.path)
    #expect(version.stdout == "0.1.0\n")
    #expect(try text(prefix, "share/man/man1/sherpa.1") == text(manPage))
    for (shell, path) in [
      ("bash", "share/bash-completion/completions/sherpa"),
      ("zsh", "share/zsh/site-functions/_sherpa"),
      ("fish", "share/fish/vendor_completions.d/sherpa.fish"),
    ] {
      let script = try Sherpa.run(["completion", shell], now: now, in: sandbox)
      #expect(try text(prefix, path) == script.stdout, "\(path) is not the \(shell) script")
    }

    let uninstall = try make(["uninstall"] + fixed + variables, in: sandbox)
    #expect(uninstall.status == 0, "make uninstall: \(uninstall.stderr)")
    #expect(try files(under: prefix) == ["share/man/other.txt"])
    // No folder left behind but the ones holding that file.
    let left = try FileManager.default.subpathsOfDirectory(atPath: prefix.path).sorted()
    #expect(left == ["share", "share/man", "share/man/other.txt"])
  }

  static func make(_ arguments: [String], in sandbox: Sherpa.Sandbox) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    try Sherpa.run(["make"] + arguments, now: now, in: sandbox, program: "/usr/bin/env")
  }

  /// The regular files below `folder`, relative to it, sorted.
  static func files(under folder: URL) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
      return !isFolder.boolValue
    }.sorted()
  }

  static func text(_ folder: URL, _ path: String) throws -> String {
    try text(folder.appendingPathComponent(path))
  }

  static func text(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }
}
