import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// The month files' names: read as numbers and back, and listed oldest first whatever order
/// the folder gives them in, with every other name left out.
struct MonthFileNameTests {
  @Test(
    arguments: [
      ("2026-11.jsonl", 202_611), ("0999-01.jsonl", 99_901), ("2026-11.json", nil),
      ("2026-11.jsonl.tmp", nil), ("2026_11.jsonl", nil), ("2026-1a.jsonl", nil),
      ("２０２６-11.jsonl", nil), ("2026-11.JSONL", nil), ("2026-11xjsonl", nil),
      ("2026-11.jsonm", nil), ("", nil),
    ] as [(String, Int?)])
  func readsAMonthFileName(_ name: String, _ number: Int?) {
    #expect(History.monthNumber(ofFile: name) == number)
  }

  @Test(arguments: [(202_611, "2026-11"), (99_901, "0999-01"), (201_012, "2010-12")])
  func writesAMonthBack(_ number: Int, _ month: String) {
    #expect(History.month(number: number) == month)
    #expect(History.monthNumber(ofFile: month + ".jsonl") == number)
  }

  @Test func listsMonthsOldestFirstAndOnlyMonths() throws {
    let folder = try StoreTests.temporaryFolder()
    let store = Store(path: folder.appending(path: "store.json").path)
    let history = folder.appending(path: "store.history")
    try FileManager.default.createDirectory(at: history, withIntermediateDirectories: true)
    for name in ["2026-11.jsonl", "2009-02.jsonl", "2026-02.jsonl", "notes.txt", "2026-13x.jsonl"] {
      try Data().write(to: history.appending(path: name))
    }
    #expect(try store.months() == ["2009-02", "2026-02", "2026-11"])
    // Asked again with nothing changed, and again after a month is added.
    #expect(try store.months() == ["2009-02", "2026-02", "2026-11"])
    try Data().write(to: history.appending(path: "2016-07.jsonl"))
    #expect(try store.months() == ["2009-02", "2016-07", "2026-02", "2026-11"])
  }
}
