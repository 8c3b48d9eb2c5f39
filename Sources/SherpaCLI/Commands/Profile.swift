import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa profile [set …]`: wake and bed times, workout days, focus, constraints.
  struct Profile: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "profile",
      abstract:
        "Show or set what the coach reasons from: wake, bed, workout days, focus, constraints.",
      discussion: """
        sherpa profile set wake 06:30 bed 23:00 workout mon,wed,fri focus fitness
        sherpa profile set constraints "bad knee, night shifts"
        sherpa profile set focus none      (none clears a part)
        sherpa profile

        The bed time is the 'bedtime' setting: 'config set bedtime' changes it too.
        """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the profile as one JSON object.")
    var json = false

    @Argument(help: "set, then the parts: wake 06:30 bed 23:00 workout mon,wed,fri focus fitness.")
    var words: [String] = []

    func run(in workspace: Workspace) throws {
      let settings: Settings
      switch words.first {
      case nil, "show": settings = try workspace.actions.settings()
      case "set":
        guard words.count > 1 else {
          throw CommandFailure(
            "Say what to set, like 'sherpa profile set wake 06:30 bed 23:00 workout mon,wed,fri'.")
        }
        settings = try workspace.actions.setProfile(
          words.dropFirst().joined(by: " "), at: workspace.moment)
      default:
        throw CommandFailure(
          "'\(Shown.text(words[0]))' is not a profile action. Say 'set', like 'sherpa profile set wake 06:30'."
        )
      }
      var out = Output()
      out.line(json ? Self.json(settings) : Self.text(settings))
      out.flush()
    }

    static func text(_ settings: Settings) -> String {
      let profile = settings.profile
      return [
        "Wake         " + (profile.wake?.description ?? "-"),
        "Bed          " + settings.bedtime.description,
        "Workouts     "
          + (profile.workoutDays.isEmpty
            ? "-" : profile.workoutDays.map(\.shortName).joined(by: ", ")),
        "Focus        " + (profile.focus ?? "-"),
        "Constraints  "
          + (profile.constraints.isEmpty ? "-" : profile.constraints.joined(by: "; ")),
      ].joined(by: "\n")
    }

    static func json(_ settings: Settings) -> String {
      let profile = settings.profile
      return JSONText.object([
        ("wake", JSONText.optional(profile.wake?.description)),
        ("bed", JSONText.string(settings.bedtime.description)),
        (
          "workout",
          JSONText.array(profile.workoutDays.map { JSONText.string($0.shortName.lowercased()) })
        ),
        ("focus", JSONText.optional(profile.focus)),
        ("constraints", JSONText.array(profile.constraints.map(JSONText.string))),
      ])
    }
  }
}
