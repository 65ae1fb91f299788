/// JSON written as `JSONEncoder` writes it pretty printed (`"key" : value`, two spaces a level,
/// `/` escaped, an empty container as two line breaks), then indented to its place in a file
/// (every line, the empty one inside an empty container too, gains the starting depth): for the
/// export's hand-written rounds (``RoundJSONWriter``). Keys are written in the order given, so
/// the caller sorts them.
struct PrettyJSON {
  /// What is written so far.
  private(set) var bytes: [UInt8]
  private var depth: Int
  /// The depth writing started at, which the empty line of an empty container holds.
  private let base: Int
  /// Per open container, whether nothing is in it yet.
  private var empty: [Bool] = []

  /// Writing after `bytes`, whose last line is `depth` levels deep.
  init(after bytes: [UInt8], depth: Int) {
    self.bytes = bytes
    self.depth = depth
    base = depth
  }

  /// Opens an object (`{`) where a value goes.
  mutating func openObject() { open(UInt8(ascii: "{")) }
  /// Closes the innermost object.
  mutating func closeObject() { close(UInt8(ascii: "}")) }
  /// Opens a list (`[`) where a value goes.
  mutating func openList() { open(UInt8(ascii: "[")) }
  /// Closes the innermost list.
  mutating func closeList() { close(UInt8(ascii: "]")) }

  /// Starts the next member of the innermost object: `"key" : `.
  mutating func key(_ key: StaticString) {
    next()
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes += #"" : "#.utf8
  }

  /// Starts the next element of the innermost list.
  mutating func element() { next() }

  /// An integer, in decimal.
  mutating func int(_ value: Int) { bytes += String(value).utf8 }

  /// `true` or `false`.
  mutating func bool(_ value: Bool) { bytes += (value ? "true" : "false").utf8 }

  /// A finite number as the encoder writes it: its shortest description, `.0` dropped. One
  /// that is not finite throws as the encoder does.
  mutating func double(_ value: Double) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: [], debugDescription: "not a finite number"))
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    bytes += text.utf8
  }

  /// A string, quoted and escaped: `"`, `\`, `/`, the short escapes (`\b \t \n \f \r`) and
  /// `\u00xx` for the other control characters; every other character as its UTF-8.
  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes += #"\""#.utf8
      case UInt8(ascii: "\\"): bytes += #"\\"#.utf8
      case UInt8(ascii: "/"): bytes += #"\/"#.utf8
      case 0x08: bytes += #"\b"#.utf8
      case 0x09: bytes += #"\t"#.utf8
      case 0x0A: bytes += #"\n"#.utf8
      case 0x0C: bytes += #"\f"#.utf8
      case 0x0D: bytes += #"\r"#.utf8
      case 0x00..<0x20:
        bytes += #"\u00"#.utf8
        bytes.append(Self.hex[Int(byte >> 4)])
        bytes.append(Self.hex[Int(byte & 0x0F)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Bytes already written as JSON (a value encoded elsewhere, indented to fit).
  mutating func raw(_ json: [UInt8]) { bytes += json }

  private static let hex = Array("0123456789abcdef".utf8)

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    bytes.append(0x0A)
    depth += 1
    empty.append(true)
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    if empty.removeLast() { indent(base) }
    bytes.append(0x0A)
    indent()
    bytes.append(bracket)
  }

  private mutating func next() {
    if empty[empty.count - 1] {
      empty[empty.count - 1] = false
    } else {
      bytes += ",\n".utf8
    }
    indent()
  }

  private mutating func indent(_ levels: Int? = nil) {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: (levels ?? depth) * 2))
  }
}
