/// What a meal held: energy and the macronutrients, each only when it was said.
public struct Macros: Hashable, Sendable {
  /// The nutrients Sherpa reads and adds up, in the order it shows them.
  public enum Nutrient: String, CaseIterable, Sendable {
    case kcal, protein, carbs, fat, fibre

    /// "kcal" for energy, "g" for the rest.
    public var unit: String { self == .kcal ? "kcal" : "g" }

    /// The most one meal can hold before Sherpa asks whether it was meant.
    public var mealLimit: Double { self == .kcal ? 10_000 : 1_000 }
  }

  public var kcal: Double?
  public var protein: Double?
  public var carbs: Double?
  public var fat: Double?
  public var fibre: Double?

  public init(
    kcal: Double? = nil, protein: Double? = nil, carbs: Double? = nil, fat: Double? = nil,
    fibre: Double? = nil
  ) {
    self.kcal = kcal
    self.protein = protein
    self.carbs = carbs
    self.fat = fat
    self.fibre = fibre
  }

  public subscript(nutrient: Nutrient) -> Double? {
    get {
      switch nutrient {
      case .kcal: kcal
      case .protein: protein
      case .carbs: carbs
      case .fat: fat
      case .fibre: fibre
      }
    }
    set {
      switch nutrient {
      case .kcal: kcal = newValue
      case .protein: protein = newValue
      case .carbs: carbs = newValue
      case .fat: fat = newValue
      case .fibre: fibre = newValue
      }
    }
  }

  /// Whether no nutrient was said.
  public var isEmpty: Bool { Nutrient.allCases.allSatisfy { self[$0] == nil } }

  /// The nutrients said, in order, with their amounts.
  public var said: [(Nutrient, Double)] {
    Nutrient.allCases.compactMap { nutrient in self[nutrient].map { (nutrient, $0) } }
  }

  /// Both together: a nutrient either side said is summed, one neither said stays unsaid.
  public static func + (a: Macros, b: Macros) -> Macros {
    var sum = a
    for nutrient in Nutrient.allCases {
      switch (a[nutrient], b[nutrient]) {
      case (let x?, let y?): sum[nutrient] = Target.rounded(x + y)
      case (nil, let y?): sum[nutrient] = y
      default: break
      }
    }
    return sum
  }

  /// The sum of several meals.
  public static func total(_ all: [Macros]) -> Macros { all.reduce(Macros(), +) }

  /// "520 kcal, 35 g protein, 40 g carbs": what was said, in order; "" when nothing was.
  public var text: String {
    said.map { nutrient, amount in
      nutrient == .kcal
        ? Target.format(amount, grouping: true) + " kcal"
        : Target.format(amount) + " g " + nutrient.rawValue
    }.joined(by: ", ")
  }
}
