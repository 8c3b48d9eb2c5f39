import SherpaCore
import SherpaParse
import Testing

/// `Grammar.concern(in:)` on real messages: crisis and abuse get the lines, clinical
/// questions a kind "not a clinician", low days warmth, and the rest coaching as usual.
struct SafetyTests {
  static let grammar = Grammar.builtIn

  @Test(arguments: [
    "I want to kill myself",
    "i want to die",
    "I'm suicidal",
    "im feeling suicidal today",
    "I've been having suicidal thoughts again",
    "I don't want to live anymore",
    "i dont wanna be alive",
    "I don't want to be here anymore",
    "I want to end it all",
    "ran 3k but honestly I want to end it all",
    "been thinking about ending my life",
    "I'm going to take my own life",
    "everyone would be better off without me",
    "they'd all be better off if I was dead",
    "I have no reason to live",
    "there's nothing to live for",
    "life isn't worth living",
    "I've been cutting myself again",
    "I keep hurting myself on purpose",
    "thinking about self-harm",
    "I want to hurt myself",
    "I might overdose tonight",
    "planning to take all my pills at once",
    "I'm going to jump off a bridge",
    "I wish I was dead",
    "I wish I'd never been born",
    "I can't go on like this",
    "I CAN'T GO ON",
    "I'm so tired of living.",
    "nobody would miss me if I was gone",
    "I'm thinking of suicide...",
    "Im sucidal",
    "i want to kil myself",
    "want to kill myslef",
    "Some days I just want to disappear forever",
    "I don't see a way out",
    "I'd be better off dead",
    "I want to go to sleep and never wake up",
    "killing myself tonight",
    "I'm not okay. I want to die.",
    "I’m not suicidal but I keep thinking about hurting myself",
    "skipped the gym again, what's the point, I don't want to exist",
    "sometimes I think about dying",
    "what's the point of living",
    "I took a bunch of pills",
  ])
  func crisisGetsTheCrisisLines(_ message: String) {
    #expect(Self.grammar.concern(in: message) == .crisis, "\(message)")
  }

  @Test(arguments: [
    "my husband hits me",
    "My boyfriend hit me last night",
    "he threatened to kill me",
    "I'm scared of my partner",
    "I'm afraid to go home",
    "I don't feel safe at home",
    "my dad beats me when he drinks",
    "I'm being abused",
    "he won't let me leave the house",
    "my ex choked me",
    "my boyfriend hits me and I want to die",
    "he pushed me down the stairs",
    "I'm scared he'll hurt me",
  ])
  func abuseGetsTheLinesAndTheHotline(_ message: String) {
    #expect(Self.grammar.concern(in: message) == .abuse, "\(message)")
  }

  @Test(arguments: [
    "this workout is killing me",
    "I could kill for a coffee",
    "dead tired",
    "my phone died",
    "deadline is killing me",
    "I'd die for pizza",
    "cutting carbs this week",
    "shoot me a reminder at 6",
    "I'm dying to try the new class",
    "I nearly died laughing",
    "did suicide sprints at practice",
    "I killed myself at the gym today",
    "cut myself some slack today",
    "I'm taking my life back, one habit at a time",
    "I want to end it with my gym membership",
    "I don't want to live in this city",
    "my wife beat me at chess again",
    "he hit me up about a run",
    "I'm dying after leg day",
    "overdosed on coffee this morning",
    "my legs are dead",
  ])
  func idiomsAreNoConcern(_ message: String) {
    #expect(Self.grammar.concern(in: message) == nil, "\(message)")
  }

  @Test(arguments: [
    "feeling low today",
    "rough day",
    "I'm sad",
    "so lonely tonight",
    "really stressed about work",
    "I'm burnt out",
    "burned out from this week",
    "feeling a bit down",
    "had a hard day",
    "worst day ever",
    "I feel like a failure",
    "I'm overwhelmed",
    "feeling hopeless",
    "I hate myself",
    "my grandma passed away",
    "I'm not okay",
    "everything feels like too much",
    "I can't do this anymore",
    "I'm depressed",
    "tough week",
    "feeling anxious about tomorrow",
    "my dog died",
    "I give up",
    "I'm a burden to everyone",
    "nobody cares about me",
  ])
  func aSadDayGetsWarmthNotAnAlarm(_ message: String) {
    #expect(Self.grammar.concern(in: message) == .lowMood, "\(message)")
  }

  @Test(
    arguments: [
      ("I'm not suicidal, just tired", nil),
      ("I'm not suicidal, just really sad", .lowMood),
      ("I'm not going to hurt myself", nil),
      ("I would never kill myself", nil),
      ("no thoughts of suicide, just a long week", nil),
      ("I don't want to die", nil),
      ("I'm not feeling suicidal", nil),
      ("don't worry, I'm not going to do anything to hurt myself", nil),
      ("not sad, just busy", nil),
      ("not a bad day at all", nil),
      ("he never hit me, we just argued", nil),
      ("I'm not scared of my dad", nil),
      ("I don't want to live anymore", .crisis),
      ("I'm not okay, I want to die", .crisis),
      ("I can't stop thinking about killing myself", .crisis),
    ] as [(String, Concern?)])
  func aDenialAloneIsNoCrisis(_ message: String, _ expected: Concern?) {
    #expect(Self.grammar.concern(in: message) == expected, "\(message)")
  }

  @Test(arguments: [
    "do I have ADHD?",
    "should I take melatonin",
    "can I double my dose",
    "is this depression?",
    "am I depressed?",
    "how much melatonin should I take before bed",
    "is it safe to mix ibuprofen and alcohol",
    "what dose of magnesium helps sleep",
    "could this be anxiety",
    "can you diagnose me",
    "should I stop my antidepressants",
    "are these symptoms of burnout",
    "should I see a therapist",
    "does sertraline have side effects",
    "Can I skip my meds today?",
    "I think I have insomnia",
    "do I need to see a doctor about my knee",
  ])
  func clinicalQuestionsGoToADoctor(_ message: String) {
    #expect(Self.grammar.concern(in: message) == .clinical, "\(message)")
  }

  @Test(arguments: [
    "did my run",
    "ran 3 miles",
    "skipping yoga, I'm sick",
    "slept badly",
    "exhausted",
    "so tired today",
    "read 20 pages",
    "took my meds",
    "long day",
    "feeling great",
    "I'm done with my workout",
    "rest day today",
    "drank 2 liters of water",
    "gym was brutal",
    "had a cold, skipped the run",
    "my phone died",
    "took 2 melatonin and slept",
    "my therapist said to journal",
    "can I take a break today?",
    "should I skip my run if I'm sick?",
    "I'm fine, just tired",
    "",
    "?!",
  ])
  func anOrdinaryCheckInIsNoConcern(_ message: String) {
    #expect(Self.grammar.concern(in: message) == nil, "\(message)")
  }

  @Test func theBuiltInVocabularyHasNoProblems() {
    #expect(Self.grammar.problems.isEmpty, "\(Self.grammar.problems)")
  }

  @Test func aUserFileCanAddPhrases() throws {
    let file = #"{"carePhrases": {"crisis": ["walk into the sea"]}}"#
    let grammar = try Self.grammar.adding(userFile: Array(file.utf8), named: "grammar.json")
    #expect(Self.grammar.concern(in: "I want to walk into the sea") == nil)
    #expect(grammar.concern(in: "I want to walk into the sea") == .crisis)
  }

  @Test(arguments: [
    (
      #"{"carePhrases": {"panic": ["help"]}}"#,
      "'panic' is not a concern; the concerns are 'crisis', 'abuse', 'clinical', 'lowMood'"
    ),
    (
      #"{"carePhrases": {"crisis": ["afraid of @ghost"]}}"#,
      "'afraid of @ghost' uses '@ghost', which no careWordSets entry names"
    ),
    (
      #"{"carePhrases": {"crisis": ["don't want to exist"]}}"#,
      "'don't want to exist' uses 'don't', which messages are never read with"
    ),
    (#"{"careIdioms": ["* dead"]}"#, "'* dead' needs a word first and last, not '*'"),
  ])
  func aBadPhraseInAUserFileSaysWhy(_ file: String, _ problem: String) {
    let failure = #expect(throws: GrammarFailure.self) {
      try Self.grammar.adding(userFile: Array(file.utf8), named: "grammar.json")
    }
    #expect(failure?.problem == problem)
  }
}
