import SherpaCore
import SherpaStore

extension Actions {
  /// `profile set wake 06:30 bed 23:00 workout mon,wed,fri focus fitness constraints bad
  /// knee`: the parts said replace those parts; the rest stays. One change, one `undo`; the
  /// bed time is the `bedtime` setting.
  ///
  /// - Throws: `SettingFailure` for a part that does not read.
  public func setProfile(_ text: String, at moment: Moment) throws -> Settings {
    try store.transaction(now: moment.stamp) { transaction in
      let today = moment.today(transaction.document.settings)
      let old = transaction.document.settings
      let change = try Profile.change(text)
      var new = old
      new.profile = old.profile.applying(change)
      if let bed = change.bed { new.bedtime = bed }
      let before = old.value(of: "profile")!
      let after = new.value(of: "profile")!
      guard before != after else { return new }
      transaction.document.settings = new
      transaction.record(.config(key: "profile", before: before, after: after), day: today)
      return new
    }
  }
}
