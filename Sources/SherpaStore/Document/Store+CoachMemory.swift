import SherpaCore

/// The model-backed coach's memory in `store.coach.json` (JSON, then a checksum line, as the
/// caches): local to this machine, never synced, worked out afresh when missing or damaged.
extension Store {
  var coachMemoryPath: String { base + ".coach.json" }

  /// The memory as of `today`.
  public func coachMemory(on today: CivilDate) -> CoachMemory {
    guard let bytes = CacheFile.read(coachMemoryPath), let value = try? JSONValue(parsing: bytes),
      let day = value["day"]?.string.flatMap(CivilDate.init(iso:))
    else { return CoachMemory(day: today) }
    var memory = CoachMemory(day: day)
    memory.tokens = max(0, Int(value["tokens"]?.number ?? 0))
    memory.turns = (value["turns"]?.array ?? []).compactMap { turn in
      guard let role = turn["role"]?.string, role == "user" || role == "assistant",
        let text = turn["text"]?.string
      else { return nil }
      return CoachMemory.Turn(role: role, text: text)
    }.suffix(CoachMemory.keptTurns)
    return memory.on(today)
  }

  /// Keeps `memory`; a write that fails is no error, only a memory lost.
  public func keep(_ memory: CoachMemory) {
    let turns = memory.turns.map {
      JSONText.object([("role", JSONText.string($0.role)), ("text", JSONText.string($0.text))])
    }
    CacheFile.write(
      coachMemoryPath,
      JSONText.object([
        ("day", JSONText.string(memory.day.description)), ("tokens", String(memory.tokens)),
        ("turns", JSONText.array(turns)),
      ]))
  }
}
