import Testing

@testable import SherpaParse

/// The checks a model's reply passes sentence by sentence before it is printed.
struct ReplyCheckTests {
  @Test(arguments: [
    ("You were lazy today.", ReplyCheck.Problem.unkind("lazy")),
    ("You missed yoga again.", .unkind("you missed")),
    ("Take 400 mg of ibuprofen.", .clinical("400 mg")),
    ("Take 400mg twice.", .clinical("400mg")),
    ("Two pills should do; 2 pills a day.", .clinical("2 pills")),
    ("Your dosage may be off.", .clinical("dosage")),
    ("It sounds like a diagnosis of anemia.", .clinical("diagnosis")),
  ])
  func aSentenceThatMayNotBePrinted(_ sentence: String, _ problem: ReplyCheck.Problem) {
    #expect(ReplyCheck.builtIn.problem(in: sentence) == problem)
  }

  @Test(arguments: [
    "Drink 500 ml of water before lunch.", "A 5 km run is a fine start.", "Failsafe plans help.",
    "You did 3 of 5 today, and that counts.", "Ask a doctor or pharmacist about that.",
  ])
  func aSentenceThatMay(_ sentence: String) {
    #expect(ReplyCheck.builtIn.problem(in: sentence) == nil)
  }

  @Test func sentencesPassWholeAsTheyStreamAndTheFirstBadOneIsReplaced() {
    var filter = ReplyFilter(replacement: "[kind]")
    var out = ""
    for piece in ["Good", " job. You are", " lazy. You fail", "ed. Rest", " now.\nBye"] {
      out += filter.take(piece)
    }
    out += filter.finish()
    #expect(out == "Good job. [kind] Rest now.\nBye")
    #expect(filter.problems == [.unkind("lazy"), .unkind("failed")])
  }

  @Test func nothingIsLetThroughBeforeTheSentenceEnds() {
    var filter = ReplyFilter(replacement: "[kind]")
    #expect(filter.take("You are so la") == "")
    #expect(filter.take("zy") == "")
    #expect(filter.finish() == "[kind]")
  }

  @Test func theGrammarListsEveryWordTheToneTestsForbid() {
    // ToneTests' own lists (Tests/SherpaCLITests/ToneTests.swift), repeated as an oracle.
    for word in ["fail", "failure", "lazy", "shame", "pathetic", "worthless", "loser", "quitter"] {
      #expect(ReplyCheck.builtIn.problem(in: "It is \(word).") != nil, "\(word)")
    }
    for phrase in ["you broke", "you should have", "try harder", "no excuses"] {
      #expect(ReplyCheck.builtIn.problem(in: "Well \(phrase) it.") != nil, "\(phrase)")
    }
  }
}
