/// Where the optional model behind the coach lives: `config set coach.llm.url URL`.
///
/// With no URL the coach is the rule-based one, offline. The API key is never a setting: it
/// comes only from `SHERPA_LLM_API_KEY`, so it never reaches the store, its history or a
/// synced remote.
public struct CoachModelSettings: Hashable, Sendable {
  /// The two wire formats: OpenAI's chat completions (Ollama, llama.cpp's `llama-server`,
  /// vLLM, LM Studio and OpenAI speak it) and Anthropic's Messages API.
  public enum API: String, CaseIterable, Sendable { case openai, anthropic }

  /// The base URL, e.g. "http://127.0.0.1:11434/v1"; nil keeps the coach offline.
  public var url: String?
  public var model = "llama3.2"
  public var api = API.openai
  /// Seconds to wait for the first word of a reply.
  public var timeout = 15
  /// Tokens a day, sent and received, before the coach stays offline until tomorrow; 0 is
  /// no limit.
  public var dailyTokens = 50_000

  public init() {}

  public static let keys = [
    "coach.llm.url", "coach.llm.model", "coach.llm.api", "coach.llm.timeout",
    "coach.llm.daily_tokens",
  ]

  func value(of key: String) -> String? {
    switch key {
    case "coach.llm.url": url ?? "none"
    case "coach.llm.model": model
    case "coach.llm.api": api.rawValue
    case "coach.llm.timeout": String(timeout)
    case "coach.llm.daily_tokens": String(dailyTokens)
    default: nil
    }
  }

  /// `key` set from text as typed: a model's name keeps its case ("Qwen/Qwen2.5-7B").
  mutating func set(_ key: String, to text: String) throws(SettingFailure) {
    let value = text.trimmingWhitespace()
    switch key {
    case "coach.llm.url":
      if value.lowercased() == "none" {
        url = nil
        return
      }
      guard Self.isURL(value) else {
        throw .badValue(
          key: key, value: text,
          example: "'http://127.0.0.1:11434/v1', 'https://api.openai.com/v1' or 'none'")
      }
      url = String(value)
    case "coach.llm.model":
      guard !value.isEmpty, value.count <= 200, !value.contains(where: Self.isControlOrSpace)
      else { throw .badValue(key: key, value: text, example: "'llama3.2' or 'gpt-4o-mini'") }
      model = String(value)
    case "coach.llm.api":
      guard let api = API(rawValue: value.lowercased()) else {
        throw .badValue(key: key, value: text, example: "'openai' or 'anthropic'")
      }
      self.api = api
    case "coach.llm.timeout":
      guard let seconds = Int(value), (1...600).contains(seconds) else {
        throw .badValue(key: key, value: text, example: "'15' (seconds, 1 to 600)")
      }
      timeout = seconds
    case "coach.llm.daily_tokens":
      guard let tokens = Int(value), (0...100_000_000).contains(tokens) else {
        throw .badValue(key: key, value: text, example: "'50000', or '0' for no limit")
      }
      dailyTokens = tokens
    default:
      throw .unknownKey(key)
    }
  }

  /// An http or https URL with a host and nothing that could split a request line.
  static func isURL(_ text: Substring) -> Bool {
    let lower = text.lowercased()
    guard lower.hasPrefix("http://") || lower.hasPrefix("https://"), text.count <= 2_000,
      !text.contains(where: isControlOrSpace)
    else { return false }
    let rest = text.drop { $0 != "/" }.dropFirst(2)
    return !rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }.isEmpty
  }

  private static func isControlOrSpace(_ character: Character) -> Bool {
    character.isWhitespace
      || character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }
}
