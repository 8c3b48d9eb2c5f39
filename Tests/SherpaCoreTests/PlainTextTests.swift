import SherpaCore
import Testing

struct PlainTextTests {
  @Test(arguments: [
    ("Read", "Read"),
    ("Lire 📚 à l'heure", "Lire 📚 à l'heure"),
    ("Evil\u{1B}[2J", "Evil"),
    ("\u{1B}[1;31mRed\u{1B}[0m", "Red"),
    ("A\u{1B}]0;title\u{07}B", "AB"),
    ("A\u{1B}]8;;http://x\u{1B}\\B", "AB"),
    ("A\u{9B}2JB", "AB"),
    ("A\u{9D}0;t\u{9C}B", "AB"),
    ("A\u{1B}(0B", "AB"),
    ("two\nlines\tand\ra", "two lines and a"),
    ("bell\u{07}del\u{7F}nul\u{00}", "belldelnul"),
    ("\u{202E}txt.exe", "txt.exe"),
    ("cut \u{1B}[", "cut "),
  ])
  func keepsOnlyText(_ text: String, _ expected: String) {
    #expect(PlainText.cleaned(text) == expected)
  }
}
