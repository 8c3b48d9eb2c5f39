import Foundation
import SherpaActions
import SherpaCore
import SherpaParse
import Testing

/// `done` and `parse --log` have the second thread make the parser and read the check-in's
/// words with it while the store is read (`Vocabulary.prepareParser(reading:)`): the reading
/// taken is the one this thread would have made, for those words only, and once.
struct VocabularyTests {
  static let checkIns = [
    "drank 2 glasses of water", "ran 5k this morning", "skip piano today, too tired",
    "meditated 20 min yesterday", "floss", "read 30 pages of my book", "",
  ]

  @Test func theWordsReadBesideAreTheOnesReadHere() throws {
    let here = try Vocabulary(folder: nil).currentParser()
    for text in Self.checkIns {
      let vocabulary = Vocabulary(folder: nil)
      vocabulary.prepareParser(reading: text)
      let beside = vocabulary.preparedReading(of: text)
      // With one processor nothing is made beside, and the door reads the words itself.
      if Slices.processors > 1 {
        #expect(beside == here.readCheckIn(text), "\(text)")
      } else {
        #expect(beside == nil)
      }
      // Taken once.
      #expect(vocabulary.preparedReading(of: text) == nil, "\(text)")
    }
  }

  @Test func otherWordsAreNotGivenTheReading() {
    let vocabulary = Vocabulary(folder: nil)
    vocabulary.prepareParser(reading: "drank 2 glasses of water")
    #expect(vocabulary.preparedReading(of: "drank 3 glasses of water") == nil)
    // The parser made beside is kept.
    #expect((try? vocabulary.currentParser()) != nil)
  }

  /// A grammar file that cannot be used gives no reading, and the check-in reports it.
  @Test func aBrokenGrammarFileGivesNoReadingAndIsReported() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sherpa-vocabulary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{ not json".utf8).write(to: folder.appendingPathComponent("grammar.json"))
    let vocabulary = Vocabulary(folder: folder.path)
    vocabulary.prepareParser(reading: "floss")
    #expect(vocabulary.preparedReading(of: "floss") == nil)
    #expect(throws: VocabularyFailure.self) { try vocabulary.currentParser() }
  }
}
