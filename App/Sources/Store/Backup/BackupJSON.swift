import Foundation

/// The backup's JSON written by hand, a value at a time, byte for byte what `JSONEncoder` writes
/// for a ``BackupDocument`` with ``StoreBackup/encoded(_:)``'s settings (sorted keys, one line,
/// slashes as they are): a streamed backup equals one encoded whole.
enum BackupJSON {
  /// Appends `value` as ``SQLiteValue``'s `encode(to:)` writes it.
  static func append(_ value: SQLiteValue, to out: inout [UInt8]) {
    switch value {
    case .null: out += "null".utf8
    case .integer(let integer): out += String(integer).utf8
    case .text(let text): append(text, to: &out)
    case .real(let real):
      out += #"{"real":"#.utf8
      append("\(real)", to: &out)
      out.append(UInt8(ascii: "}"))
    case .blob(let bytes):
      out += #"{"blob":"#.utf8
      append(Data(bytes).base64EncodedString(), to: &out)
      out.append(UInt8(ascii: "}"))
    }
  }

  /// Appends a row: its values in a list.
  static func append(row: [SQLiteValue], to out: inout [UInt8]) {
    out.append(UInt8(ascii: "["))
    for (index, value) in row.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      append(value, to: &out)
    }
    out.append(UInt8(ascii: "]"))
  }

  /// Appends `text` as a JSON string, escaped as `JSONEncoder` escapes it.
  static func append(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += #"\""#.utf8
      case UInt8(ascii: "\\"): out += #"\\"#.utf8
      case 0x08: out += #"\b"#.utf8
      case 0x0C: out += #"\f"#.utf8
      case 0x0A: out += #"\n"#.utf8
      case 0x0D: out += #"\r"#.utf8
      case 0x09: out += #"\t"#.utf8
      case 0x00..<0x20:
        out += #"\u00"#.utf8
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0x0F)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  private static let hex = Array("0123456789abcdef".utf8)

  /// Appends a list of names (a table's columns).
  static func append(names: [String], to out: inout [UInt8]) {
    out.append(UInt8(ascii: "["))
    for (index, name) in names.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      append(name, to: &out)
    }
    out.append(UInt8(ascii: "]"))
  }
}
