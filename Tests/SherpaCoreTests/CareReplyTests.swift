import SherpaCore
import Testing

/// What the coach says instead of coaching; text a person reads, so pinned.
struct CareReplyTests {
  @Test func theCrisisReplyGivesTheLinesAndNothingElse() {
    #expect(
      CareReply.text(for: .crisis) == """
        I'm really glad you told me. What you're carrying sounds so heavy, and you deserve \
        support right now.
        - 988 Suicide & Crisis Lifeline: call or text 988 (US)
        - Crisis Text Line: text HOME to 741741
        - If you are in immediate danger, call your local emergency number (911 in the US).
        You are not alone. The people on these lines are there to listen, any time.
        """)
  }

  @Test(arguments: [Concern.crisis, .abuse])
  func anUrgentReplyNamesEveryLineAndEmergencyServices(_ concern: Concern) {
    let text = CareReply.text(for: concern)
    for needed in ["988", "741741", "HOME", "emergency number", "911", "You are not alone"] {
      #expect(text.contains(needed), "\(concern) lacks '\(needed)'")
    }
  }

  @Test func theAbuseReplyAddsTheDomesticViolenceHotline() {
    let text = CareReply.text(for: .abuse)
    #expect(text.contains("call 1-800-799-7233 or text START to 88788"))
    #expect(text.contains("not your fault"))
  }

  @Test func theClinicalReplyPointsToADoctorAndKeepsHelping() {
    let text = CareReply.text(for: .clinical)
    #expect(text.contains("not a clinician"))
    #expect(text.contains("doctor or pharmacist"))
    #expect(text.contains("diagnosis") && text.contains("medication"))
    #expect(text.contains("keep helping with your habits"))
  }

  @Test func theLowMoodReplyOffersALighterDayWithoutAlarm() {
    let text = CareReply.text(for: .lowMood)
    #expect(text.contains("Want me to lighten today's plan?"))
    #expect(!text.contains("988") && !text.contains("emergency"))
  }

  @Test(arguments: Concern.allCases)
  func noReplyCoaches(_ concern: Concern) {
    let text = CareReply.text(for: concern).lowercased()
    for word in ["streak", "xp", "league", "target", "you missed", "failed"] {
      #expect(!text.contains(word), "\(concern) says '\(word)'")
    }
  }
}
