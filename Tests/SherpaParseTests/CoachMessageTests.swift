import SherpaCore
import SherpaParse
import Testing

/// Messages to the coach, as people type them.
struct CoachMessageTests {
  static let grammar = Grammar.builtIn

  @Test(arguments: [
    "did my run", "ran 3 miles", "only 20 minutes of reading", "just 10 pages of my book",
    "I managed 15 min of yoga", "Finished my reading!", "skipping yoga, I'm sick",
    "Skipping yoga today — sick", "skip the gym because my knee hurts",
    "no reading tonight, too tired",
  ])
  func checkInsAndSkipsAreReadByTheOneReader(_ text: String) {
    #expect(Self.grammar.coachMessage(text) == .checkIn(Parser().readCheckIn(text)))
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
