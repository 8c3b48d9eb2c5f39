import SherpaCore
import SherpaParse
import Testing

/// Messages to the coach, as people type them.
struct CoachMessageTests {
  static let grammar = Grammar.builtIn

  @Test(arguments: [
    ("did my run", CheckIn(activity: ["run"], amount: nil)),
    ("ran 3 miles", CheckIn(activity: ["run"], amount: ["3", "miles"])),
    ("only 20 minutes of reading", CheckIn(activity: ["reading"], amount: ["20", "minutes"])),
    ("just 10 pages of my book", CheckIn(activity: ["book"], amount: ["10", "pages"])),
    ("I managed 15 min of yoga", CheckIn(activity: ["yoga"], amount: ["15", "min"])),
    ("Finished my reading!", CheckIn(activity: ["reading"], amount: nil)),
  ])
  func checkIns(_ text: String, _ expected: CheckIn) {
    #expect(Self.grammar.coachMessage(text) == .checkIn(expected))
  }

  @Test(arguments: [
    ("skipping yoga, I'm sick", ["yoga"], "I'm sick"),
    ("Skipping yoga today — sick", ["yoga"], "sick"),
    ("skip the gym because my knee hurts", ["gym"], "my knee hurts"),
    ("no reading tonight, too tired", ["reading"], "too tired"),
    ("not doing my run today: travelling", ["run"], "travelling"),
  ])
  func skipsWithAReason(_ text: String, _ activity: [String], _ note: String) {
    #expect(Self.grammar.coachMessage(text) == .skip(activity: activity, note: note))
  }

  @Test func aSkipWithoutAReasonHasNoNote() {
    #expect(Self.grammar.coachMessage("skipping yoga") == .skip(activity: ["yoga"], note: nil))
  }

  @Test(arguments: [
    ("slept badly", CoachMessage.tired), ("Exhausted.", .tired), ("I'm so tired", .tired),
    ("no energy today", .tired), ("bad night, barely slept", .tired),
    ("what's left?", .whatsLeft), ("Whats left", .whatsLeft), ("what is next", .whatsLeft),
    ("why that order?", .why), ("why?", .why), ("rescue my evening", .rescue),
    ("I'm behind today", .rescue), ("plan my day", .plan), ("thanks!", .thanks),
  ])
  func otherMessages(_ text: String, _ expected: CoachMessage) {
    #expect(Self.grammar.coachMessage(text) == expected)
  }

  @Test(arguments: [
    ("move reading to tonight", ["reading"], Phase.evening),
    ("push my run to the afternoon", ["run"], .afternoon),
    ("move stretching to before bed", ["stretching"], .night),
    ("do reading tonight", ["reading"], .evening),
  ])
  func moves(_ text: String, _ activity: [String], _ phase: Phase) {
    #expect(Self.grammar.coachMessage(text) == .move(activity: activity, to: phase))
  }

  @Test func movingSomethingFirst() {
    #expect(Self.grammar.coachMessage("move gym first") == .move(activity: ["gym"], to: nil))
  }

  @Test(arguments: ["I'm not tired", "not that tired actually", "hello there", "", "???"])
  func messagesTheCoachDoesNotTakeAsTired(_ text: String) {
    #expect(Self.grammar.coachMessage(text) == nil)
  }
}
