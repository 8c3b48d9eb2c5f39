import SherpaCore
import SherpaParse
import SherpaStore

/// The words and templates actions understand: the built-in grammar and suggestions with
/// the person's own files (`grammar.json`, `suggestions.json` in their config folder) added.
/// Each is read once, on first use, and kept for the life of the process or session.
public final class Vocabulary {
  /// `$XDG_CONFIG_HOME/sherpa`, or nil when there is none.
  let folder: String?
  /// A path as the person should read it.
  let display: (String) -> String
  private var grammar: Grammar?
  private var parser: Parser?
  /// The parser being made on a second thread, and the check-in it reads
  /// (`prepareParser(reading:)`).
  private var preparing: Beside<Result<(Parser, Prepared?), VocabularyFailure>>?
  /// A check-in's words as the parser made beside read them, until taken.
  private var prepared: Prepared?

  private var suggestions: Suggestions?

  /// Words of a check-in, and what the parser read in them.
  private typealias Prepared = (text: String, reading: CheckInReading)

  public init(folder: String?, display: @escaping (String) -> String = { $0 }) {
    self.folder = folder
    self.display = display
  }

  /// The grammar with the person's file added.
  ///
  /// - Throws: `VocabularyFailure` naming the file when it cannot be read or used.
  public func currentGrammar() throws(VocabularyFailure) -> Grammar {
    if let grammar { return grammar }
    var loaded = Grammar.builtIn
    if let bytes = try userFile("grammar.json") {
      do {
        loaded = try loaded.adding(userFile: bytes, named: folder! + "/grammar.json")
      } catch {
        throw VocabularyFailure(error.description)
      }
    }
    grammar = loaded
    return loaded
  }

  /// The parser over `currentGrammar()`.
  public func currentParser() throws(VocabularyFailure) -> Parser {
    if let parser { return parser }
    if let preparing {
      self.preparing = nil
      let (made, reading) = try preparing.wait().get()
      grammar = made.grammar
      parser = made
      prepared = reading
      return made
    }
    let made = Parser(grammar: try currentGrammar())
    parser = made
    return made
  }

  /// Starts making the parser on a second thread, for a command that reads its store before
  /// it reads words (`done`, `parse --log`): `currentParser()` then takes it, made meanwhile.
  /// With `checkIn`, the parser reads those words there as well, once made
  /// (`preparedReading(of:)`).
  public func prepareParser(reading checkIn: String? = nil) {
    guard parser == nil, preparing == nil, Slices.processors > 1 else { return }
    let (folder, display) = (folder, display)
    preparing = Beside {
      Result { () throws(VocabularyFailure) in
        let parser = try Vocabulary(folder: folder, display: display).currentParser()
        return (parser, checkIn.map { ($0, parser.readCheckIn($0)) })
      }
    }
  }

  /// What the parser read in `text`, when it read them beside (`prepareParser(reading:)`);
  /// nil otherwise, or when the grammar cannot be read.
  public func preparedReading(of text: String) -> CheckInReading? {
    _ = try? currentParser()
    defer { prepared = nil }
    guard let prepared, prepared.text == text else { return nil }
    return prepared.reading
  }

  /// The templates with the person's file added.
  public func currentSuggestions() throws(VocabularyFailure) -> Suggestions {
    if let suggestions { return suggestions }
    var loaded = Suggestions.builtIn
    if let bytes = try userFile("suggestions.json") {
      do {
        loaded = try loaded.adding(userFile: bytes, named: display(folder! + "/suggestions.json"))
      } catch {
        throw VocabularyFailure(error.description)
      }
    }
    suggestions = loaded
    return loaded
  }

  private func userFile(_ name: String) throws(VocabularyFailure) -> [UInt8]? {
    guard let folder else { return nil }
    do {
      return try Files.read(folder + "/" + name)
    } catch {
      throw VocabularyFailure(error.description)
    }
  }
}
