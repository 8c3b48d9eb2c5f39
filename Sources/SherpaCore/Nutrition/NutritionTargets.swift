/// What a day's eating aims at, for training days and rest days: set with `sherpa config
/// set nutrition.kcal 1600-1800 --training`; nothing is aimed at until something is set.
public struct NutritionTargets: Hashable, Sendable {
  /// An aim for one nutrient: a range ("1600-1800"), a floor ("at least 140") or a ceiling
  /// ("at most 60").
  public struct Band: Hashable, Sendable {
    public var low: Double?
    public var high: Double?

    public init(low: Double?, high: Double?) {
      self.low = low
      self.high = high
    }

    /// "1600-1800", "140+" (a floor), "60 max" (a ceiling), as `config` shows it and reads it.
    public var text: String {
      switch (low, high) {
      case (let low?, let high?) where low == high: Target.format(low)
      case (let low?, let high?): Target.format(low) + "-" + Target.format(high)
      case (let low?, nil): Target.format(low) + "+"
      case (nil, let high?): Target.format(high) + " max"
      case (nil, nil): "none"
      }
    }

    /// How much is left to reach the floor (or the range's low end); 0 when reached.
    public func toFloor(from eaten: Double) -> Double {
      max(0, Target.rounded((low ?? 0) - eaten))
    }

    /// How much is left before the ceiling (or the range's top); nil with no ceiling.
    public func toCeiling(from eaten: Double) -> Double? {
      high.map { Target.rounded($0 - eaten) }
    }

    /// Reads "1600-1800", "1600–1800", "1600 to 1800", "140", "140+", "at least 140",
    /// "at most 60", "60 max"; nil for anything else, or a number outside 0…`limit`.
    ///
    /// A bare number is a floor for a nutrient to reach (protein, fibre) and a ceiling for
    /// one to keep under (energy, carbs, fat).
    public init?(text: String, isFloor: Bool, limit: Double) {
      var words = String(text.lowercased().map { $0 == "–" ? "-" : $0 }).split { $0 == " " }
        .map(String.init)
      func number(_ word: String) -> Double? {
        var digits = word
        if digits.hasSuffix("kcal") { digits.removeLast(4) }
        if digits.hasSuffix("g") { digits.removeLast() }
        guard let n = Double(String(digits.filter { $0 != "," })), n.isFinite, n >= 0, n <= limit
        else { return nil }
        return n
      }
      words.removeAll { $0 == "g" || $0 == "kcal" || $0 == "grams" }
      if words.count == 3, words[1] == "to" || words[1] == "-" {
        words = [words[0] + "-" + words[2]]
      }
      switch words.count {
      case 1:
        let word = words[0]
        if word.hasSuffix("+"), let n = number(String(word.dropLast())) {
          self.init(low: n, high: nil)
        } else if let dash = word.dropFirst().firstIndex(of: "-"),
          let low = number(String(word[..<dash])),
          let high = number(String(word[word.index(after: dash)...])), low <= high
        {
          self.init(low: low, high: high)
        } else if let n = number(word) {
          self.init(low: isFloor ? n : nil, high: isFloor ? nil : n)
        } else {
          return nil
        }
      case 2 where words[1] == "max":
        guard let n = number(words[0]) else { return nil }
        self.init(low: nil, high: n)
      case 3 where words[0] == "at" && (words[1] == "least" || words[1] == "most"):
        guard let n = number(words[2]) else { return nil }
        self.init(low: words[1] == "least" ? n : nil, high: words[1] == "most" ? n : nil)
      default:
        return nil
      }
    }
  }

  /// The bands of one kind of day.
  public struct Day: Hashable, Sendable {
    public var bands: [Macros.Nutrient: Band] = [:]
    /// The protein to aim for within the floor: the "sweet spot".
    public var idealProtein: Band?

    public init(bands: [Macros.Nutrient: Band] = [:], idealProtein: Band? = nil) {
      self.bands = bands
      self.idealProtein = idealProtein
    }

    public subscript(nutrient: Macros.Nutrient) -> Band? { bands[nutrient] }

    public var isEmpty: Bool { bands.isEmpty && idealProtein == nil }
  }

  public var training = Day()
  public var rest = Day()

  public init(training: Day = Day(), rest: Day = Day()) {
    self.training = training
    self.rest = rest
  }

  public var isEmpty: Bool { training.isEmpty && rest.isEmpty }

  /// The targets of a training day or a rest day.
  public func day(isTraining: Bool) -> Day { isTraining ? training : rest }

  /// The settings keys, `nutrition.kcal` … `nutrition.protein.ideal`.
  public static let keys =
    Macros.Nutrient.allCases.map { "nutrition." + $0.rawValue } + ["nutrition.protein.ideal"]

  /// Whether a bare number for `nutrient` is a floor (protein, fibre) or a ceiling.
  public static func isFloor(_ nutrient: Macros.Nutrient) -> Bool {
    nutrient == .protein || nutrient == .fibre
  }

  /// The band `key` names on a kind of day.
  private func band(_ key: String, isTraining: Bool) -> Band? {
    let day = self.day(isTraining: isTraining)
    if key == "nutrition.protein.ideal" { return day.idealProtein }
    return Macros.Nutrient(rawValue: String(key.dropFirst("nutrition.".count))).flatMap {
      day[$0]
    }
  }

  /// A key's value as `config` shows it and reads it back: "1600-1800" when both kinds of
  /// day agree, "training 1600-1800, rest 1400-1600" when not, "none" when unset.
  public func value(of key: String) -> String {
    let training = band(key, isTraining: true)
    let rest = band(key, isTraining: false)
    if training == rest { return training?.text ?? "none" }
    return "training \(training?.text ?? "none"), rest \(rest?.text ?? "none")"
  }

  /// These targets with `key` set from `text` as `value(of:)` writes it; nil when it does not
  /// read. "none" clears it.
  public func setting(_ key: String, to text: String) -> NutritionTargets? {
    let ideal = key == "nutrition.protein.ideal"
    guard
      let nutrient = Macros.Nutrient(rawValue: String(key.dropFirst("nutrition.".count)))
        ?? (ideal ? .protein : nil)
    else { return nil }
    func read(_ part: String) -> Band?? {
      let trimmed = String(part.trimmingWhitespace())
      if trimmed == "none" || trimmed.isEmpty { return .some(nil) }
      guard
        let band = Band(
          text: trimmed, isFloor: ideal ? false : Self.isFloor(nutrient),
          limit: nutrient.mealLimit * 10)
      else { return nil }
      // A sweet spot is a range or a ceiling to stay within.
      return .some(ideal && band.high == nil ? Band(low: band.low, high: band.low) : band)
    }
    let lowered = String(text.lowercased().trimmingWhitespace())
    var trainingBand: Band?
    var restBand: Band?
    if lowered.hasPrefix("training") || lowered.hasPrefix("rest") {
      trainingBand = band(key, isTraining: true)
      restBand = band(key, isTraining: false)
      for part in lowered.split(separator: ",") {
        let words = part.trimmingWhitespace()
        if words.hasPrefix("training") {
          guard let read = read(String(words.dropFirst("training".count))) else { return nil }
          trainingBand = read
        } else if words.hasPrefix("rest") {
          guard let read = read(String(words.dropFirst("rest".count))) else { return nil }
          restBand = read
        } else {
          return nil
        }
      }
    } else {
      guard let read = read(lowered) else { return nil }
      trainingBand = read
      restBand = read
    }
    var copy = self
    for (isTraining, band) in [(true, trainingBand), (false, restBand)] {
      var day = copy.day(isTraining: isTraining)
      if ideal { day.idealProtein = band } else { day.bands[nutrient] = band }
      if isTraining { copy.training = day } else { copy.rest = day }
    }
    return copy
  }
}
