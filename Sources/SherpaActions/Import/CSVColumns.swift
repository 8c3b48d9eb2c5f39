import SherpaCore

/// A CSV table read by its header: a row's field by column name, whatever the order.
struct CSVColumns {
  /// The file as shown in problem lines.
  let file: String
  let rows: [CSVText.Record]
  private let index: [String: Int]

  /// Reads `text` as a table whose first row names the columns (matched in any case).
  ///
  /// - Throws: `ImportFileFailure` when a quoted field is never closed, or the table is empty.
  init(_ text: String, file: String) throws(ImportFileFailure) {
    let records: [CSVText.Record]
    do {
      records = try CSVText.records(text)
    } catch {
      throw ImportFileFailure(
        message:
          "Can't read \(file): the quote on line \(error.line) is never closed. Nothing was changed."
      )
    }
    guard let header = records.first else {
      throw ImportFileFailure(message: "\(file) is empty. Nothing was changed.")
    }
    var index: [String: Int] = [:]
    for (n, name) in header.fields.enumerated() {
      let key = name.trimmingSpaces.lowercased()
      if index[key] == nil { index[key] = n }
    }
    self.file = file
    self.index = index
    self.rows = Array(records.dropFirst())
  }

  /// Whether the header has a column with one of `names`.
  func has(_ names: String...) -> Bool { names.contains { index[$0.lowercased()] != nil } }

  /// The field under the first of `names` the header has, trimmed; nil when there is no
  /// such column or the row is short of it.
  func field(_ row: CSVText.Record, _ names: String...) -> String? {
    for name in names {
      guard let n = index[name.lowercased()] else { continue }
      return n < row.fields.count ? row.fields[n].trimmingSpaces : nil
    }
    return nil
  }

  /// The position of a column, for tables whose headers are names of things (Loop's
  /// `Checkmarks.csv`).
  func position(of name: String) -> Int? { index[name.lowercased()] }
}

extension String {
  /// Without spaces and tabs at either end.
  var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return String(text)
  }
}
