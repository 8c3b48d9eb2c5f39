import Testing

@testable import SherpaSync

/// Which remotes git reaches on this machine: those get their `git-receive-pack` in a
/// session of its own, so a sync killed with its process group leaves no lock there.
struct RemoteAddressTests {
  @Test(arguments: [
    ("/srv/sherpa.git", true), ("../sherpa.git", true), ("sherpa.git", true),
    ("file:///media/stick/sherpa.git", true), ("./notes:2026.git", true),
    ("/media/my stick/it's.git", true),
    ("git@example.org:me/sherpa.git", false), ("nas:sherpa.git", false),
    ("ssh://nas/srv/sherpa.git", false), ("https://example.org/me/sherpa.git", false),
  ])
  func aRemoteIsOnThisMachineByGitsOwnRule(url: String, local: Bool) {
    #expect(Git.isOnThisMachine(url) == local)
    #expect(Git.pushOptions(to: url).isEmpty == !local)
  }

  @Test func theReceivePackCommandQuotesTheProgramForTheShell() {
    guard let option = Git.pushOptions(to: "/srv/sherpa.git").first else {
      Issue.record("no setsid on PATH")
      return
    }
    #expect(option.hasPrefix("--receive-pack='/"))
    #expect(option.hasSuffix("/setsid' -w git-receive-pack"))
  }

  @Test func theLockGitNamesIsReadFromItsComplaint() {
    let words =
      "remote: error: cannot lock ref 'refs/heads/main': Unable to create "
      + "'/srv/sherpa.git/./refs/heads/main.lock': File exists.\n"
    #expect(
      Git.Output(status: 1, out: [], err: Array(words.utf8)).lockFile
        == "/srv/sherpa.git/./refs/heads/main.lock")
    let refused = "error: failed to push some refs"
    #expect(Git.Output(status: 1, out: [], err: Array(refused.utf8)).lockFile == nil)
  }
}
