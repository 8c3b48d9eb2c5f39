import SherpaCore

/// What a person says they did, read word by word and not yet matched to an item:
/// "drank 2 glasses yesterday", "ran 3.2 mi", "my 2nd coffee", "skipping yoga, knee hurts".
///
/// `Parser.readCheckIn` makes it from the words of `grammars/checkins.json` and the intake's
/// own numbers and units; `CheckInResolver` (SherpaActions) says which item and how much.
public struct CheckInReading: Equatable, Sendable {
  /// How the words said the day: nothing (today), an offset ("yesterday"), or a date.
  public enum Day: Equatable, Sendable {
    case offset(Int)
    /// A weekday: the latest such day before today.
    case weekday(Weekday)
    /// "next monday", "this friday": the first such day after today.
    case coming(Weekday)
    /// An ISO date ("2026-11-24"); nil when it names no real day.
    case date(CivilDate?)
    /// A day of a month as said ("24 nov", "the 24th"): the latest such day, read with the
    /// intake's dates (`Parser.pastDay`).
    case said(String)
    /// "on the 24th": that day of this month or, when it is still to come, of the last.
    case monthDay(Int)
  }

  /// The whole line as typed.
  public var text: String
  /// The verb's base form when the line opened with one ("drank" → "drink").
  public var verb: String?
  /// The verb as said ("drank").
  public var verbSaid: String?
  /// The words that name what was done, lower-case, fillers left out ("water", "dog").
  public var activity: [String] = []
  /// The amount: converted by its unit word ("2 mi" is 3.22 km), or bare (no unit, no word),
  /// or counted things ("20 pages"). Servings are already millilitres.
  public var quantity: Quantity?
  /// A word that starts like an amount but is none ("3.2.1km"): nothing is logged.
  public var garbled: String?
  /// The number as said, before any unit converted it ("3" of "3 miles").
  public var number: Double?
  /// The amount as said ("2 glasses", "3.2 mi").
  public var amountSaid: String?
  /// The container an amount counted ("glass"), and how many of it.
  public var servingName: String?
  public var servingCount = 0.0
  /// "my 2nd coffee": which one, not how many.
  public var ordinal: Int?
  /// "a coffee", "an apple": one of a counted thing.
  public var article = false
  /// "a sip": an amount too small to say.
  public var noAmount = false
  public var day: Day?
  /// The day as said ("yesterday", "on tuesday").
  public var daySaid: String?
  /// "skipping yoga", "not doing my run today".
  public var isSkip = false
  /// The words after a comma, a dash or "because", as typed.
  public var note: String?
  /// Words that plan rather than report ("every", "daily", "at 7pm"): a phrase to add.
  public var plans = false
  /// "done", "did", "finished", a past tense: the words themselves say something was done.
  public var saysDone = false

  public init(text: String) { self.text = text }

  /// The word counted by the amount when it is no unit or container ("pages", "coffees"):
  /// it may name the item too ("20 pushups").
  public var countedWord: String? {
    guard servingName == nil, quantity?.unit == nil else { return nil }
    return quantity?.word
  }

  /// Whether there is anything to match an item by.
  public var namesSomething: Bool { verb != nil || !activity.isEmpty || countedWord != nil }
}

/// The words of `checkins.json` the reader uses beyond leads and past tenses.
public struct CheckInWords: Sendable {
  var openers = WordSet()
  var fillers = WordSet()
  /// Containers and their size in millilitres: "glass" 250.
  var servings = WordTable<Double>()
  var noAmount = WordSet()
  /// The coach's leads and reasons (`coach.json`), kept here so a check-in needs no coach:
  /// "skipping", "only did", "because"; longest first.
  var skipLeads: [[String]] = []
  var amountLeads: [[String]] = []
  var reasonLeads: [[String]] = []
  /// Words a check-in drops ("please", "for now").
  var dropWords = WordSet()
  /// "yesterday" -1, "last night" -1, "this morning" 0; longest first.
  var days: [([String], Int)] = []

  mutating func add(_ doc: JSONValue) {
    openers.formUnion((doc["checkInOpeners"]?.strings ?? []).map { $0.lowercased() })
    fillers.formUnion((doc["checkInFillers"]?.strings ?? []).map { $0.lowercased() })
    noAmount.formUnion((doc["noAmount"]?.strings ?? []).map { $0.lowercased() })
    func phrases(_ key: String, into list: inout [[String]]) {
      list += (doc[key]?.strings ?? []).map {
        $0.lowercased().split(separator: " ").map(String.init)
      }
      list.sort { $0.count > $1.count }
    }
    phrases("skipLeads", into: &skipLeads)
    phrases("amountLeads", into: &amountLeads)
    phrases("reasonLeads", into: &reasonLeads)
    dropWords.formUnion((doc["dropWords"]?.strings ?? []).map { $0.lowercased() })
    for (name, value) in doc["servings"]?.members ?? [] {
      if let ml = value.number, ml > 0, ml.isFinite { servings.set(name.lowercased(), to: ml) }
    }
    for (phrase, value) in doc["checkInDays"]?.members ?? [] {
      guard let offset = value.number, offset == offset.rounded(), abs(offset) < 400 else {
        continue
      }
      days.append((phrase.lowercased().split(separator: " ").map(String.init), Int(offset)))
    }
    days.sort { $0.0.count > $1.0.count }
  }
}
