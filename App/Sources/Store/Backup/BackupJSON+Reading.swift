import Foundation

extension BackupJSON {
  /// A row's values from its bytes (`[1,"text",null,{"real":"5.0"}]`), read as
  /// ``SQLiteValue``'s `init(from:)` reads them: the common values directly, anything else
  /// through the decoder, so both read a value alike. A refusal names `at`.
  static func row(_ bytes: [UInt8], at path: [any CodingKey]) throws -> [SQLiteValue] {
    var index = 0
    func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
    func notARow() -> DecodingError {
      .typeMismatch(
        [SQLiteValue].self, DecodingError.Context(codingPath: path, debugDescription: "not a row"))
    }
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { throw notARow() }
    index += 1
    var values: [SQLiteValue] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") { return values }
    while true {
      skipSpace()
      let start = index
      index = end(of: bytes, from: index)
      values.append(try value(bytes[start..<index], at: path + [BackupReader.Key(values.count)]))
      skipSpace()
      guard index < bytes.count else { throw notARow() }
      if bytes[index] == UInt8(ascii: "]") { break }
      guard bytes[index] == UInt8(ascii: ",") else { throw notARow() }
      index += 1
    }
    index += 1
    skipSpace()
    guard index == bytes.count else { throw notARow() }
    return values
  }

  /// Where the value starting at `start` ends (its bytes are checked when read).
  private static func end(of bytes: [UInt8], from start: Int) -> Int {
    var index = start
    var depth = 0
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return index + 1 }
        }
      } else {
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          if depth == 0 { return index }
          depth -= 1
          if depth == 0 { return index + 1 }
        case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
          if depth == 0 { return index }
        default: break
        }
      }
      index += 1
    }
    return index
  }

  private static let realPrefix = Array(#"{"real":""#.utf8)

  /// One value: null, a plain integer, text without escapes and a real directly; the rest
  /// through the decoder.
  private static func value(_ bytes: ArraySlice<UInt8>, at path: [any CodingKey]) throws
    -> SQLiteValue
  {
    guard let first = bytes.first else {
      throw DecodingError.valueNotFound(
        SQLiteValue.self, DecodingError.Context(codingPath: path, debugDescription: "no value"))
    }
    let plain = !bytes.contains { $0 == UInt8(ascii: "\\") || $0 < 0x20 }
    switch first {
    case UInt8(ascii: "n") where bytes.elementsEqual("null".utf8): return .null
    case UInt8(ascii: "\"") where plain && bytes.count >= 2 && bytes.last == UInt8(ascii: "\""):
      return .text(String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let digits = first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
      if digits.allSatisfy({ (0x30...0x39).contains($0) }),
        digits.first != UInt8(ascii: "0") || digits.count == 1,
        let integer = Int64(String(decoding: bytes, as: UTF8.self))
      {
        return .integer(integer)
      }
    case UInt8(ascii: "{") where plain && bytes.starts(with: realPrefix):
      let rest = bytes.dropFirst(realPrefix.count)
      if rest.count > 2, rest.suffix(2).elementsEqual(#""}"#.utf8),
        let real = Double(String(decoding: rest.dropLast(2), as: UTF8.self))
      {
        return .real(real)
      }
    default: break
    }
    do {
      return try JSONDecoder().decode(SQLiteValue.self, from: Data(bytes))
    } catch let error as DecodingError {
      throw moved(error, to: path)
    }
  }

  /// `error`, met decoding one value, as met at `path` in the whole file.
  static func moved(_ error: DecodingError, to path: [any CodingKey]) -> DecodingError {
    func moved(_ context: DecodingError.Context) -> DecodingError.Context {
      DecodingError.Context(
        codingPath: path + context.codingPath, debugDescription: context.debugDescription,
        underlyingError: context.underlyingError)
    }
    return switch error {
    case .typeMismatch(let type, let context): .typeMismatch(type, moved(context))
    case .valueNotFound(let type, let context): .valueNotFound(type, moved(context))
    case .keyNotFound(let key, let context): .keyNotFound(key, moved(context))
    case .dataCorrupted(let context): .dataCorrupted(moved(context))
    @unknown default: error
    }
  }
}
