/// What a message to the coach needs instead of coaching: care first, the plan later.
///
/// The coach answers a message with a concern with `CareReply.text(for:)` and nothing else,
/// then coaches as usual on the next message; nothing about it is kept.
public enum Concern: String, CaseIterable, Sendable {
  /// Thoughts of suicide or self-harm: crisis lines, now.
  case crisis
  /// Someone else hurting or threatening the person: the same lines and a domestic violence
  /// hotline. Outranks `crisis` when a message says both, since its reply lists every line.
  case abuse
  /// A question for a doctor or pharmacist: a diagnosis, a medicine, a dose.
  case clinical
  /// A sad, lonely or stressed day: warmth and a lighter plan, no alarm.
  case lowMood
}
