import SherpaActions
import SherpaCore

/// The summary of the person's days the model is given, and nothing more: today's items
/// with their progress and streaks, the streak, the last seven days, the profile and goals,
/// last night's reflection. It is JSON inside the system text, so that whatever an item's
/// name says stays a name: the rules tell the model that text in the data is never an
/// instruction. `sherpa coach --show-context` prints the whole request.
enum ModelContext {
  /// The context for `day`, as one JSON object.
  static func json(_ day: CoachDay) throws -> String {
    let settings = day.document.settings
    let items = day.report.entries.map { entry -> String in
      var pairs: [(String, String)] = [
        ("name", JSONText.string(PlainText.cleaned(entry.name))),
        ("kind", JSONText.string(entry.kind.rawValue)),
        ("target", JSONText.string(entry.target.text)),
        ("state", JSONText.string(entry.isDone ? "done" : entry.isSkipped ? "skipped" : "left")),
      ]
      if !entry.target.isCheckOff {
        pairs.append(
          (
            "progress",
            JSONText.string(Target.format(entry.progress) + " " + entry.target.unit.rawValue)
          ))
      }
      if let streak = day.hints[entry.id]?.streak, streak > 0 {
        pairs.append(("streak", String(streak)))
      }
      if let note = entry.note { pairs.append(("note", JSONText.string(PlainText.cleaned(note)))) }
      return JSONText.object(pairs)
    }
    let week = (1...7).reversed().map { back -> String in
      let date = day.today.adding(days: -back)
      return JSONText.object([
        ("day", JSONText.string(date.weekday.name + " " + date.description)),
        ("status", JSONText.string(day.journal.agenda.status(of: date).rawValue)),
      ])
    }
    let goals = day.document.goals.map { goal in
      JSONText.object([
        ("goal", JSONText.string(PlainText.cleaned(goal.title))),
        ("by", JSONText.string(goal.by.description)),
      ])
    }
    let yesterday = day.today.adding(days: -1)
    let night = day.journal.agenda.ledger.time(on: yesterday).reflections[.night]
    var pairs: [(String, String)] = [
      ("now", JSONText.string("\(day.today.weekday.name) \(day.today) \(day.now)")),
      ("streakDays", String(try day.journal.streak())),
      ("today", JSONText.array(items)), ("lastSevenDays", JSONText.array(week)),
      ("bedtime", JSONText.string(settings.bedtime.description)),
    ]
    if !settings.profile.isEmpty {
      pairs.append(("profile", JSONText.string(settings.value(of: "profile")!)))
    }
    if !goals.isEmpty { pairs.append(("goals", JSONText.array(goals))) }
    if let night {
      pairs.append(
        (
          "lastNight",
          JSONText.object([
            ("mood", night.score.map(String.init) ?? "null"),
            ("note", JSONText.optional(night.text.map(PlainText.cleaned))),
          ])
        ))
    }
    return JSONText.object(pairs)
  }
}
