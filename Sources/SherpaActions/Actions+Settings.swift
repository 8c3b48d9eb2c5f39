import SherpaCore
import SherpaStore

extension Actions {
  /// `config set KEY VALUE`: the value as kept (a setting already so records nothing).
  ///
  /// - Throws: `SettingFailure` for a key or value Sherpa does not know.
  public func set(_ key: String, to text: String, at moment: Moment) throws -> String {
    try store.transaction(now: moment.stamp) { transaction in
      let today = moment.today(transaction.document.settings)
      let old = transaction.document.settings
      let new = try old.setting(key, to: text)
      let before = old.value(of: key)!
      let after = new.value(of: key)!
      guard before != after else { return after }
      transaction.document.settings = new
      transaction.record(.config(key: key, before: before, after: after), day: today)
      return after
    }
  }
}
