extension PlanRule {
  /// One step placed on the day's clock, and what placed it there.
  struct Slot {
    enum Cause {
      /// A timed item whose time has come and not yet passed by its length.
      case dueNow
      /// A timed item whose time passed by more than its length.
      case late
      /// A timed item, at its time (or as soon after as what comes before it ends).
      case atTime
      /// An untimed item in the gap before a timed one.
      case fitsBefore(name: String, time: TimeOfDay)
      /// An untimed item in its turn.
      case inTurn
    }

    let candidate: Candidate
    /// When it starts, on the plan's clock.
    let start: Int
    let cause: Cause
  }

  /// The remaining items laid out from now: what is due, what is late, then each untimed
  /// item where it fits before the next timed one, the timed ones at their times, and the
  /// later parts of the day as the clock reaches them. "After" relations hold throughout.
  struct Timeline {
    private(set) var placed: [Slot] = []

    /// How close before a timed item an untimed one must end for that item to be the reason.
    static let nearGap = 60

    init(_ candidates: [Candidate], start now: Int) {
      let waiting = Set(candidates.map(\.entry.id))
      var pending = candidates
      var done = Set<Int>()
      var cursor = now

      func isReady(_ candidate: Candidate) -> Bool {
        guard let before = candidate.after?.id, waiting.contains(before) else { return true }
        return done.contains(before)
      }
      func comesFirst(_ a: Candidate, _ b: Candidate) -> Bool {
        if a.group != b.group { return a.group < b.group }
        if a.hint.difficulty != b.hint.difficulty { return a.hint.difficulty > b.hint.difficulty }
        return a.index < b.index
      }
      func byTime(_ a: Candidate, _ b: Candidate) -> Bool {
        a.time! != b.time! ? a.time! < b.time! : a.index < b.index
      }
      func place(_ candidate: Candidate, at start: Int, _ cause: Slot.Cause) {
        placed.append(Slot(candidate: candidate, start: start, cause: cause))
        done.insert(candidate.entry.id)
        pending.removeAll { $0.entry.id == candidate.entry.id }
        cursor = start + candidate.hint.minutes
      }

      while !pending.isEmpty {
        let ready = pending.filter(isReady)
        // A circle of relations is broken at its first item.
        guard !ready.isEmpty else {
          place(pending.min(by: comesFirst)!, at: cursor, .inTurn)
          continue
        }
        // Due now, then late: the times already reached, in time order.
        let reached = ready.filter { ($0.time ?? .max) <= now }
        let due = reached.filter { $0.time! + $0.hint.minutes > now }
        if let next = due.min(by: byTime) ?? reached.min(by: byTime) {
          place(next, at: cursor, next.time! + next.hint.minutes > now ? .dueNow : .late)
          continue
        }
        let timed = ready.filter { $0.time != nil }.min(by: byTime)
        let untimed = ready.filter { $0.time == nil }
        let open = untimed.filter { $0.earliest <= cursor }.sorted(by: comesFirst)
        guard let timed else {
          if let first = open.first {
            place(first, at: cursor, .inTurn)
          } else {
            cursor = untimed.map(\.earliest).min()!
          }
          continue
        }
        let at = timed.time!
        if let fit = open.firstIndex(where: { cursor + $0.hint.minutes <= at }) {
          let end = cursor + open[fit].hint.minutes
          let near = fit > 0 || at - end < Self.nearGap
          place(
            open[fit], at: cursor,
            near
              ? .fitsBefore(name: timed.entry.name, time: timed.entry.tracked.item.time!) : .inTurn)
          continue
        }
        if open.isEmpty, let later = untimed.map(\.earliest).min(), later < at {
          cursor = later
          continue
        }
        place(timed, at: max(cursor, at), .atTime)
      }
    }
  }
}
