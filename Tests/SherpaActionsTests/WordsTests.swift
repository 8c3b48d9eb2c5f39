import Testing

@testable import SherpaActions

/// The one stemmer: each word's stem as the first, character-by-character version gave it,
/// kept when it was rewritten on an array of characters.
struct WordsTests {
  @Test(arguments: [
    ("running", "run"),
    ("runs", "run"),
    ("push-ups", "pushup"),
    ("pages", "pag"),
    ("page", "pag"),
    ("meditation", "meditat"),
    ("meditate", "meditat"),
    ("sessions", "sess"),
    ("session", "sess"),
    ("glasses", "glass"),
    ("glass", "glass"),
    ("dishes", "dish"),
    ("swimming", "swim"),
    ("swims", "swim"),
    ("Swimming", "swim"),
    ("prayers", "prayer"),
    ("pray", "pray"),
    ("es", "es"),
    ("ses", "ses"),
    ("bikes", "bik"),
    ("kisses", "kiss"),
    ("walked", "walk"),
    ("Caf\u{e9}", "caf\u{e9}"),
    ("caf\u{e9}s", "caf\u{e9}"),
    ("na\u{ef}ve", "na\u{ef}v"),
    ("\u{c9}TUDES", "\u{e9}tud"),
    ("yoga", "yoga"),
    ("teeth", "teeth"),
    ("flossed", "floss"),
    ("ding", "ding"),
    ("ion", "ion"),
    ("need", "need"),
    ("feed", "feed"),
    ("fee", "fee"),
    ("tree", "tre"),
    ("free", "fre"),
    ("add", "add"),
    ("ebb", "ebb"),
    ("a-b-c", "abc"),
    ("", ""),
    ("s", "s"),
    ("ss", "ss"),
    ("bus", "bus"),
    ("buses", "bus"),
    ("x\u{301}es", "x\u{301}es"),
    ("cre\u{301}e", "cre\u{301}"),
    ("\u{65e5}\u{672c}\u{8a9e}", "\u{65e5}\u{672c}\u{8a9e}"),
    ("drinking", "drink"),
    ("drink", "drink"),
    ("water", "water"),
    ("waters", "water"),
    ("journaling", "journal"),
    ("stretches", "stretch"),
  ])
  func stemsAsBefore(_ word: String, _ stem: String) {
    #expect(Words.stem(word) == stem)
  }

  @Test(
    arguments: [
      ("Walk the dog", [UInt8]("wtd".utf8)),
      ("Drink water/soda", [UInt8]("dws".utf8)),
      ("-Run  far", [UInt8]("rf".utf8)),
      ("PUSH-UPS", [UInt8]("p".utf8)),
      ("run - fast", nil),
      ("Caf\u{e9} visit", nil),
      ("", []),
    ] as [(String, [UInt8]?)])
  func initialsOfANameAreItsWordsFirstLetters(_ name: String, _ initials: [UInt8]?) {
    #expect(CheckInResolver.initials(of: name) == initials)
  }

  /// A said word whose first letter no word of the name starts with matches none of them,
  /// as the whole comparison finds: what lets a check-in pass over most items early.
  @Test func aNameWithoutTheFirstLetterMatchesNoWordOfIt() {
    let names = [
      "Walk the dog", "Drink water", "Push-ups", "Read 20 pages", "Meditate", "Pray",
      "Floss", "Protein shake", "Journal/write", "-dash", "Swim", "Stretch",
    ]
    let said = [
      "walked", "water", "pushups", "push", "reading", "med", "prayers", "flossed", "shakes",
      "journaling", "dash", "-dash", "swimming", "stretches", "drank", "dog", "x",
    ]
    for name in names {
      guard let initials = CheckInResolver.initials(of: name) else { continue }
      let words = CheckInResolver.nameWords(name).map(CheckInResolver.Stemmed.init)
      for text in said {
        let word = CheckInResolver.Stemmed(text)
        let first = word.initial!.utf8.first!
        if !initials.contains(first) {
          #expect(
            !words.contains { CheckInResolver.matches(word, $0) }, "\(text) in \(name)")
        }
      }
    }
  }
}
