import SherpaParse
import Testing

/// Check-ins: "did my run", "ran 5k": the activity and the amount, or nil for other phrases.
struct CheckInTests {
  @Test(arguments: [
    ("did my run", ["run"], nil),
    ("ran 5k", ["run"], ["5k"]),
    ("I just ran 3 miles", ["run"], ["3", "miles"]),
    ("walked 20 minutes", ["walk"], ["20", "minutes"]),
    ("finished my reading", ["reading"], nil),
    ("read 20 pages", ["read", "pages"], ["20"]),
    ("did 30 push-ups", ["push-ups"], ["30"]),
    ("drank 500ml of water", ["drink", "water"], ["500ml"]),
    ("worked out", ["work out"], nil),
    ("done with the laundry", ["laundry"], nil),
    ("meditated", ["meditate"], nil),
  ] as [(String, [String], [String]?)])
  func aCheckInSaysTheActivityAndTheAmount(phrase: String, activity: [String], amount: [String]?)
  {
    let words = phrase.split(separator: " ").map(String.init)
    #expect(Grammar.builtIn.checkIn(words) == CheckIn(activity: activity, amount: amount))
  }

  @Test(arguments: ["buy milk", "run 5km every day", "today", "did", "the gym", "I feel great"])
  func otherPhrasesAreNotCheckIns(phrase: String) {
    #expect(Grammar.builtIn.checkIn(phrase.split(separator: " ").map(String.init)) == nil)
  }
}
