/// What the coach says instead of coaching when a message shows a `Concern`.
///
/// The texts are short and plain, with no plan and no numbers about habits in them: the
/// person comes first. The crisis lines are for the US, with the local emergency number for
/// everywhere else.
public enum CareReply {
  /// The 988 Suicide & Crisis Lifeline.
  public static let lifeline = "988 Suicide & Crisis Lifeline: call or text 988 (US)"
  /// The Crisis Text Line.
  public static let textLine = "Crisis Text Line: text HOME to 741741"
  /// The US National Domestic Violence Hotline.
  public static let hotline =
    "National Domestic Violence Hotline: call 1-800-799-7233 or text START to 88788 (US)"
  /// Emergency services, wherever the person is.
  public static let emergency =
    "If you are in immediate danger, call your local emergency number (911 in the US)."

  /// The reply to a message that shows `concern`, as lines joined by newlines (no newline at
  /// the end).
  public static func text(for concern: Concern) -> String {
    switch concern {
    case .crisis:
      """
      I'm really glad you told me. What you're carrying sounds so heavy, and you deserve \
      support right now.
      - \(lifeline)
      - \(textLine)
      - \(emergency)
      You are not alone. The people on these lines are there to listen, any time.
      """
    case .abuse:
      """
      Thank you for telling me. What you describe is not okay, it is not your fault, and \
      you deserve to be safe.
      - \(hotline)
      - \(lifeline)
      - \(textLine)
      - \(emergency)
      You are not alone. These lines are free and confidential, any time.
      """
    case .clinical:
      """
      That's a good question for a doctor or pharmacist. I'm a habit coach, not a \
      clinician, so I can't advise on a diagnosis or on medication; they can look at the \
      whole picture with you. I'm glad to keep helping with your habits meanwhile.
      """
    case .lowMood:
      """
      That sounds like a hard day, and it's okay to feel that way. Be gentle with yourself. \
      Want me to lighten today's plan? One small thing is plenty today.
      """
    }
  }
}
