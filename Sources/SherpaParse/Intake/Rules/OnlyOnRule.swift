import SherpaCore

/// "only on workout days", "on gym days", "on days I run": the item keeps to the days
/// another activity is scheduled on.
enum OnlyOnRule {
  /// Words that join two activities: "on workout and rest days" names two.
  static let joiners: Set<String> = ["and", "or", "&", "nor"]

  static func match(_ d: inout Draft, at i: Int) -> Int {
    guard d.lexemes[i].lower == "on", let next = d.free(i + 1) else { return 0 }
    var k = i + 1
    var words: [Int] = []
    if next.is(.relationDaysOf) {
      // "on days I run", "on days with a workout": the activity comes after.
      k += 1
      while let lex = d.free(k), lex.is(.relationFiller) { k += 1 }
      while let lex = d.free(k), lex.isPlainWord, !AfterRule.boundaries.contains(lex.lower),
        !lex.is(.onlyOn)
      {
        words.append(k)
        k += 1
      }
    } else {
      // "on workout days": the activity comes before "days".
      while let lex = d.free(k), lex.is(.relationFiller) { k += 1 }
      while let lex = d.free(k), lex.isPlainWord || joiners.contains(lex.lower),
        !lex.is(.onlyOn)
      {
        words.append(k)
        k += 1
      }
      guard let days = d.free(k), days.is(.relationDays) else { return 0 }
      k += 1
    }
    guard let first = words.first, let last = words.last else { return 0 }
    var from = i
    if d.free(i - 1)?.is(.onlyOn) == true {
      from = i - 1
      d.use(from..<i)
    }
    if d.free(k)?.is(.onlyOn) == true { k += 1 }  // "on workout days only"
    let relation = Draft.Relation(
      words: d.text(first..<(last + 1)), text: d.text(from..<k),
      joinsTwo: words.contains { joiners.contains(d.lexemes[$0].lower) },
      namesNoActivity: words.contains { d.lexemes[$0].is(.notActivity) })
    if let earlier = d.onlyOn {
      if d.extraOnlyOn == nil && earlier.text != relation.text { d.extraOnlyOn = relation.text }
    } else {
      d.onlyOn = relation
    }
    return k - i
  }
}
