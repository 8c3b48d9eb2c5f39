// swift-format-ignore-file
// Made from grammars/*.json by GrammarTablesTests: after changing a grammar file, run
// `make grammar-tables` and commit this file with it. Do not edit by hand.
import SherpaCore

extension Grammar {
  /// The built-in grammar, as `Grammar.decoded(from: Grammar.files)` makes it.
  static func compiled() -> Grammar {
    var grammar = Grammar()
    grammar.words = compiledWords()
    grammar.phrases = compiledPhrases()
    grammar.suggestions = WordTable(sorted: [
      ("2moro", "2moro"),
      ("annual", "annual"),
      ("annually", "annually"),
      ("april", "April"),
      ("august", "August"),
      ("bi-monthly", "bi-monthly"),
      ("bi-weekly", "bi-weekly"),
      ("biannually", "biannually"),
      ("bimonthly", "bimonthly"),
      ("biweekly", "biweekly"),
      ("business day", "business day"),
      ("business days", "business days"),
      ("daily", "daily"),
      ("day after tomorrow", "day after tomorrow"),
      ("day before yesterday", "day before yesterday"),
      ("days", "days"),
      ("december", "December"),
      ("everyday", "everyday"),
      ("february", "February"),
      ("fortnight", "fortnight"),
      ("fortnightly", "fortnightly"),
      ("fortnights", "fortnights"),
      ("friday", "Friday"),
      ("january", "January"),
      ("july", "July"),
      ("june", "June"),
      ("march", "March"),
      ("may", "May"),
      ("monday", "Monday"),
      ("month", "month"),
      ("monthly", "monthly"),
      ("months", "months"),
      ("nightly", "nightly"),
      ("november", "November"),
      ("october", "October"),
      ("quarterly", "quarterly"),
      ("saturday", "Saturday"),
      ("school days", "school days"),
      ("semiannually", "semiannually"),
      ("september", "September"),
      ("sunday", "Sunday"),
      ("the day after tomorrow", "the day after tomorrow"),
      ("the day before yesterday", "the day before yesterday"),
      ("thursday", "Thursday"),
      ("tmr", "tmr"),
      ("tmrow", "tmrow"),
      ("tmrw", "tmrw"),
      ("today", "today"),
      ("tommorow", "tommorow"),
      ("tommorrow", "tommorrow"),
      ("tomorow", "tomorow"),
      ("tomorrow", "tomorrow"),
      ("tonight", "tonight"),
      ("tonite", "tonite"),
      ("tuesday", "Tuesday"),
      ("wednesday", "Wednesday"),
      ("week", "week"),
      ("week-ends", "week-ends"),
      ("weekday", "weekday"),
      ("weekdays", "weekdays"),
      ("weekend", "weekend"),
      ("weekends", "weekends"),
      ("weekly", "weekly"),
      ("weeknight", "weeknight"),
      ("weeknights", "weeknights"),
      ("weeks", "weeks"),
      ("wk days", "wk days"),
      ("wkday", "wkday"),
      ("wkdays", "wkdays"),
      ("wkend", "wkend"),
      ("wkends", "wkends"),
      ("wknd", "wknd"),
      ("wknds", "wknds"),
      ("work day", "work day"),
      ("work days", "work days"),
      ("workday", "workday"),
      ("workdays", "workdays"),
      ("working days", "working days"),
      ("yday", "yday"),
      ("year", "year"),
      ("yearly", "yearly"),
      ("years", "years"),
      ("yesterday", "yesterday"),
    ])
    grammar.checkInLeads = [
      ["i", "did", "my"],
      ["just", "did", "my"],
      ["just", "finished", "my"],
      ["done", "with", "my"],
      ["i'm", "done", "with"],
      ["im", "done", "with"],
      ["got", "in", "my"],
      ["i", "was", "on"],
      ["did", "my"],
      ["did", "the"],
      ["did", "some"],
      ["i", "did"],
      ["just", "did"],
      ["finished", "my"],
      ["finished", "the"],
      ["i", "finished"],
      ["just", "finished"],
      ["completed", "my"],
      ["i", "completed"],
      ["done", "with"],
      ["got", "my"],
      ["got", "some"],
      ["had", "my"],
      ["i", "had"],
      ["just", "had"],
      ["had", "some"],
      ["went", "for"],
      ["went", "on"],
      ["i've", "done"],
      ["ive", "done"],
      ["i", "spent"],
      ["was", "on"],
      ["been", "on"],
      ["did"],
      ["finished"],
      ["completed"],
      ["had"],
      ["logged"],
      ["log"],
      ["done"],
      ["spent"],
    ]
    grammar.pastTenses = WordTable(sorted: [
      ("ate", "eat"),
      ("biked", "bike"),
      ("biked for", "bike"),
      ("booked", "book"),
      ("bought", "buy"),
      ("brushed", "brush"),
      ("called", "call"),
      ("canceled", "cancel"),
      ("cancelled", "cancel"),
      ("cleaned", "clean"),
      ("climbed", "climb"),
      ("coded", "code"),
      ("cooked", "cook"),
      ("cycled", "cycle"),
      ("cycled for", "cycle"),
      ("danced", "dance"),
      ("did push-ups", "push-ups"),
      ("did yoga", "yoga"),
      ("drank", "drink"),
      ("drew", "draw"),
      ("drunk", "drink"),
      ("emailed", "email"),
      ("fixed", "fix"),
      ("flossed", "floss"),
      ("hiked", "hike"),
      ("jogged", "jog"),
      ("journaled", "journal"),
      ("journalled", "journal"),
      ("jumped", "jump"),
      ("learned", "learn"),
      ("learnt", "learn"),
      ("lifted", "lift"),
      ("made", "make"),
      ("meditated", "meditate"),
      ("meditated for", "meditate"),
      ("napped", "nap"),
      ("ordered", "order"),
      ("paid", "pay"),
      ("painted", "paint"),
      ("planked", "plank"),
      ("played", "play"),
      ("played for", "play"),
      ("posted", "post"),
      ("practiced", "practice"),
      ("practiced for", "practice"),
      ("practised", "practise"),
      ("practised for", "practise"),
      ("prayed", "pray"),
      ("programmed", "program"),
      ("ran", "run"),
      ("ran for", "run"),
      ("read", "read"),
      ("read for", "read"),
      ("renewed", "renew"),
      ("rested", "rest"),
      ("returned", "return"),
      ("reviewed", "review"),
      ("rode", "ride"),
      ("rowed", "row"),
      ("said", "say"),
      ("sang", "sing"),
      ("sent", "send"),
      ("showered", "shower"),
      ("skated", "skate"),
      ("skipped rope", "skip rope"),
      ("slept", "sleep"),
      ("slept for", "sleep"),
      ("stretched", "stretch"),
      ("stretched out", "stretch"),
      ("studied", "study"),
      ("swam", "swim"),
      ("swam for", "swim"),
      ("texted", "text"),
      ("tidied", "tidy"),
      ("took", "take"),
      ("trained", "train"),
      ("vacuumed", "vacuum"),
      ("walked", "walk"),
      ("walked for", "walk"),
      ("washed", "wash"),
      ("watered", "water"),
      ("went for", "go"),
      ("worked out", "work out"),
      ("wrote", "write"),
    ])
    grammar.checkInWords = compiledCheckInWords()
    grammar.errands = WordSet(sorted: ["apply for", "book", "buy", "cancel", "collect", "deliver", "drop off", "e-mail", "email", "file", "fix", "mail", "order", "pay", "pick up", "post", "print", "refill", "register", "renew", "repair", "replace", "reschedule", "return", "schedule", "send", "ship", "sign up for", "submit"])
    grammar.errandCalls = WordSet(sorted: ["call", "phone", "ring"])
    grammar.errandLeads = WordSet(sorted: ["apply", "drop", "pick", "sign"])
    grammar.businesses = WordSet(sorted: ["accountant", "agency", "agent", "airline", "bakery", "bank", "barber", "boiler man", "broadband", "builder", "carpet cleaner", "caterer", "chemist", "cleaner", "clinic", "company", "contractor", "council", "council tax", "courier", "daycare", "dentist", "doctor", "doctor's", "doctors", "dvla", "electrician", "electricity", "embassy", "estate agent", "exterminator", "florist", "garage", "gas", "gp", "gym", "hairdresser", "handyman", "helpdesk", "hmrc", "hospital", "hotel", "insurance", "insurer", "internet", "irs", "isp", "landlord", "lawyer", "letting agent", "locksmith", "mechanic", "nursery", "office", "optician", "painter", "pharmacy", "physio", "plumber", "post office", "provider", "repair shop", "repairman", "restaurant", "roofer", "salon", "school", "service", "shop", "solicitor", "store", "support", "surgery", "tax office", "technician", "tradesman", "utility", "venue", "vet", "vets"])
    grammar.people = WordSet(sorted: ["aunt", "auntie", "aunty", "babysitter", "bestie", "boyfriend", "bro", "brother", "children", "cousin", "dad", "daddy", "daughter", "family", "father", "friend", "friends", "girlfriend", "gran", "grandad", "granddad", "grandfather", "grandkids", "grandma", "grandmother", "grandpa", "grandparents", "granny", "husband", "kids", "ma", "mam", "mom", "mommy", "mother", "mum", "mummy", "nan", "nana", "nanna", "neighbor", "neighbour", "nephew", "niece", "pa", "papa", "parents", "partner", "sis", "sister", "somebody", "someone", "son", "uncle", "wife"])
    grammar.pmWords = WordSet(sorted: ["bed", "bedtime", "dinner", "evening", "evenings", "night", "nightly", "nights", "nite", "nites", "supper", "tonight", "tonite", "weeknight", "weeknights"])
    grammar.amWords = WordSet(sorted: ["breakfast", "morning", "mornings", "sunrise", "wake", "waking"])
    grammar.limitOpeners = WordSet(sorted: ["avoid", "never", "no", "nothing", "stop", "zero"])
    grammar.monthlyBills = WordSet(sorted: ["bill", "bills", "card", "installment", "instalment", "insurance", "loan", "loans", "mortgage", "premium", "rent", "subscription", "tuition"])
    grammar.typos = compiledTypos()
    // Phrases are written longest first already: only the typos are left to order.
    grammar.typos.finish()
    return grammar
  }

  private static func compiledWords() -> WordTable<[Meaning]> {
    WordTable(words: ["$", "-", "/", "@", "a", "about", "after", "afternoon", "afternoons", "ago", "all", "alternate", "am", "an", "annual", "annually", "apr", "april", "around", "at", "aug", "august", "bad", "bedtime", "before", "beginning", "below", "bi-monthly", "bi-weekly", "biannually", "bimonthly", "biweekly", "both", "bottle", "bottles", "bowl", "bowls", "buck", "bucks", "busy", "but", "by", "cal", "calorie", "calories", "cals", "can", "cans", "cap", "certain", "chapter", "chapters", "christmas", "circuit", "circuits", "cl", "coming", "cup", "cups", "daily", "dawn", "day", "daybreak", "days", "dec", "december", "different", "dl", "dollar", "dollars", "dose", "doses", "dozen", "during", "dusk", "each", "easter", "effective", "eight", "eighteen", "eighteenth", "eighth", "eighty", "eleven", "eleventh", "ending", "ends", "episode", "episodes", "eur", "euro", "euros", "even", "evening", "evenings", "every", "everyday", "evry", "except", "excluding", "f", "feb", "february", "fifteen", "fifteenth", "fifth", "fifty", "final", "first", "five", "following", "for", "fortnight", "fortnightly", "fortnights", "forty", "four", "fourteen", "fourteenth", "fourth", "fourty", "fr", "free", "fri", "friday", "fridays", "fris", "from", "g", "gbp", "glass", "glasses", "good", "gr", "gram", "gramme", "grammes", "grams", "h", "habit", "halloween", "her", "his", "hour", "hours", "hr", "hrs", "hundred", "jan", "january", "jul", "july", "jun", "june", "just", "k", "kcal", "kcals", "keep", "kg", "kgs", "kilo", "kilocalories", "kilogram", "kilograms", "kilometer", "kilometers", "kilometre", "kilometres", "kilos", "km", "kms", "l", "lap", "laps", "last", "lb", "lbs", "limit", "lines", "liter", "liters", "litre", "litres", "lots", "ltr", "lunchtime", "m", "mar", "march", "max", "maximum", "may", "meter", "meters", "metre", "metres", "mi", "midday", "midnight", "mile", "miles", "milliliter", "milliliters", "millilitre", "millilitres", "million", "min", "mins", "minute", "minutes", "ml", "mn", "mo", "mon", "monday", "mondays", "mons", "month", "monthly", "months", "morning", "mornings", "most", "ms", "mth", "mug", "mugs", "my", "next", "night", "nightfall", "nightly", "nights", "nine", "nineteen", "nineteenth", "ninety", "ninth", "nite", "nites", "noon", "nov", "november", "nye", "o'clock", "occurences", "occurrence", "occurrences", "oclock", "oct", "october", "odd", "off", "once", "one", "one-off", "only", "ounce", "ounces", "our", "oz", "page", "pages", "penultimate", "per", "piece", "pieces", "pill", "pills", "pint", "pints", "pm", "portion", "portions", "pound", "pounds", "pp", "quarterly", "quid", "r", "random", "reminder", "rep", "reps", "rest", "restrict", "round", "rounds", "s", "sa", "sat", "sats", "saturday", "saturdays", "scoop", "scoops", "sec", "second", "seconds", "secs", "semiannually", "sep", "sept", "september", "serving", "servings", "session", "sessions", "set", "sets", "seven", "seventeen", "seventeenth", "seventh", "seventy", "shot", "shots", "six", "sixteen", "sixteenth", "sixth", "sixty", "slice", "slices", "some", "spoon", "spoons", "start", "starting", "starts", "step", "steps", "su", "sun", "sun-up", "sunday", "sundays", "sundown", "sunrise", "suns", "sunset", "sunup", "t", "tablespoons", "tablet", "tablets", "task", "teaspoons", "ten", "tenth", "th", "the", "these", "third", "thirteen", "thirteenth", "thirtieth", "thirty", "thirty-first", "this", "those", "thousand", "three", "thrice", "through", "thru", "thu", "thur", "thurs", "thursday", "thursdays", "til", "till", "time", "times", "tmr", "tmrow", "tmrw", "to", "to-do", "today", "todo", "tommorow", "tommorrow", "tomorow", "tomorrow", "tonight", "tonite", "tops", "tu", "tue", "tues", "tuesday", "tuesdays", "twelfth", "twelve", "twentieth", "twenty", "twenty-eighth", "twenty-fifth", "twenty-first", "twenty-fourth", "twenty-ninth", "twenty-second", "twenty-seventh", "twenty-sixth", "twenty-third", "twice", "two", "under", "unit", "units", "until", "untill", "usd", "valentine's", "valentines", "w", "we", "wed", "wednesday", "wednesdays", "wednsday", "weds", "week", "week-ends", "weekday", "weekdays", "weekend", "weekends", "weekly", "weeknight", "weeknights", "weeks", "wendsday", "wensday", "wk", "wkday", "wkdays", "wkend", "wkends", "wknd", "wknds", "wks", "word", "words", "workday", "workdays", "x", "xmas", "yday", "year", "yearly", "years", "yesterday", "your", "yr", "yrs", "zero", "£", "€"]) { wordEntry($0) }
  }

  /// The meanings of the word at `n` of `compiledWords()`'s.
  private static func wordEntry(_ n: Int) -> [Meaning] {
    switch n {
    // "$"
    case 0: [.currency(.usd)]
    // "-"
    case 1: [.range]
    // "/"
    case 2: [.per]
    // "@"
    case 3: [.timeMarker]
    // "a"
    case 4: [.article, .per, .relationFiller]
    // "about"
    case 5: [.timeMarker]
    // "after"
    case 6: [.solarSide(1), .timeMarker, .after]
    // "afternoon"
    case 7: [.phase(.afternoon)]
    // "afternoons"
    case 8: [.phase(.afternoon)]
    // "ago"
    case 9: [.ago]
    // "all"
    case 10: [.notActivity]
    // "alternate"
    case 11: [.everyOther]
    // "am"
    case 12: [.meridiem(0)]
    // "an"
    case 13: [.article, .per, .relationFiller]
    // "annual"
    case 14: [.frequency(.yearly, interval: 1, nil)]
    // "annually"
    case 15: [.frequency(.yearly, interval: 1, nil)]
    // "apr"
    case 16: [.month(4)]
    // "april"
    case 17: [.month(4)]
    // "around"
    case 18: [.timeMarker]
    // "at"
    case 19: [.timeMarker]
    // "aug"
    case 20: [.month(8)]
    // "august"
    case 21: [.month(8)]
    // "bad"
    case 22: [.notActivity]
    // "bedtime"
    case 23: [.phase(.night)]
    // "before"
    case 24: [.solarSide(-1), .timeMarker]
    // "beginning"
    case 25: [.starting]
    // "below"
    case 26: [.limit]
    // "bi-monthly"
    case 27: [.frequency(.monthly, interval: 2, nil)]
    // "bi-weekly"
    case 28: [.frequency(.weekly, interval: 2, nil)]
    // "biannually"
    case 29: [.frequency(.monthly, interval: 6, nil)]
    // "bimonthly"
    case 30: [.frequency(.monthly, interval: 2, nil)]
    // "biweekly"
    case 31: [.frequency(.weekly, interval: 2, nil)]
    // "both"
    case 32: [.notActivity]
    // "bottle"
    case 33: [.measure]
    // "bottles"
    case 34: [.measure]
    // "bowl"
    case 35: [.measure]
    // "bowls"
    case 36: [.measure]
    // "buck"
    case 37: [.unit(.usd, factor: 1.0)]
    // "bucks"
    case 38: [.unit(.usd, factor: 1.0)]
    // "busy"
    case 39: [.notActivity]
    // "but"
    case 40: [.except]
    // "by"
    case 41: [.timeMarker]
    // "cal"
    case 42: [.unit(.kcal, factor: 1.0)]
    // "calorie"
    case 43: [.unit(.kcal, factor: 1.0)]
    // "calories"
    case 44: [.unit(.kcal, factor: 1.0)]
    // "cals"
    case 45: [.unit(.kcal, factor: 1.0)]
    // "can"
    case 46: [.measure]
    // "cans"
    case 47: [.measure]
    // "cap"
    case 48: [.limitVerb]
    // "certain"
    case 49: [.notActivity]
    // "chapter"
    case 50: [.measure]
    // "chapters"
    case 51: [.measure]
    // "christmas"
    case 52: [.holiday(month: 12, day: 25)]
    // "circuit"
    case 53: [.sets]
    // "circuits"
    case 54: [.sets]
    // "cl"
    case 55: [.unit(.ml, factor: 10.0)]
    // "coming"
    case 56: [.next]
    // "cup"
    case 57: [.measure]
    // "cups"
    case 58: [.measure]
    // "daily"
    case 59: [.frequency(.daily, interval: 1, nil)]
    // "dawn"
    case 60: [.solarEvent(.sunrise)]
    // "day"
    case 61: [.period(.day, count: 1), .relationDays]
    // "daybreak"
    case 62: [.solarEvent(.sunrise)]
    // "days"
    case 63: [.period(.day, count: 1), .relationDays]
    // "dec"
    case 64: [.month(12)]
    // "december"
    case 65: [.month(12)]
    // "different"
    case 66: [.notActivity]
    // "dl"
    case 67: [.unit(.ml, factor: 100.0)]
    // "dollar"
    case 68: [.unit(.usd, factor: 1.0)]
    // "dollars"
    case 69: [.unit(.usd, factor: 1.0)]
    // "dose"
    case 70: [.measure]
    // "doses"
    case 71: [.measure]
    // "dozen"
    case 72: [.quantity(12.0)]
    // "during"
    case 73: [.duration]
    // "dusk"
    case 74: [.solarEvent(.sunset)]
    // "each"
    case 75: [.every, .per, .relationFiller]
    // "easter"
    case 76: [.easter]
    // "effective"
    case 77: [.starting]
    // "eight"
    case 78: [.numberWord(8.0)]
    // "eighteen"
    case 79: [.numberWord(18.0)]
    // "eighteenth"
    case 80: [.ordinal(18)]
    // "eighth"
    case 81: [.ordinal(8)]
    // "eighty"
    case 82: [.numberWord(80.0)]
    // "eleven"
    case 83: [.numberWord(11.0)]
    // "eleventh"
    case 84: [.ordinal(11)]
    // "ending"
    case 85: [.until]
    // "ends"
    case 86: [.until]
    // "episode"
    case 87: [.measure]
    // "episodes"
    case 88: [.measure]
    // "eur"
    case 89: [.unit(.eur, factor: 1.0)]
    // "euro"
    case 90: [.unit(.eur, factor: 1.0)]
    // "euros"
    case 91: [.unit(.eur, factor: 1.0)]
    // "even"
    case 92: [.notActivity]
    // "evening"
    case 93: [.phase(.evening)]
    // "evenings"
    case 94: [.phase(.evening)]
    // "every"
    case 95: [.every, .per, .relationFiller]
    // "everyday"
    case 96: [.frequency(.daily, interval: 1, nil)]
    // "evry"
    case 97: [.every]
    // "except"
    case 98: [.except]
    // "excluding"
    case 99: [.except]
    // "f"
    case 100: [.weekdayLetter(.friday)]
    // "feb"
    case 101: [.month(2)]
    // "february"
    case 102: [.month(2)]
    // "fifteen"
    case 103: [.numberWord(15.0)]
    // "fifteenth"
    case 104: [.ordinal(15)]
    // "fifth"
    case 105: [.ordinal(5)]
    // "fifty"
    case 106: [.numberWord(50.0)]
    // "final"
    case 107: [.ordinal(-1)]
    // "first"
    case 108: [.ordinal(1)]
    // "five"
    case 109: [.numberWord(5.0)]
    // "following"
    case 110: [.after]
    // "for"
    case 111: [.duration]
    // "fortnight"
    case 112: [.period(.week, count: 2)]
    // "fortnightly"
    case 113: [.frequency(.weekly, interval: 2, nil)]
    // "fortnights"
    case 114: [.period(.week, count: 2)]
    // "forty"
    case 115: [.numberWord(40.0)]
    // "four"
    case 116: [.numberWord(4.0)]
    // "fourteen"
    case 117: [.numberWord(14.0)]
    // "fourteenth"
    case 118: [.ordinal(14)]
    // "fourth"
    case 119: [.ordinal(4)]
    // "fourty"
    case 120: [.numberWord(40.0)]
    // "fr"
    case 121: [.weekdayLetter(.friday)]
    // "free"
    case 122: [.notActivity]
    // "fri"
    case 123: [.weekday(.friday, plural: false)]
    // "friday"
    case 124: [.weekday(.friday, plural: false)]
    // "fridays"
    case 125: [.weekday(.friday, plural: true)]
    // "fris"
    case 126: [.weekday(.friday, plural: true)]
    // "from"
    case 127: [.starting]
    // "g"
    case 128: [.unit(.g, factor: 1.0)]
    // "gbp"
    case 129: [.unit(.gbp, factor: 1.0)]
    // "glass"
    case 130: [.measure]
    // "glasses"
    case 131: [.measure]
    // "good"
    case 132: [.notActivity]
    // "gr"
    case 133: [.unit(.g, factor: 1.0)]
    // "gram"
    case 134: [.unit(.g, factor: 1.0)]
    // "gramme"
    case 135: [.unit(.g, factor: 1.0)]
    // "grammes"
    case 136: [.unit(.g, factor: 1.0)]
    // "grams"
    case 137: [.unit(.g, factor: 1.0)]
    // "h"
    case 138: [.unit(.hours, factor: 1.0)]
    // "habit"
    case 139: [.habit]
    // "halloween"
    case 140: [.holiday(month: 10, day: 31)]
    // "her"
    case 141: [.relationFiller]
    // "his"
    case 142: [.relationFiller]
    // "hour"
    case 143: [.unit(.hours, factor: 1.0)]
    // "hours"
    case 144: [.unit(.hours, factor: 1.0)]
    // "hr"
    case 145: [.unit(.hours, factor: 1.0)]
    // "hrs"
    case 146: [.unit(.hours, factor: 1.0)]
    // "hundred"
    case 147: [.multiplier(100.0)]
    // "jan"
    case 148: [.month(1)]
    // "january"
    case 149: [.month(1)]
    // "jul"
    case 150: [.month(7)]
    // "july"
    case 151: [.month(7)]
    // "jun"
    case 152: [.month(6)]
    // "june"
    case 153: [.month(6)]
    // "just"
    case 154: [.onlyOn]
    // "k"
    case 155: [.unit(.km, factor: 1.0)]
    // "kcal"
    case 156: [.unit(.kcal, factor: 1.0)]
    // "kcals"
    case 157: [.unit(.kcal, factor: 1.0)]
    // "keep"
    case 158: [.limitVerb]
    // "kg"
    case 159: [.unit(.g, factor: 1000.0)]
    // "kgs"
    case 160: [.unit(.g, factor: 1000.0)]
    // "kilo"
    case 161: [.unit(.g, factor: 1000.0)]
    // "kilocalories"
    case 162: [.unit(.kcal, factor: 1.0)]
    // "kilogram"
    case 163: [.unit(.g, factor: 1000.0)]
    // "kilograms"
    case 164: [.unit(.g, factor: 1000.0)]
    // "kilometer"
    case 165: [.unit(.km, factor: 1.0)]
    // "kilometers"
    case 166: [.unit(.km, factor: 1.0)]
    // "kilometre"
    case 167: [.unit(.km, factor: 1.0)]
    // "kilometres"
    case 168: [.unit(.km, factor: 1.0)]
    // "kilos"
    case 169: [.unit(.g, factor: 1000.0)]
    // "km"
    case 170: [.unit(.km, factor: 1.0)]
    // "kms"
    case 171: [.unit(.km, factor: 1.0)]
    // "l"
    case 172: [.unit(.ml, factor: 1000.0)]
    // "lap"
    case 173: [.measure]
    // "laps"
    case 174: [.measure]
    // "last"
    case 175: [.ordinal(-1)]
    // "lb"
    case 176: [.unit(.g, factor: 453.59237)]
    // "lbs"
    case 177: [.unit(.g, factor: 453.59237)]
    // "limit"
    case 178: [.limitVerb]
    // "lines"
    case 179: [.measure]
    // "liter"
    case 180: [.unit(.ml, factor: 1000.0)]
    // "liters"
    case 181: [.unit(.ml, factor: 1000.0)]
    // "litre"
    case 182: [.unit(.ml, factor: 1000.0)]
    // "litres"
    case 183: [.unit(.ml, factor: 1000.0)]
    // "lots"
    case 184: [.sets]
    // "ltr"
    case 185: [.unit(.ml, factor: 1000.0)]
    // "lunchtime"
    case 186: [.time(TimeOfDay(hour: 12, minute: 0)!)]
    // "m"
    case 187: [.unit(.min, factor: 1.0), .weekdayLetter(.monday)]
    // "mar"
    case 188: [.month(3)]
    // "march"
    case 189: [.month(3)]
    // "max"
    case 190: [.limit, .limitTrailer]
    // "maximum"
    case 191: [.limit, .limitTrailer]
    // "may"
    case 192: [.month(5)]
    // "meter"
    case 193: [.unit(.km, factor: 0.001)]
    // "meters"
    case 194: [.unit(.km, factor: 0.001)]
    // "metre"
    case 195: [.unit(.km, factor: 0.001)]
    // "metres"
    case 196: [.unit(.km, factor: 0.001)]
    // "mi"
    case 197: [.unit(.km, factor: 1.609344)]
    // "midday"
    case 198: [.time(TimeOfDay(hour: 12, minute: 0)!)]
    // "midnight"
    case 199: [.time(TimeOfDay(hour: 0, minute: 0)!)]
    // "mile"
    case 200: [.unit(.km, factor: 1.609344)]
    // "miles"
    case 201: [.unit(.km, factor: 1.609344)]
    // "milliliter"
    case 202: [.unit(.ml, factor: 1.0)]
    // "milliliters"
    case 203: [.unit(.ml, factor: 1.0)]
    // "millilitre"
    case 204: [.unit(.ml, factor: 1.0)]
    // "millilitres"
    case 205: [.unit(.ml, factor: 1.0)]
    // "million"
    case 206: [.multiplier(1000000.0)]
    // "min"
    case 207: [.unit(.min, factor: 1.0)]
    // "mins"
    case 208: [.unit(.min, factor: 1.0)]
    // "minute"
    case 209: [.unit(.min, factor: 1.0)]
    // "minutes"
    case 210: [.unit(.min, factor: 1.0)]
    // "ml"
    case 211: [.unit(.ml, factor: 1.0)]
    // "mn"
    case 212: [.unit(.min, factor: 1.0)]
    // "mo"
    case 213: [.weekdayLetter(.monday), .period(.month, count: 1)]
    // "mon"
    case 214: [.weekday(.monday, plural: false)]
    // "monday"
    case 215: [.weekday(.monday, plural: false)]
    // "mondays"
    case 216: [.weekday(.monday, plural: true)]
    // "mons"
    case 217: [.weekday(.monday, plural: true)]
    // "month"
    case 218: [.period(.month, count: 1)]
    // "monthly"
    case 219: [.frequency(.monthly, interval: 1, nil)]
    // "months"
    case 220: [.period(.month, count: 1)]
    // "morning"
    case 221: [.phase(.morning)]
    // "mornings"
    case 222: [.phase(.morning)]
    // "most"
    case 223: [.notActivity]
    // "ms"
    case 224: [.unit(.sec, factor: 0.001)]
    // "mth"
    case 225: [.period(.month, count: 1)]
    // "mug"
    case 226: [.measure]
    // "mugs"
    case 227: [.measure]
    // "my"
    case 228: [.relationFiller, .nameFiller]
    // "next"
    case 229: [.next]
    // "night"
    case 230: [.phase(.night)]
    // "nightfall"
    case 231: [.solarEvent(.sunset)]
    // "nightly"
    case 232: [.frequency(.daily, interval: 1, .night)]
    // "nights"
    case 233: [.phase(.night)]
    // "nine"
    case 234: [.numberWord(9.0)]
    // "nineteen"
    case 235: [.numberWord(19.0)]
    // "nineteenth"
    case 236: [.ordinal(19)]
    // "ninety"
    case 237: [.numberWord(90.0)]
    // "ninth"
    case 238: [.ordinal(9)]
    // "nite"
    case 239: [.phase(.night)]
    // "nites"
    case 240: [.phase(.night)]
    // "noon"
    case 241: [.time(TimeOfDay(hour: 12, minute: 0)!)]
    // "nov"
    case 242: [.month(11)]
    // "november"
    case 243: [.month(11)]
    // "nye"
    case 244: [.holiday(month: 12, day: 31)]
    // "o'clock"
    case 245: [.oClock]
    // "occurences"
    case 246: [.occurrences]
    // "occurrence"
    case 247: [.occurrences]
    // "occurrences"
    case 248: [.occurrences]
    // "oclock"
    case 249: [.oClock]
    // "oct"
    case 250: [.month(10)]
    // "october"
    case 251: [.month(10)]
    // "odd"
    case 252: [.notActivity]
    // "off"
    case 253: [.notActivity]
    // "once"
    case 254: [.multiplicative(1)]
    // "one"
    case 255: [.numberWord(1.0), .article]
    // "one-off"
    case 256: [.task]
    // "only"
    case 257: [.onlyOn]
    // "ounce"
    case 258: [.unit(.oz, factor: 1.0)]
    // "ounces"
    case 259: [.unit(.oz, factor: 1.0)]
    // "our"
    case 260: [.relationFiller]
    // "oz"
    case 261: [.unit(.oz, factor: 1.0)]
    // "page"
    case 262: [.measure]
    // "pages"
    case 263: [.measure]
    // "penultimate"
    case 264: [.ordinal(-2)]
    // "per"
    case 265: [.per]
    // "piece"
    case 266: [.measure]
    // "pieces"
    case 267: [.measure]
    // "pill"
    case 268: [.measure]
    // "pills"
    case 269: [.measure]
    // "pint"
    case 270: [.measure]
    // "pints"
    case 271: [.measure]
    // "pm"
    case 272: [.meridiem(12)]
    // "portion"
    case 273: [.measure]
    // "portions"
    case 274: [.measure]
    // "pound"
    case 275: [.unit(.g, factor: 453.59237)]
    // "pounds"
    case 276: [.unit(.g, factor: 453.59237)]
    // "pp"
    case 277: [.measure]
    // "quarterly"
    case 278: [.frequency(.monthly, interval: 3, nil)]
    // "quid"
    case 279: [.unit(.gbp, factor: 1.0)]
    // "r"
    case 280: [.weekdayLetter(.thursday)]
    // "random"
    case 281: [.notActivity]
    // "reminder"
    case 282: [.reminder]
    // "rep"
    case 283: [.measure]
    // "reps"
    case 284: [.measure]
    // "rest"
    case 285: [.notActivity]
    // "restrict"
    case 286: [.limitVerb]
    // "round"
    case 287: [.measure, .sets]
    // "rounds"
    case 288: [.measure, .sets]
    // "s"
    case 289: [.unit(.sec, factor: 1.0)]
    // "sa"
    case 290: [.weekdayLetter(.saturday)]
    // "sat"
    case 291: [.weekday(.saturday, plural: false)]
    // "sats"
    case 292: [.weekday(.saturday, plural: true)]
    // "saturday"
    case 293: [.weekday(.saturday, plural: false)]
    // "saturdays"
    case 294: [.weekday(.saturday, plural: true)]
    // "scoop"
    case 295: [.measure]
    // "scoops"
    case 296: [.measure]
    // "sec"
    case 297: [.unit(.sec, factor: 1.0)]
    // "second"
    case 298: [.ordinal(2), .unit(.sec, factor: 1.0)]
    // "seconds"
    case 299: [.unit(.sec, factor: 1.0)]
    // "secs"
    case 300: [.unit(.sec, factor: 1.0)]
    // "semiannually"
    case 301: [.frequency(.monthly, interval: 6, nil)]
    // "sep"
    case 302: [.month(9)]
    // "sept"
    case 303: [.month(9)]
    // "september"
    case 304: [.month(9)]
    // "serving"
    case 305: [.measure]
    // "servings"
    case 306: [.measure]
    // "session"
    case 307: [.measure]
    // "sessions"
    case 308: [.measure]
    // "set"
    case 309: [.measure, .sets]
    // "sets"
    case 310: [.measure, .sets]
    // "seven"
    case 311: [.numberWord(7.0)]
    // "seventeen"
    case 312: [.numberWord(17.0)]
    // "seventeenth"
    case 313: [.ordinal(17)]
    // "seventh"
    case 314: [.ordinal(7)]
    // "seventy"
    case 315: [.numberWord(70.0)]
    // "shot"
    case 316: [.measure]
    // "shots"
    case 317: [.measure]
    // "six"
    case 318: [.numberWord(6.0)]
    // "sixteen"
    case 319: [.numberWord(16.0)]
    // "sixteenth"
    case 320: [.ordinal(16)]
    // "sixth"
    case 321: [.ordinal(6)]
    // "sixty"
    case 322: [.numberWord(60.0)]
    // "slice"
    case 323: [.measure]
    // "slices"
    case 324: [.measure]
    // "some"
    case 325: [.notActivity]
    // "spoon"
    case 326: [.measure]
    // "spoons"
    case 327: [.measure]
    // "start"
    case 328: [.starting]
    // "starting"
    case 329: [.starting]
    // "starts"
    case 330: [.starting]
    // "step"
    case 331: [.unit(.steps, factor: 1.0)]
    // "steps"
    case 332: [.unit(.steps, factor: 1.0)]
    // "su"
    case 333: [.weekdayLetter(.sunday)]
    // "sun"
    case 334: [.weekday(.sunday, plural: false)]
    // "sun-up"
    case 335: [.solarEvent(.sunrise)]
    // "sunday"
    case 336: [.weekday(.sunday, plural: false)]
    // "sundays"
    case 337: [.weekday(.sunday, plural: true)]
    // "sundown"
    case 338: [.solarEvent(.sunset)]
    // "sunrise"
    case 339: [.solarEvent(.sunrise)]
    // "suns"
    case 340: [.weekday(.sunday, plural: true)]
    // "sunset"
    case 341: [.solarEvent(.sunset)]
    // "sunup"
    case 342: [.solarEvent(.sunrise)]
    // "t"
    case 343: [.weekdayLetter(.tuesday)]
    // "tablespoons"
    case 344: [.measure]
    // "tablet"
    case 345: [.measure]
    // "tablets"
    case 346: [.measure]
    // "task"
    case 347: [.task]
    // "teaspoons"
    case 348: [.measure]
    // "ten"
    case 349: [.numberWord(10.0)]
    // "tenth"
    case 350: [.ordinal(10)]
    // "th"
    case 351: [.weekdayLetter(.thursday)]
    // "the"
    case 352: [.relationFiller, .nameFiller]
    // "these"
    case 353: [.notActivity]
    // "third"
    case 354: [.ordinal(3)]
    // "thirteen"
    case 355: [.numberWord(13.0)]
    // "thirteenth"
    case 356: [.ordinal(13)]
    // "thirtieth"
    case 357: [.ordinal(30)]
    // "thirty"
    case 358: [.numberWord(30.0)]
    // "thirty-first"
    case 359: [.ordinal(31)]
    // "this"
    case 360: [.next]
    // "those"
    case 361: [.notActivity]
    // "thousand"
    case 362: [.multiplier(1000.0)]
    // "three"
    case 363: [.numberWord(3.0)]
    // "thrice"
    case 364: [.multiplicative(3)]
    // "through"
    case 365: [.until, .range]
    // "thru"
    case 366: [.until, .range]
    // "thu"
    case 367: [.weekday(.thursday, plural: false)]
    // "thur"
    case 368: [.weekday(.thursday, plural: false)]
    // "thurs"
    case 369: [.weekday(.thursday, plural: false)]
    // "thursday"
    case 370: [.weekday(.thursday, plural: false)]
    // "thursdays"
    case 371: [.weekday(.thursday, plural: true)]
    // "til"
    case 372: [.until]
    // "till"
    case 373: [.until, .range]
    // "time"
    case 374: [.unit(.count, factor: 1.0)]
    // "times"
    case 375: [.unit(.count, factor: 1.0)]
    // "tmr"
    case 376: [.relativeDay(1, nil)]
    // "tmrow"
    case 377: [.relativeDay(1, nil)]
    // "tmrw"
    case 378: [.relativeDay(1, nil)]
    // "to"
    case 379: [.range]
    // "to-do"
    case 380: [.task]
    // "today"
    case 381: [.relativeDay(0, nil)]
    // "todo"
    case 382: [.task]
    // "tommorow"
    case 383: [.relativeDay(1, nil)]
    // "tommorrow"
    case 384: [.relativeDay(1, nil)]
    // "tomorow"
    case 385: [.relativeDay(1, nil)]
    // "tomorrow"
    case 386: [.relativeDay(1, nil)]
    // "tonight"
    case 387: [.relativeDay(0, .night)]
    // "tonite"
    case 388: [.relativeDay(0, .night)]
    // "tops"
    case 389: [.limitTrailer]
    // "tu"
    case 390: [.weekdayLetter(.tuesday)]
    // "tue"
    case 391: [.weekday(.tuesday, plural: false)]
    // "tues"
    case 392: [.weekday(.tuesday, plural: false)]
    // "tuesday"
    case 393: [.weekday(.tuesday, plural: false)]
    // "tuesdays"
    case 394: [.weekday(.tuesday, plural: true)]
    // "twelfth"
    case 395: [.ordinal(12)]
    // "twelve"
    case 396: [.numberWord(12.0)]
    // "twentieth"
    case 397: [.ordinal(20)]
    // "twenty"
    case 398: [.numberWord(20.0)]
    // "twenty-eighth"
    case 399: [.ordinal(28)]
    // "twenty-fifth"
    case 400: [.ordinal(25)]
    // "twenty-first"
    case 401: [.ordinal(21)]
    // "twenty-fourth"
    case 402: [.ordinal(24)]
    // "twenty-ninth"
    case 403: [.ordinal(29)]
    // "twenty-second"
    case 404: [.ordinal(22)]
    // "twenty-seventh"
    case 405: [.ordinal(27)]
    // "twenty-sixth"
    case 406: [.ordinal(26)]
    // "twenty-third"
    case 407: [.ordinal(23)]
    // "twice"
    case 408: [.multiplicative(2)]
    // "two"
    case 409: [.numberWord(2.0)]
    // "under"
    case 410: [.limit]
    // "unit"
    case 411: [.measure]
    // "units"
    case 412: [.measure]
    // "until"
    case 413: [.until, .range]
    // "untill"
    case 414: [.until]
    // "usd"
    case 415: [.unit(.usd, factor: 1.0)]
    // "valentine's"
    case 416: [.holiday(month: 2, day: 14)]
    // "valentines"
    case 417: [.holiday(month: 2, day: 14)]
    // "w"
    case 418: [.weekdayLetter(.wednesday)]
    // "we"
    case 419: [.weekdayLetter(.wednesday)]
    // "wed"
    case 420: [.weekday(.wednesday, plural: false)]
    // "wednesday"
    case 421: [.weekday(.wednesday, plural: false)]
    // "wednesdays"
    case 422: [.weekday(.wednesday, plural: true)]
    // "wednsday"
    case 423: [.weekday(.wednesday, plural: false)]
    // "weds"
    case 424: [.weekday(.wednesday, plural: false)]
    // "week"
    case 425: [.period(.week, count: 1)]
    // "week-ends"
    case 426: [.weekdaySet([.saturday, .sunday])]
    // "weekday"
    case 427: [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]
    // "weekdays"
    case 428: [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]
    // "weekend"
    case 429: [.weekdaySet([.saturday, .sunday])]
    // "weekends"
    case 430: [.weekdaySet([.saturday, .sunday])]
    // "weekly"
    case 431: [.frequency(.weekly, interval: 1, nil)]
    // "weeknight"
    case 432: [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]
    // "weeknights"
    case 433: [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]
    // "weeks"
    case 434: [.period(.week, count: 1)]
    // "wendsday"
    case 435: [.weekday(.wednesday, plural: false)]
    // "wensday"
    case 436: [.weekday(.wednesday, plural: false)]
    // "wk"
    case 437: [.period(.week, count: 1)]
    // "wkday"
    case 438: [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]
    // "wkdays"
    case 439: [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]
    // "wkend"
    case 440: [.weekdaySet([.saturday, .sunday])]
    // "wkends"
    case 441: [.weekdaySet([.saturday, .sunday])]
    // "wknd"
    case 442: [.weekdaySet([.saturday, .sunday])]
    // "wknds"
    case 443: [.weekdaySet([.saturday, .sunday])]
    // "wks"
    case 444: [.period(.week, count: 1)]
    // "word"
    case 445: [.measure]
    // "words"
    case 446: [.measure]
    // "workday"
    case 447: [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]
    // "workdays"
    case 448: [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]
    // "x"
    case 449: [.unit(.count, factor: 1.0)]
    // "xmas"
    case 450: [.holiday(month: 12, day: 25)]
    // "yday"
    case 451: [.relativeDay(-1, nil)]
    // "year"
    case 452: [.period(.year, count: 1)]
    // "yearly"
    case 453: [.frequency(.yearly, interval: 1, nil)]
    // "years"
    case 454: [.period(.year, count: 1)]
    // "yesterday"
    case 455: [.relativeDay(-1, nil)]
    // "your"
    case 456: [.relationFiller]
    // "yr"
    case 457: [.period(.year, count: 1)]
    // "yrs"
    case 458: [.period(.year, count: 1)]
    // "zero"
    case 459: [.numberWord(0.0)]
    // "£"
    case 460: [.currency(.gbp)]
    // "€"
    case 461: [.currency(.eur)]
    default: []
    }
  }

  private static func compiledPhrases() -> WordTable<[(words: [String], meanings: [Meaning])]> {
    WordTable(words: [",", "2", "a", "after", "alert", "and", "apart", "as", "at", "b4", "before", "beginning", "begins", "boxing", "business", "but", "christmas", "couple", "cut", "day", "days", "don't", "dont", "each", "easter", "end", "ending", "ends", "every", "evry", "except", "fewer", "first", "fl", "for", "from", "half", "in", "just", "less", "max", "new", "no", "not", "notify", "of", "on", "or", "other", "over", "ping", "quarter", "remember", "remind", "reminder", "right", "school", "send", "start", "starting", "starts", "straight", "sun", "the", "this", "three", "to", "up", "valentine's", "valentines", "when", "with", "wk", "work", "working", "xmas"]) { phraseEntry($0) }
  }

  /// The phrases that start with the word at `n` of `compiledPhrases()`'s.
  private static func phraseEntry(_ n: Int) -> [(words: [String], meanings: [Meaning])] {
    switch n {
    // ","
    case 0: [
      ([",", "but", "not", "on"], [.except]),
      ([",", "not", "more", "than"], [.limit]),
      ([",", "no", "more", "than"], [.limit]),
      ([",", "not", "on"], [.except]),
      ([",", "except", "on"], [.except]),
      ([",", "but", "not"], [.except]),
      ([",", "not"], [.except]),
      ([",", "except"], [.except]),
    ]
    // "2"
    case 1: [
      (["2", "moro"], [.relativeDay(1, nil)]),
    ]
    // "a"
    case 2: [
      (["a", "quarter", "of", "an"], [.quantity(0.25)]),
      (["a", "couple", "of"], [.quantity(2.0)]),
      (["a", "pair", "of"], [.quantity(2.0)]),
      (["a", "half", "dozen"], [.quantity(6.0)]),
      (["a", "couple"], [.quantity(2.0)]),
      (["a", "dozen"], [.quantity(12.0)]),
      (["a", "half"], [.quantity(0.5)]),
    ]
    // "after"
    case 3: [
      (["after", "i", "wake", "up"], [.phasePhrase(.morning)]),
      (["after", "waking", "up"], [.phasePhrase(.morning)]),
    ]
    // "alert"
    case 4: [
      (["alert", "me"], [.reminder]),
    ]
    // "and"
    case 5: [
      (["and", "remind", "me"], [.reminder]),
      (["and", "notify", "me"], [.reminder]),
      (["and", "alert", "me"], [.reminder]),
    ]
    // "apart"
    case 6: [
      (["apart", "from"], [.except]),
    ]
    // "as"
    case 7: [
      (["as", "of"], [.starting]),
    ]
    // "at"
    case 8: [
      (["at", "every", "meal"], [.meals(3)]),
      (["at", "each", "meal"], [.meals(3)]),
      (["at", "every", "mealtime"], [.meals(3)]),
      (["at", "the", "most"], [.limit]),
      (["at", "night"], [.phasePhrase(.night)]),
      (["at", "bedtime"], [.phasePhrase(.night)]),
      (["at", "nite"], [.phasePhrase(.night)]),
      (["at", "mealtimes"], [.meals(3)]),
      (["at", "most"], [.limit, .limitTrailer]),
    ]
    // "b4"
    case 9: [
      (["b4", "bed"], [.phasePhrase(.night)]),
    ]
    // "before"
    case 10: [
      (["before", "going", "to", "bed"], [.phasePhrase(.night)]),
      (["before", "i", "sleep"], [.phasePhrase(.night)]),
      (["before", "bed"], [.phasePhrase(.night)]),
      (["before", "bedtime"], [.phasePhrase(.night)]),
      (["before", "sleep"], [.phasePhrase(.night)]),
      (["before", "sleeping"], [.phasePhrase(.night)]),
    ]
    // "beginning"
    case 11: [
      (["beginning", "on"], [.starting]),
    ]
    // "begins"
    case 12: [
      (["begins", "on"], [.starting]),
    ]
    // "boxing"
    case 13: [
      (["boxing", "day"], [.holiday(month: 12, day: 26)]),
    ]
    // "business"
    case 14: [
      (["business", "days"], [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]),
      (["business", "day"], [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]),
    ]
    // "but"
    case 15: [
      (["but", "not", "on"], [.except]),
      (["but", "skip", "on"], [.except]),
      (["but", "not"], [.except]),
      (["but", "skip"], [.except]),
      (["but", "skipping"], [.except]),
    ]
    // "christmas"
    case 16: [
      (["christmas", "day"], [.holiday(month: 12, day: 25)]),
      (["christmas", "eve"], [.holiday(month: 12, day: 24)]),
    ]
    // "couple"
    case 17: [
      (["couple", "of"], [.quantity(2.0)]),
    ]
    // "cut"
    case 18: [
      (["cut", "down"], [.limitVerb]),
    ]
    // "day"
    case 19: [
      (["day", "after", "tomorrow"], [.relativeDay(2, nil)]),
      (["day", "before", "yesterday"], [.relativeDay(-2, nil)]),
    ]
    // "days"
    case 20: [
      (["days", "when", "i", "go", "to"], [.relationDaysOf]),
      (["days", "i", "go", "to"], [.relationDaysOf]),
      (["days", "when", "i"], [.relationDaysOf]),
      (["days", "that", "i"], [.relationDaysOf]),
      (["days", "where", "i"], [.relationDaysOf]),
      (["days", "i", "do"], [.relationDaysOf]),
      (["days", "i", "have"], [.relationDaysOf]),
      (["days", "with", "a"], [.relationDaysOf]),
      (["days", "i"], [.relationDaysOf]),
      (["days", "with"], [.relationDaysOf]),
      (["days", "of"], [.relationDaysOf]),
    ]
    // "don't"
    case 21: [
      (["don't", "forget", "to"], [.reminderPrefix]),
    ]
    // "dont"
    case 22: [
      (["dont", "forget", "to"], [.reminderPrefix]),
    ]
    // "each"
    case 23: [
      (["each", "quarter"], [.quarterScope]),
    ]
    // "easter"
    case 24: [
      (["easter", "sunday"], [.easter]),
      (["easter", "day"], [.easter]),
    ]
    // "end"
    case 25: [
      (["end", "on"], [.until]),
    ]
    // "ending"
    case 26: [
      (["ending", "on"], [.until]),
    ]
    // "ends"
    case 27: [
      (["ends", "on"], [.until]),
    ]
    // "every"
    case 28: [
      (["every", "month", "of", "the", "year"], [.monthScope]),
      (["every", "single"], [.every]),
      (["every", "other"], [.everyOther]),
      (["every", "second"], [.everyOther]),
      (["every", "alternate"], [.everyOther]),
      (["every", "quarter"], [.quarterScope]),
    ]
    // "evry"
    case 29: [
      (["evry", "other"], [.everyOther]),
      (["evry", "second"], [.everyOther]),
      (["evry", "quarter"], [.quarterScope]),
    ]
    // "except"
    case 30: [
      (["except", "on"], [.except]),
      (["except", "for"], [.except]),
    ]
    // "fewer"
    case 31: [
      (["fewer", "than"], [.limit]),
    ]
    // "first"
    case 32: [
      (["first", "thing", "in", "the", "morning"], [.phasePhrase(.morning)]),
      (["first", "thing"], [.phasePhrase(.morning)]),
      (["first", "light"], [.solarEvent(.sunrise)]),
    ]
    // "fl"
    case 33: [
      (["fl", "oz"], [.unit(.oz, factor: 1.0)]),
    ]
    // "for"
    case 34: [
      (["for", "the", "next"], [.duration]),
    ]
    // "from"
    case 35: [
      (["from", "the", "end"], [.fromLast]),
      (["from", "the", "last"], [.fromLast]),
      (["from", "last"], [.fromLast]),
    ]
    // "half"
    case 36: [
      (["half", "a", "dozen"], [.quantity(6.0)]),
      (["half", "an"], [.quantity(0.5)]),
      (["half", "a"], [.quantity(0.5)]),
    ]
    // "in"
    case 37: [
      (["in", "the", "morning"], [.phasePhrase(.morning)]),
      (["in", "the", "mornings"], [.phasePhrase(.morning)]),
      (["in", "the", "afternoon"], [.phasePhrase(.afternoon)]),
      (["in", "the", "afternoons"], [.phasePhrase(.afternoon)]),
      (["in", "the", "evening"], [.phasePhrase(.evening)]),
      (["in", "the", "evenings"], [.phasePhrase(.evening)]),
      (["in", "the", "month"], [.monthScope]),
    ]
    // "just"
    case 38: [
      (["just", "after"], [.after]),
    ]
    // "less"
    case 39: [
      (["less", "than"], [.limit]),
    ]
    // "max"
    case 40: [
      (["max", "."], [.limit, .limitTrailer]),
    ]
    // "new"
    case 41: [
      (["new", "year's", "day"], [.holiday(month: 1, day: 1)]),
      (["new", "years", "day"], [.holiday(month: 1, day: 1)]),
      (["new", "year's", "eve"], [.holiday(month: 12, day: 31)]),
      (["new", "years", "eve"], [.holiday(month: 12, day: 31)]),
      (["new", "year"], [.holiday(month: 1, day: 1)]),
      (["new", "year's"], [.holiday(month: 1, day: 1)]),
      (["new", "years"], [.holiday(month: 1, day: 1)]),
    ]
    // "no"
    case 42: [
      (["no", "more", "than"], [.limit]),
    ]
    // "not"
    case 43: [
      (["not", "more", "than"], [.limit]),
      (["not", "on"], [.except]),
      (["not", "over"], [.limit]),
    ]
    // "notify"
    case 44: [
      (["notify", "me"], [.reminder]),
    ]
    // "of"
    case 45: [
      (["of", "the", "month"], [.monthScope]),
      (["of", "every", "month"], [.monthScope]),
      (["of", "each", "month"], [.monthScope]),
      (["of", "a", "month"], [.monthScope]),
      (["of", "the", "year"], [.yearScope]),
      (["of", "every", "year"], [.yearScope]),
      (["of", "each", "year"], [.yearScope]),
      (["of", "each", "quarter"], [.quarterScope]),
      (["of", "every", "quarter"], [.quarterScope]),
      (["of", "the", "quarter"], [.quarterScope]),
    ]
    // "on"
    case 46: [
      (["on", "alternate"], [.everyOther]),
      (["on", "waking"], [.phasePhrase(.morning)]),
    ]
    // "or"
    case 47: [
      (["or", "less"], [.limitTrailer]),
      (["or", "fewer"], [.limitTrailer]),
    ]
    // "other"
    case 48: [
      (["other", "than"], [.except]),
    ]
    // "over"
    case 49: [
      (["over", "the", "next"], [.duration]),
    ]
    // "ping"
    case 50: [
      (["ping", "me"], [.reminder]),
    ]
    // "quarter"
    case 51: [
      (["quarter", "of", "an"], [.quantity(0.25)]),
    ]
    // "remember"
    case 52: [
      (["remember", "to"], [.reminderPrefix]),
    ]
    // "remind"
    case 53: [
      (["remind", "me", "to"], [.reminderPrefix]),
      (["remind", "me"], [.reminderPrefix, .reminder]),
    ]
    // "reminder"
    case 54: [
      (["reminder", "to"], [.reminderPrefix]),
      (["reminder", ":"], [.reminderPrefix]),
    ]
    // "right"
    case 55: [
      (["right", "after"], [.after]),
    ]
    // "school"
    case 56: [
      (["school", "days"], [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]),
    ]
    // "send"
    case 57: [
      (["send", "a", "reminder"], [.reminder]),
    ]
    // "start"
    case 58: [
      (["start", "on"], [.starting]),
    ]
    // "starting"
    case 59: [
      (["starting", "on"], [.starting]),
      (["starting", "from"], [.starting]),
    ]
    // "starts"
    case 60: [
      (["starts", "on"], [.starting]),
    ]
    // "straight"
    case 61: [
      (["straight", "after"], [.after]),
    ]
    // "sun"
    case 62: [
      (["sun", "up"], [.solarEvent(.sunrise)]),
      (["sun", "down"], [.solarEvent(.sunset)]),
    ]
    // "the"
    case 63: [
      (["the", "day", "after", "tomorrow"], [.relativeDay(2, nil)]),
      (["the", "day", "before", "yesterday"], [.relativeDay(-2, nil)]),
    ]
    // "this"
    case 64: [
      (["this", "coming"], [.next]),
      (["this", "morning"], [.phasePhrase(.morning)]),
      (["this", "afternoon"], [.phasePhrase(.afternoon)]),
      (["this", "evening"], [.phasePhrase(.evening)]),
    ]
    // "three"
    case 65: [
      (["three", "quarters", "of", "an"], [.quantity(0.75)]),
    ]
    // "to"
    case 66: [
      (["to", "last"], [.fromLast]),
      (["to", "do"], [.task]),
    ]
    // "up"
    case 67: [
      (["up", "to", "and", "including"], [.until]),
      (["up", "until"], [.until]),
      (["up", "to"], [.limit]),
    ]
    // "valentine's"
    case 68: [
      (["valentine's", "day"], [.holiday(month: 2, day: 14)]),
    ]
    // "valentines"
    case 69: [
      (["valentines", "day"], [.holiday(month: 2, day: 14)]),
    ]
    // "when"
    case 70: [
      (["when", "i", "wake", "up"], [.phasePhrase(.morning)]),
    ]
    // "with"
    case 71: [
      (["with", "all", "my", "meals"], [.meals(3)]),
      (["with", "every", "meal"], [.meals(3)]),
      (["with", "each", "meal"], [.meals(3)]),
      (["with", "evry", "meal"], [.meals(3)]),
      (["with", "all", "meals"], [.meals(3)]),
      (["with", "a", "reminder"], [.reminder]),
      (["with", "a", "notification"], [.reminder]),
      (["with", "an", "alert"], [.reminder]),
      (["with", "meals"], [.meals(3)]),
      (["with", "reminder"], [.reminder]),
      (["with", "reminders"], [.reminder]),
    ]
    // "wk"
    case 72: [
      (["wk", "days"], [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]),
    ]
    // "work"
    case 73: [
      (["work", "days"], [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]),
      (["work", "day"], [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]),
    ]
    // "working"
    case 74: [
      (["working", "days"], [.weekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])]),
    ]
    // "xmas"
    case 75: [
      (["xmas", "day"], [.holiday(month: 12, day: 25)]),
      (["xmas", "eve"], [.holiday(month: 12, day: 24)]),
    ]
    default: []
    }
  }

  private static func compiledCheckInWords() -> CheckInWords {
    var words = CheckInWords()
    words.openers = WordSet(sorted: ["already", "also", "and", "finally", "i", "i'm", "i've", "im", "ive", "just", "now", "ok", "okay", "so", "then", "today", "well", "yay", "yep", "yes"])
    words.fillers = WordSet(sorted: ["a", "about", "after", "again", "all", "almost", "already", "also", "an", "and", "another", "around", "as", "at", "before", "did", "done", "extra", "finally", "finished", "for", "full", "good", "got", "had", "haha", "i", "in", "it", "just", "least", "like", "little", "lol", "me", "more", "my", "nearly", "nice", "of", "ok", "okay", "on", "over", "phew", "quick", "session", "some", "that", "the", "this", "though", "to", "today", "today's", "todays", "too", "total", "ugh", "well", "whole", "with", "woohoo", "worth", "yay", "yep", "yes", "yet"])
    words.servings = WordTable(sorted: [
      ("bottle", 500.0),
      ("cup", 250.0),
      ("glass", 250.0),
      ("mug", 250.0),
    ])
    words.noAmount = WordSet(sorted: ["bit", "bite", "drop", "sip", "sips", "taste"])
    words.skipLeads = [
      ["i", "am", "skipping"],
      ["i'm", "not", "doing"],
      ["im", "not", "doing"],
      ["i", "can't", "do"],
      ["i", "cant", "do"],
      ["i", "won't", "do"],
      ["giving", "up", "on"],
      ["i'm", "skipping"],
      ["im", "skipping"],
      ["i'll", "skip"],
      ["ill", "skip"],
      ["i", "skipped"],
      ["not", "doing"],
      ["can't", "do"],
      ["cant", "do"],
      ["cannot", "do"],
      ["won't", "do"],
      ["leaving", "out"],
      ["i'm", "dropping"],
      ["skipping"],
      ["skip"],
      ["skipped"],
      ["no"],
      ["dropping"],
    ]
    words.amountLeads = [
      ["i", "managed", "to", "do"],
      ["i", "only", "did"],
      ["i", "just", "did"],
      ["managed", "to", "do"],
      ["i", "got", "through"],
      ["i", "squeezed", "in"],
      ["only", "did"],
      ["i", "managed"],
      ["got", "through"],
      ["did", "only"],
      ["squeezed", "in"],
      ["only"],
      ["just"],
      ["managed"],
    ]
    words.reasonLeads = [
      ["due", "to"],
      ["because"],
      ["since"],
      ["as"],
      ["cause"],
      ["'cause"],
      ["cos"],
      ["coz"],
    ]
    words.dropWords = WordSet(sorted: ["for now", "for today", "please", "this evening", "this morning", "today", "tonight"])
    words.days = [
      (["the", "day", "before", "yesterday"], -2),
      (["day", "before", "yesterday"], -2),
      (["this", "morning"], 0),
      (["this", "afternoon"], 0),
      (["this", "evening"], 0),
      (["just", "now"], 0),
      (["earlier", "today"], 0),
      (["this", "am"], 0),
      (["this", "pm"], 0),
      (["last", "night"], -1),
      (["yesterday", "morning"], -1),
      (["yesterday", "afternoon"], -1),
      (["yesterday", "evening"], -1),
      (["yesterday", "night"], -1),
      (["tomorrow", "morning"], 1),
      (["today"], 0),
      (["tonight"], 0),
      (["earlier"], 0),
      (["yesterday"], -1),
      (["yday"], -1),
      (["yest"], -1),
      (["tomorrow"], 1),
      (["tmrw"], 1),
    ]
    return words
  }

  private static func compiledTypos() -> TypoVocabulary {
    var typos = TypoVocabulary()
    typos.targets = [
      .init(word: "monday", scalars: ["m", "o", "n", "d", "a", "y"], isAnywhere: true, isMonth: false, isPlural: false, letters: 16805897),
      .init(word: "mondays", scalars: ["m", "o", "n", "d", "a", "y", "s"], isAnywhere: true, isMonth: false, isPlural: true, letters: 17068041),
      .init(word: "tuesday", scalars: ["t", "u", "e", "s", "d", "a", "y"], isAnywhere: true, isMonth: false, isPlural: false, letters: 18612249),
      .init(word: "tuesdays", scalars: ["t", "u", "e", "s", "d", "a", "y", "s"], isAnywhere: true, isMonth: false, isPlural: true, letters: 18612249),
      .init(word: "wednesday", scalars: ["w", "e", "d", "n", "e", "s", "d", "a", "y"], isAnywhere: true, isMonth: false, isPlural: false, letters: 21241881),
      .init(word: "wednesdays", scalars: ["w", "e", "d", "n", "e", "s", "d", "a", "y", "s"], isAnywhere: true, isMonth: false, isPlural: true, letters: 21241881),
      .init(word: "thursday", scalars: ["t", "h", "u", "r", "s", "d", "a", "y"], isAnywhere: true, isMonth: false, isPlural: false, letters: 18743433),
      .init(word: "thursdays", scalars: ["t", "h", "u", "r", "s", "d", "a", "y", "s"], isAnywhere: true, isMonth: false, isPlural: true, letters: 18743433),
      .init(word: "friday", scalars: ["f", "r", "i", "d", "a", "y"], isAnywhere: true, isMonth: false, isPlural: false, letters: 16908585),
      .init(word: "fridays", scalars: ["f", "r", "i", "d", "a", "y", "s"], isAnywhere: true, isMonth: false, isPlural: true, letters: 17170729),
      .init(word: "saturday", scalars: ["s", "a", "t", "u", "r", "d", "a", "y"], isAnywhere: true, isMonth: false, isPlural: false, letters: 18743305),
      .init(word: "saturdays", scalars: ["s", "a", "t", "u", "r", "d", "a", "y", "s"], isAnywhere: true, isMonth: false, isPlural: true, letters: 18743305),
      .init(word: "sunday", scalars: ["s", "u", "n", "d", "a", "y"], isAnywhere: true, isMonth: false, isPlural: false, letters: 18096137),
      .init(word: "sundays", scalars: ["s", "u", "n", "d", "a", "y", "s"], isAnywhere: true, isMonth: false, isPlural: true, letters: 18096137),
      .init(word: "january", scalars: ["j", "a", "n", "u", "a", "r", "y"], isAnywhere: false, isMonth: true, isPlural: false, letters: 17965569),
      .init(word: "february", scalars: ["f", "e", "b", "r", "u", "a", "r", "y"], isAnywhere: false, isMonth: true, isPlural: false, letters: 17956915),
      .init(word: "march", scalars: ["m", "a", "r", "c", "h"], isAnywhere: false, isMonth: true, isPlural: false, letters: 135301),
      .init(word: "april", scalars: ["a", "p", "r", "i", "l"], isAnywhere: false, isMonth: true, isPlural: false, letters: 166145),
      .init(word: "june", scalars: ["j", "u", "n", "e"], isAnywhere: false, isMonth: true, isPlural: false, letters: 1057296),
      .init(word: "july", scalars: ["j", "u", "l", "y"], isAnywhere: false, isMonth: true, isPlural: false, letters: 17828352),
      .init(word: "august", scalars: ["a", "u", "g", "u", "s", "t"], isAnywhere: false, isMonth: true, isPlural: false, letters: 1835073),
      .init(word: "september", scalars: ["s", "e", "p", "t", "e", "m", "b", "e", "r"], isAnywhere: false, isMonth: true, isPlural: false, letters: 954386),
      .init(word: "sept", scalars: ["s", "e", "p", "t"], isAnywhere: false, isMonth: true, isPlural: false, letters: 819216),
      .init(word: "october", scalars: ["o", "c", "t", "o", "b", "e", "r"], isAnywhere: false, isMonth: true, isPlural: false, letters: 671766),
      .init(word: "november", scalars: ["n", "o", "v", "e", "m", "b", "e", "r"], isAnywhere: false, isMonth: true, isPlural: false, letters: 2256914),
      .init(word: "december", scalars: ["d", "e", "c", "e", "m", "b", "e", "r"], isAnywhere: false, isMonth: true, isPlural: false, letters: 135198),
      .init(word: "daily", scalars: ["d", "a", "i", "l", "y"], isAnywhere: true, isMonth: false, isPlural: false, letters: 16779529),
      .init(word: "morning", scalars: ["m", "o", "r", "n", "i", "n", "g"], isAnywhere: true, isMonth: false, isPlural: false, letters: 160064),
      .init(word: "mornings", scalars: ["m", "o", "r", "n", "i", "n", "g", "s"], isAnywhere: true, isMonth: false, isPlural: false, letters: 422208),
      .init(word: "evening", scalars: ["e", "v", "e", "n", "i", "n", "g"], isAnywhere: true, isMonth: false, isPlural: false, letters: 2105680),
      .init(word: "evenings", scalars: ["e", "v", "e", "n", "i", "n", "g", "s"], isAnywhere: true, isMonth: false, isPlural: false, letters: 2367824),
      .init(word: "afternoon", scalars: ["a", "f", "t", "e", "r", "n", "o", "o", "n"], isAnywhere: true, isMonth: false, isPlural: false, letters: 679985),
      .init(word: "afternoons", scalars: ["a", "f", "t", "e", "r", "n", "o", "o", "n", "s"], isAnywhere: true, isMonth: false, isPlural: false, letters: 942129),
      .init(word: "tonight", scalars: ["t", "o", "n", "i", "g", "h", "t"], isAnywhere: true, isMonth: false, isPlural: false, letters: 549312),
      .init(word: "tomorrow", scalars: ["t", "o", "m", "o", "r", "r", "o", "w"], isAnywhere: true, isMonth: false, isPlural: false, letters: 4870144),
      .init(word: "weekly", scalars: ["w", "e", "e", "k", "l", "y"], isAnywhere: true, isMonth: false, isPlural: false, letters: 20974608),
      .init(word: "monthly", scalars: ["m", "o", "n", "t", "h", "l", "y"], isAnywhere: true, isMonth: false, isPlural: false, letters: 17332352),
      .init(word: "weekdays", scalars: ["w", "e", "e", "k", "d", "a", "y", "s"], isAnywhere: true, isMonth: false, isPlural: false, letters: 21234713),
      .init(word: "weekends", scalars: ["w", "e", "e", "k", "e", "n", "d", "s"], isAnywhere: true, isMonth: false, isPlural: false, letters: 4465688),
      .init(word: "every", scalars: ["e", "v", "e", "r", "y"], isAnywhere: false, isMonth: false, isPlural: false, letters: 19005456),
      .init(word: "night", scalars: ["n", "i", "g", "h", "t"], isAnywhere: false, isMonth: false, isPlural: false, letters: 532928),
      .init(word: "nights", scalars: ["n", "i", "g", "h", "t", "s"], isAnywhere: false, isMonth: false, isPlural: false, letters: 795072),
      .init(word: "weekday", scalars: ["w", "e", "e", "k", "d", "a", "y"], isAnywhere: false, isMonth: false, isPlural: false, letters: 20972569),
      .init(word: "weekend", scalars: ["w", "e", "e", "k", "e", "n", "d"], isAnywhere: false, isMonth: false, isPlural: false, letters: 4203544),
    ]
    typos.longest = 10
    typos.leads = WordSet(sorted: ["after", "at", "before", "but", "by", "during", "each", "every", "evry", "except", "excluding", "from", "in", "last", "next", "not", "of", "on", "other", "skip", "starting", "this", "through", "thru", "til", "till", "until"])
    typos.notTypos = WordSet(sorted: ["augusta", "dairy", "daisy", "dally", "doily", "eighty", "evenly", "monkey", "moody", "mooring", "mourn", "mourning", "nightly", "sundae", "sundry", "weakly"])
    return typos
  }
}
