/// Building CSV text as RFC 4180 has it: CRLF after every row, a field with a comma, a
/// double quote, CR or LF in double quotes, and a double quote inside one doubled.
public enum CSVText {
  /// One field, quoted when it must be.
  public static func field(_ value: String) -> String {
    guard value.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A })
    else { return value }
    var out = "\""
    for scalar in value.unicodeScalars {
      if scalar == "\"" { out += "\"\"" } else { out.unicodeScalars.append(scalar) }
    }
    return out + "\""
  }

  /// One row, CRLF included.
  public static func row(_ fields: [String]) -> String {
    fields.map(field).joined(by: ",") + "\r\n"
  }

  /// A header row, then one row per record.
  public static func table(header: [String], rows: [[String]]) -> String {
    var out = row(header)
    for fields in rows { out += row(fields) }
    return out
  }
}
