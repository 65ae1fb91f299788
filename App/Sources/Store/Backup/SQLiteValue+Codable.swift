import Foundation

/// A stored value in a backup keeps its storage class: NULL is `null`, an integer a number, text
/// a string; a real is `{"real": "…"}` (its shortest exact decimal) and a blob `{"blob": base64}`,
/// so 5.0 never comes back as the integer 5.
extension SQLiteValue: Codable {
  private enum Key: String, CodingKey { case real, blob }

  /// Reads a value as ``encode(to:)`` writes it.
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer() {
      if single.decodeNil() {
        self = .null
        return
      }
      if let integer = try? single.decode(Int64.self) {
        self = .integer(integer)
        return
      }
      if let text = try? single.decode(String.self) {
        self = .text(text)
        return
      }
    }
    let keyed = try decoder.container(keyedBy: Key.self)
    if let real = try keyed.decodeIfPresent(String.self, forKey: .real) {
      guard let value = Double(real) else {
        throw DecodingError.dataCorruptedError(
          forKey: .real, in: keyed, debugDescription: "not a number")
      }
      self = .real(value)
    } else {
      let base64 = try keyed.decode(String.self, forKey: .blob)
      guard let bytes = Data(base64Encoded: base64) else {
        throw DecodingError.dataCorruptedError(
          forKey: .blob, in: keyed, debugDescription: "not base64")
      }
      self = .blob(Array(bytes))
    }
  }

  /// Writes the value keeping its storage class.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .integer(let value):
      var single = encoder.singleValueContainer()
      try single.encode(value)
    case .text(let value):
      var single = encoder.singleValueContainer()
      try single.encode(value)
    case .real(let value):
      var keyed = encoder.container(keyedBy: Key.self)
      try keyed.encode("\(value)", forKey: .real)
    case .blob(let bytes):
      var keyed = encoder.container(keyedBy: Key.self)
      try keyed.encode(Data(bytes).base64EncodedString(), forKey: .blob)
    }
  }
}
