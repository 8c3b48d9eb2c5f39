import SherpaCore
import SherpaStore

extension Actions {
  /// The settings as `config get` lists them, each as its text.
  ///
  /// - Parameter key: One setting; nil lists them all, the nutrition targets, the profile
  ///   and the model's settings only once set.
  /// - Throws: `SettingFailure.unknownKey` for a key there is no setting of.
  public func configValues(_ key: String?) throws -> [(key: String, value: String)] {
    let settings = try store.document().settings
    let keys =
      key.map { [$0] }
      ?? Settings.keys.filter { key in
        !(NutritionTargets.keys.contains(key) && settings.value(of: key) == "none")
          && !(key == "profile" && settings.profile.isEmpty)
          && !(CoachModelSettings.keys.contains(key) && settings.coachModel.url == nil)
      }
    return try keys.map { key in
      guard let value = settings.value(of: key) else { throw SettingFailure.unknownKey(key) }
      return (key, value)
    }
  }
}
