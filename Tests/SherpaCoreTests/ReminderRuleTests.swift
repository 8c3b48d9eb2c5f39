import SherpaCore
import Testing

/// The reminder rules on hand-worked tables: each row a moment of one Saturday, what was
/// logged, sent and snoozed by then, and what the rules decide.
struct ReminderRuleTests {
  static let day = CivilDate(year: 2026, month: 11, day: 21)!

  static func at(_ text: String) -> Int {
    let parts = text.split(separator: ":").map { Int($0)! }
    return parts[0] * 60 + parts[1]
  }

  static func item(
    _ id: Int, _ name: String, time: String? = nil, times: [String] = [], phase: Phase? = nil,
    after: String? = nil, kind: Item.Kind = .habit, notify: Bool = false
  ) -> TrackedItem {
    func clock(_ text: String) -> TimeOfDay { TimeOfDay(text: text)! }
    var item = Item(
      kind: kind, name: name, recurrence: kind == .habit ? .daily : .once, start: day,
      time: (time ?? times.first).map(clock), phase: phase, after: after, notify: notify)
    item.times = times.map(clock)
    return TrackedItem(id: id, item: item, input: name.lowercased(), created: day)
  }

  /// Run at 07:00; Stretch after Run; Meditate in the morning; a task for today; Read in the
  /// evening; Floss at night.
  static let items = [
    item(1, "Run", time: "07:00"), item(2, "Stretch", after: "run"),
    item(3, "Meditate", phase: .morning), item(4, "Call the dentist", kind: .task),
    item(5, "Read", phase: .evening), item(6, "Floss", phase: .night),
  ]

  /// What the rules decide at `now`, as "Name verdict" lines in priority order.
  static func decide(
    at now: String, items: [TrackedItem] = items, done: [(Int, String)] = [],
    skipped: [Int] = [], sent: [(Int, String)] = [], snoozed: [(Int, String, String)] = [],
    settings: ReminderSettings = ReminderSettings()
  ) -> [String] {
    var events: [Event] = []
    for (id, time) in done {
      events.append(
        Event(
          day: day, seq: events.count + 1, at: "2026-11-21T\(time):00",
          action: .done(item: id, note: nil)))
    }
    for id in skipped {
      events.append(
        Event(day: day, seq: events.count + 1, at: "", action: .skip(item: id, note: nil)))
    }
    let entries = Agenda(
      items: items, ledger: Ledger(events: events), settings: Settings(), today: day
    )
    .report(for: day).entries
    let state = ReminderState(
      entries: entries, items: items,
      phases: DayPhases(date: day, settings: Settings(), utcOffset: 0),
      completedAt: Dictionary(uniqueKeysWithValues: done.map { ($0.0, at($0.1)) }),
      sent: sent.map { SentReminder(item: $0.0, at: at($0.1)) },
      snoozes: snoozed.map { Snooze(item: $0.0, at: at($0.1), until: at($0.2)) },
      settings: settings)
    return ReminderRule.decide(state, at: at(now)).map { item, verdict in
      item.name + " " + text(verdict)
    }
  }

  static func text(_ verdict: ReminderVerdict) -> String {
    func clock(_ m: Int) -> String { DayPhases.clock(m).description }
    switch verdict {
    case .send: return "send"
    case .snoozed(let until): return "snoozed until " + clock(until)
    case .reminded(let at): return "reminded at " + clock(at)
    case .cooldown(let until): return "cooldown until " + clock(until)
    case .capped: return "capped"
    case .waiting: return "waiting"
    }
  }

  @Test func beforeAnythingIsDueNothingIs() {
    #expect(Self.decide(at: "05:59") == [])
  }

  @Test func aTimedItemIsDueFromItsLeadAndGoesBeforeAPartOfTheDay() {
    #expect(
      Self.decide(at: "06:49") == ["Meditate send", "Call the dentist waiting"])
    #expect(
      Self.decide(at: "06:50") == ["Run send", "Meditate waiting", "Call the dentist waiting"])
  }

  @Test func theCapHoldsEveryReminderBackOnceReached() {
    let eight = (0..<8).map { (3, "0\($0):0\($0)") }
    #expect(
      Self.decide(at: "19:00", sent: eight)
        == ["Read capped", "Call the dentist capped"])
    // Under the cap, the same moment sends the first.
    #expect(
      Self.decide(at: "19:00", sent: Array(eight.prefix(7)))
        == ["Read send", "Call the dentist waiting"])
  }

  @Test func theCooldownWaitsFortyFiveMinutesAfterTheLastReminder() {
    #expect(
      Self.decide(at: "07:00", sent: [(3, "06:30")])
        == [
          "Run cooldown until 07:15", "Meditate reminded at 06:30",
          "Call the dentist cooldown until 07:15",
        ])
    #expect(
      Self.decide(at: "07:15", sent: [(3, "06:30")])
        == ["Run send", "Meditate reminded at 06:30", "Call the dentist waiting"])
    // A longer cooldown from the settings.
    #expect(
      Self.decide(at: "07:15", sent: [(3, "06:30")], settings: ReminderSettings(cooldown: 60))
        == [
          "Run cooldown until 07:30", "Meditate reminded at 06:30",
          "Call the dentist cooldown until 07:30",
        ])
  }

  @Test func underTheCapACascadeGoesFirstThenPartsOfTheDayThenTasks() {
    #expect(
      Self.decide(at: "07:45", done: [(1, "07:40")], sent: [(1, "06:50")])
        == ["Stretch send", "Meditate waiting", "Call the dentist waiting"])
    // With one reminder left today, the cascade takes it.
    let seven = [(1, "06:50")] + (0..<6).map { (5, "0\($0):00") }
    #expect(
      Self.decide(at: "07:45", done: [(1, "07:40")], sent: seven)
        == ["Stretch send", "Meditate waiting", "Call the dentist waiting"])
  }

  @Test func aReminderExpiresAtTheEndOfItsPartOfTheDay() {
    // Run (07:00) and Meditate belong to the morning, which ends at 12:00.
    #expect(Self.decide(at: "11:59").prefix(2) == ["Run send", "Meditate waiting"])
    #expect(Self.decide(at: "12:00") == ["Call the dentist send"])
    // "After Run" lasts to the end of the part Run was done in.
    #expect(Self.decide(at: "11:59", done: [(1, "11:30")]).first == "Stretch send")
    #expect(Self.decide(at: "12:00", done: [(1, "11:30")]) == ["Call the dentist send"])
    // The night runs past midnight to the day boundary.
    #expect(Self.decide(at: "25:59", sent: [(4, "09:00")]).first == "Floss send")
    #expect(Self.decide(at: "21:59", sent: [(4, "09:00")]).first == "Read send")
    #expect(
      Self.decide(at: "22:00", sent: [(4, "09:00")]) == [
        "Floss send", "Call the dentist reminded at 09:00",
      ])
  }

  @Test func aSnoozeWaitsThenTheItemMayBeRemindedAgain() {
    #expect(
      Self.decide(at: "06:20", snoozed: [(3, "06:10", "06:25")])
        == ["Meditate snoozed until 06:25", "Call the dentist send"])
    #expect(
      Self.decide(at: "06:25", snoozed: [(3, "06:10", "06:25")])
        == ["Meditate send", "Call the dentist waiting"])
    // Reminded, snoozed, the snooze over and the cooldown passed: reminded again.
    #expect(
      Self.decide(at: "06:49", sent: [(3, "06:00")], snoozed: [(3, "06:01", "06:16")])
        == ["Meditate send", "Call the dentist waiting"])
    // Reminded after the snooze ended: not again.
    #expect(
      Self.decide(
        at: "07:40", sent: [(3, "06:00"), (3, "06:49")], snoozed: [(3, "06:01", "06:16")]
      ).first
        == "Run send")
  }

  @Test func skippedAndDoneItemsAreNeverReminded() {
    #expect(
      Self.decide(at: "06:50", skipped: [1]) == ["Meditate send", "Call the dentist waiting"])
    #expect(
      Self.decide(at: "06:50", done: [(1, "06:45"), (3, "06:00")])
        == ["Stretch send", "Call the dentist waiting"])
    #expect(Self.decide(at: "06:50", skipped: [1, 3, 4]) == [])
  }

  @Test func aCascadeComesOnlyOnceItsItemIsDone() {
    #expect(!Self.decide(at: "07:45").contains { $0.hasPrefix("Stretch") })
    #expect(Self.decide(at: "07:45", done: [(1, "07:44")]).first == "Stretch send")
  }

  @Test func anItemWithSeveralTimesIsDueAgainAtEach() {
    let pills = [Self.item(7, "Pills", times: ["08:00", "20:00"])]
    #expect(Self.decide(at: "07:50", items: pills) == ["Pills send"])
    #expect(
      Self.decide(at: "09:00", items: pills, sent: [(7, "07:50")]) == ["Pills reminded at 07:50"])
    #expect(Self.decide(at: "19:50", items: pills, sent: [(7, "07:50")]) == ["Pills send"])
  }

  @Test func aHabitSaidWithAReminderButNoTimeIsRemindedAsATaskIs() {
    let items = [
      Self.item(1, "Floss", notify: true), Self.item(2, "Stretch"),
      Self.item(3, "Call mum", kind: .task),
    ]
    #expect(Self.decide(at: "05:59", items: items) == [])
    #expect(Self.decide(at: "06:00", items: items) == ["Floss send", "Call mum waiting"])
  }

  @Test func saidWithAReminderGoesFirstWithinItsPriority() {
    let items = [
      Self.item(1, "Water plants", phase: .morning),
      Self.item(2, "Vitamins", phase: .morning, notify: true),
    ]
    #expect(Self.decide(at: "06:00", items: items) == ["Vitamins send", "Water plants waiting"])
  }

  /// Twelve timed items through a whole day, every five minutes, as the timer runs it: never
  /// more than the cap, never two closer than the cooldown.
  @Test func twelveTimedItemsGetAtMostEightRemindersADay() {
    let items = (0..<12).map { Self.item($0 + 1, "Item \($0 + 1)", time: format2(7 + $0) + ":00") }
    var sent: [(Int, String)] = []
    for minute in stride(from: 6 * 60, to: 26 * 60, by: 5) {
      let now = String(format2(minute / 60)) + ":" + format2(minute % 60)
      let decisions = Self.decide(at: now, items: items, sent: sent)
      for line in decisions where line.hasSuffix(" send") {
        let id = Int(line.dropFirst(5).prefix { $0.isNumber })!
        sent.append((id, now))
      }
    }
    #expect(sent.count == 8)
    let minutes = sent.map { Self.at($0.1) }
    #expect(zip(minutes, minutes.dropFirst()).allSatisfy { $1 - $0 >= 45 })
    // Each reminded once, none after its part of the day ended.
    #expect(Set(sent.map(\.0)).count == 8)
  }
}

private func format2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
