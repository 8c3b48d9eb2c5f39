import SherpaCore
import Testing

/// "only on X days": an item is scheduled on the days its own schedule and X's item's share,
/// day by day, by the definitions each had that day.
struct OnlyOnTests {
  static let first = CivilDate(iso: "2026-11-02")!  // a Monday
  static let days = first...first.adding(days: 27)

  static func tracked(
    _ id: Int, _ name: String, _ rule: Recurrence, onlyOn: String? = nil, created: Int = 0
  ) -> TrackedItem {
    TrackedItem(
      id: id,
      item: Item(kind: .habit, name: name, recurrence: rule, start: first, onlyOn: onlyOn),
      input: name, created: first.adding(days: created))
  }

  static func weekly(_ days: [Weekday]) -> Recurrence {
    Recurrence(frequency: .weekly, byWeekday: days.map { WeekdayRule($0) })
  }

  static let workout = tracked(1, "Gym workout", weekly([.monday, .wednesday, .friday]))
  static let shake = tracked(2, "Shake", .daily, onlyOn: "workout")

  static func resolved(_ items: [TrackedItem], _ id: Int) -> TrackedItem {
    ItemRelation.resolvingOnlyOn(items).first { $0.id == id }!
  }

  @Test(arguments: [
    (Recurrence.daily, OnlyOnTests.weekly([.monday, .wednesday, .friday])),
    (
      OnlyOnTests.weekly([.monday, .tuesday, .wednesday, .thursday, .friday]),
      OnlyOnTests.weekly([.monday, .wednesday, .saturday])
    ),
    (OnlyOnTests.weekly([.tuesday]), OnlyOnTests.weekly([.monday, .wednesday])),
    (Recurrence(frequency: .daily, interval: 2), OnlyOnTests.weekly([.monday, .tuesday])),
  ])
  func scheduledOnExactlyTheIntersection(_ own: Recurrence, _ related: Recurrence) {
    let workout = Self.tracked(1, "Gym workout", related)
    let shake = Self.tracked(2, "Shake", own, onlyOn: "workout")
    let expected = Set(shake.scheduledDays(in: Self.days)).intersection(
      workout.scheduledDays(in: Self.days))
    let kept = Self.resolved([workout, shake], 2)
    #expect(kept.scheduledDays(in: Self.days) == expected.sorted())
    for day in Self.days.lowerBound.dayNumber...Self.days.upperBound.dayNumber {
      let date = CivilDate(dayNumber: day)
      #expect(kept.isScheduled(on: date) == expected.contains(date))
    }
    // The agenda, with the days worked out up front or one at a time, agrees.
    for span in [Self.days, nil] as [ClosedRange<CivilDate>?] {
      let agenda = Agenda(
        items: [workout, shake], ledger: Ledger(events: []), settings: Settings(),
        today: Self.days.upperBound, span: span)
      let held = Self.days.lowerBound.dayNumber...Self.days.upperBound.dayNumber
      let shown = held.map { CivilDate(dayNumber: $0) }.filter {
        agenda.entry(for: agenda.items[1], on: $0) != nil
      }
      #expect(shown == expected.sorted())
    }
  }

  @Test func theRelatedItemCountsByItsOwnScheduleNotItsRelations() {
    let drink = Self.tracked(3, "Electrolytes", .daily, onlyOn: "shake")
    let items = [Self.workout, Self.shake, drink]
    let kept = Self.resolved(items, 3)
    #expect(kept.scheduledDays(in: Self.days).count == 28)
    let agenda = Agenda(
      items: items, ledger: Ledger(events: []), settings: Settings(),
      today: Self.days.upperBound, span: Self.days)
    let held = (0..<28).map { Self.first.adding(days: $0) }
    #expect(held.filter { agenda.entry(for: agenda.items[2], on: $0) != nil }.count == 28)
    #expect(held.filter { agenda.entry(for: agenda.items[1], on: $0) != nil }.count == 12)
  }

  @Test func wordsThatNameNoItemLeaveItsOwnSchedule() {
    let shake = Self.tracked(2, "Shake", .daily, onlyOn: "yoga")
    let kept = Self.resolved([Self.workout, shake], 2)
    #expect(kept.scheduledDays(in: Self.days).count == 28)
  }

  @Test func daysBeforeTheRelatedItemWasAddedFollowTheirOwnSchedule() {
    let workout = Self.tracked(1, "Workout", Self.weekly([.monday]), created: 14)
    let kept = Self.resolved([workout, Self.shake], 2)
    let days = kept.scheduledDays(in: Self.days)
    #expect(days.filter { $0 < Self.first.adding(days: 14) }.count == 14)
    #expect(days.filter { $0 >= Self.first.adding(days: 14) }.allSatisfy { $0.weekday == .monday })
  }

  @Test func fromTheDayTheRelatedItemIsArchivedItsOwnScheduleAppliesAgain() {
    var workout = Self.workout
    workout.archived = Self.first.adding(days: 14)
    let kept = Self.resolved([workout, Self.shake], 2)
    let days = kept.scheduledDays(in: Self.days)
    #expect(days.filter { $0 < workout.archived! }.count == 6)
    #expect(days.filter { $0 >= workout.archived! }.count == 14)
    // The item named today is another: the archived one is passed over.
    #expect(ItemRelation.item(named: "workout", among: [workout, Self.shake]) == nil)
  }

  @Test func anEditOfTheRelatedItemMovesOnlyTheDaysFromTheEdit() {
    let edit = Self.first.adding(days: 14)
    var new = Self.workout.item
    new.recurrence = Self.weekly([.tuesday, .thursday])
    new.start = CivilDate(iso: "2026-11-17")!
    let workout = Self.workout.redefined(as: new, from: edit)
    let before = Self.resolved([Self.workout, Self.shake], 2).scheduledDays(in: Self.days)
    let after = Self.resolved([workout, Self.shake], 2).scheduledDays(in: Self.days)
    #expect(after.filter { $0 < edit } == before.filter { $0 < edit })
    #expect(after.filter { $0 >= edit }.allSatisfy { [.tuesday, .thursday].contains($0.weekday) })
    #expect(after.filter { $0 >= edit }.count == 4)
  }

  @Test func anEditOfTheRelationKeepsTheDaysBefore() {
    let edit = Self.first.adding(days: 14)
    var new = Self.shake.item
    new.onlyOn = nil
    let shake = Self.shake.redefined(as: new, from: edit)
    #expect(shake.earlier.count == 1)
    #expect(shake.earlier[0].onlyOn == "workout")
    #expect(shake.item.start == Self.shake.item.start)
    let days = Self.resolved([Self.workout, shake], 2).scheduledDays(in: Self.days)
    #expect(days.filter { $0 < edit }.count == 6)
    #expect(days.filter { $0 >= edit }.count == 14)
    // The past is the same, so what was worked out from it still holds.
    #expect(Self.shake.agrees(with: shake, through: edit.adding(days: -1)))
    #expect(!Self.shake.agrees(with: shake, through: edit))
  }

  @Test func theNextDaysKeepToTheRelation() {
    let kept = Self.resolved([Self.workout, Self.shake], 2)
    let next = kept.nextScheduledDays(from: CivilDate(iso: "2026-11-21")!, limit: 14)
    #expect(next.count == 14)
    #expect(next.allSatisfy { [.monday, .wednesday, .friday].contains($0.weekday) })
    #expect(next.first == CivilDate(iso: "2026-11-23"))
  }

  @Test func theCalendarSharesWeekdaysOrListsTheDates() {
    let kept = Self.resolved([Self.workout, Self.shake], 2)
    let text = ICalendar.calendar(items: [kept], stamp: "20261121T090000Z")
    #expect(text.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR\r\n"))
    #expect(text.contains("DESCRIPTION:Every day\\nOnly on days with Gym workout\r\n"))
    let monthly = Self.tracked(3, "Pay rent", Recurrence(frequency: .monthly, byMonthDay: [2]))
    let paperwork = Self.tracked(4, "File receipts", .daily, onlyOn: "rent")
    let listed = Self.resolved([monthly, paperwork], 4)
    let calendar = ICalendar.calendar(
      items: [listed], stamp: "20261121T090000Z", today: CivilDate(iso: "2026-11-21")!)
    #expect(!calendar.contains("RRULE:"))
    #expect(calendar.contains("Only on days with Pay rent (the next 14 listed)"))
    #expect(calendar.contains("DTSTART;VALUE=DATE:20261202\r\n"))
    #expect(calendar.contains("RDATE;VALUE=DATE:20270102,20270202,"))
  }
}
