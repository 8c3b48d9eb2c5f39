/// XP earned apart from a day's items: the morning and night reflections, and focus
/// sessions.
///
/// The ledger folds them from the history (`Ledger.time(on:)`), and `Agenda` adds them to
/// each day's XP, so every total — today, stats, the league, `xp.csv` — holds them.
public enum XPBonus: Hashable, Sendable {
  case morningReflection
  case nightReflection
  case focusSession(minutes: Int)

  /// Each reflection, once a day.
  public static let reflectionXP = 10
  /// A focus session of at least `focusMinimumMinutes`.
  public static let focusXP = 20
  public static let focusMinimumMinutes = 25

  /// What this bonus is worth on its own: a focus session shorter than 25 minutes earns 0.
  public var xp: Int {
    switch self {
    case .morningReflection, .nightReflection: XPBonus.reflectionXP
    case .focusSession(let minutes): minutes >= XPBonus.focusMinimumMinutes ? XPBonus.focusXP : 0
    }
  }

  /// What one day's bonuses are worth together: each reflection counts once however often
  /// it is listed; every focus session counts.
  public static func xp(of bonuses: [XPBonus]) -> Int {
    var total = 0
    var reflections = Set<XPBonus>()
    for bonus in bonuses {
      if case .focusSession = bonus {
        total += bonus.xp
      } else if reflections.insert(bonus).inserted {
        total += bonus.xp
      }
    }
    return total
  }
}
