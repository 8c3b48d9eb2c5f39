/// Reading RFC 4180 tables back: the other half of `CSVText`.
extension CSVText {
  /// A row as read: its fields and the line of the file it starts on (1 for the first).
  public struct Record: Equatable, Sendable {
    public let line: Int
    public let fields: [String]

    public init(line: Int, fields: [String]) {
      self.line = line
      self.fields = fields
    }
  }

  /// Text that cannot be a table: a quoted field never closed.
  public struct ReadFailure: Error, Equatable, Sendable {
    /// The line the open quote is on.
    public let line: Int

    public init(line: Int) {
      self.line = line
    }
  }

  /// The rows of a CSV text, blank lines left out.
  ///
  /// Fields are split at commas; a field in double quotes keeps its commas and line breaks,
  /// with `""` for a quote. Lines end in CRLF, LF or CR; a byte-order mark at the start is
  /// dropped. A quote inside an unquoted field is kept as it is.
  ///
  /// - Throws: `ReadFailure` when a quoted field runs to the end of the text.
  public static func records(_ text: String) throws(ReadFailure) -> [Record] {
    var records: [Record] = []
    var fields: [String] = []
    var field = ""
    var line = 1
    var start = 1
    var quoted = false
    var wasQuoted = false
    var quoteLine = 1
    var characters = Substring(text)
    if characters.first == "\u{FEFF}" { characters = characters.dropFirst() }
    var iterator = characters.makeIterator()
    var pending: Character? = nil
    func endRow() {
      fields.append(field)
      if !(fields.count == 1 && fields[0].isEmpty && !wasQuoted) {
        records.append(Record(line: start, fields: fields))
      }
      fields = []
      field = ""
      wasQuoted = false
    }
    while let character = pending ?? iterator.next() {
      pending = nil
      let isBreak = character == "\r\n" || character == "\n" || character == "\r"
      if quoted {
        if character == "\"" {
          let next = iterator.next()
          if next == "\"" {
            field.append("\"")
          } else {
            quoted = false
            pending = next
          }
        } else {
          field.append(character)
          if isBreak { line += 1 }
        }
        continue
      }
      if character == "\"" && field.isEmpty && !wasQuoted {
        quoted = true
        wasQuoted = true
        quoteLine = line
      } else if character == "," {
        fields.append(field)
        field = ""
        wasQuoted = false
      } else if isBreak {
        endRow()
        line += 1
        start = line
      } else {
        field.append(character)
      }
    }
    if quoted { throw ReadFailure(line: quoteLine) }
    if !field.isEmpty || !fields.isEmpty || wasQuoted { endRow() }
    return records
  }
}
