import Foundation

/// Reads a JSON file a chunk at a time, handing out one value's bytes at a time (a round of an
/// export, a row of a backup), so a bulk read holds one item, never the whole file. It finds
/// where values start and end (strings, nesting); the caller checks and decodes each value.
public final class JSONChunkReader {
  /// Where the text stops being JSON this reader can follow, and how.
  public struct Failure: Error, Equatable, Sendable {
    /// The line it is on, from 1.
    public var line: Int
    /// The byte it met (`nil`: the file ended).
    public var byte: UInt8?

    /// A failure on `line` at `byte`.
    public init(line: Int, byte: UInt8?) {
      self.line = line
      self.byte = byte
    }
  }

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var index = 0
  private var ended = false
  /// The line the next byte is on, from 1.
  public private(set) var line = 1
  /// The last byte taken (a file's last line is the one before a final line break).
  public private(set) var previous: UInt8?

  /// Bytes read per chunk: the reader's memory, whatever the file's size.
  static let chunk = 1 << 20

  /// Opens `path` for reading, or `nil` when it cannot be opened.
  public init?(path: String) {
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
  }

  deinit { close(descriptor) }

  /// The next byte, without taking it; `nil` at the end of the file.
  public func peek() -> UInt8? {
    if index < buffer.count { return buffer[index] }
    return refill() ? buffer[index] : nil
  }

  /// Takes the next byte.
  @discardableResult
  public func take() -> UInt8? {
    guard let byte = peek() else { return nil }
    index += 1
    if byte == 0x0A { line += 1 }
    previous = byte
    return byte
  }

  /// Skips JSON's white space.
  public func skipSpace() {
    while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      take()
    }
  }

  /// Takes `byte` after white space, or throws where something else (or the end) is.
  public func expect(_ byte: UInt8) throws(Failure) {
    skipSpace()
    guard peek() == byte else { throw failure() }
    take()
  }

  /// A failure at the next byte.
  public func failure() -> Failure { Failure(line: line, byte: peek()) }

  /// The bytes of the next value after white space: a string, a number or word, or an object or
  /// list up to its matching end (brackets inside strings do not count). Its grammar is the
  /// caller's to check; a file that ends inside it throws.
  public func value() throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    try next(keeping: true, into: &bytes)
    return bytes
  }

  /// Takes the next value as ``value()`` does, holding none of it: a count of a list's items
  /// (an import's rounds, a backup's rows) holds nothing, however long one item is.
  public func skipValue() throws(Failure) {
    var none: [UInt8] = []
    try next(keeping: false, into: &none)
  }

  /// Takes the next value, appending its bytes to `bytes` when `keeping`.
  private func next(keeping: Bool, into bytes: inout [UInt8]) throws(Failure) {
    skipSpace()
    guard let first = peek() else { throw failure() }
    switch first {
    case UInt8(ascii: "\""):
      try string(keeping: keeping, into: &bytes)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      repeat {
        guard let byte = peek() else { throw failure() }
        switch byte {
        case UInt8(ascii: "\""):
          try string(keeping: keeping, into: &bytes)
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
        default: break
        }
        if keeping { bytes.append(byte) }
        take()
      } while depth > 0
    case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "}"), UInt8(ascii: "]"):
      throw failure()
    default:
      while let byte = peek(), !Self.ends(byte) {
        if keeping { bytes.append(byte) }
        take()
      }
    }
  }

  /// The members of the object that comes next: `member` is handed each key's bytes (quotes
  /// included) and must take its value. Throws a ``Failure`` where the object breaks, or what
  /// `member` throws.
  public func members(_ member: ([UInt8]) throws -> Void) throws {
    try expect(UInt8(ascii: "{"))
    skipSpace()
    if peek() == UInt8(ascii: "}") {
      take()
      return
    }
    while true {
      skipSpace()
      guard peek() == UInt8(ascii: "\"") else { throw failure() }
      let key = try value()
      try expect(UInt8(ascii: ":"))
      skipSpace()
      try member(key)
      skipSpace()
      guard peek() == UInt8(ascii: ",") else { break }
      take()
    }
    try expect(UInt8(ascii: "}"))
  }

  /// The elements of the list that comes next: `element` is handed each one's place and the
  /// line it starts on, and must take its value.
  public func elements(_ element: (_ index: Int, _ line: Int) throws -> Void) throws {
    try expect(UInt8(ascii: "["))
    skipSpace()
    if peek() == UInt8(ascii: "]") {
      take()
      return
    }
    var index = 0
    while true {
      skipSpace()
      try element(index, line)
      index += 1
      skipSpace()
      guard peek() == UInt8(ascii: ",") else { break }
      take()
    }
    try expect(UInt8(ascii: "]"))
  }

  /// Throws unless only white space is left.
  public func expectEnd() throws(Failure) {
    skipSpace()
    guard peek() == nil else { throw failure() }
  }

  /// Whether `byte` ends a number or word.
  private static func ends(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"),
      UInt8(ascii: ":"):
      true
    default: false
    }
  }

  /// Takes a string, appending it (quotes included, escapes kept as written) when `keeping`.
  private func string(keeping: Bool, into bytes: inout [UInt8]) throws(Failure) {
    if keeping { bytes.append(UInt8(ascii: "\"")) }
    take()
    while true {
      guard let byte = take() else { throw failure() }
      if keeping { bytes.append(byte) }
      if byte == UInt8(ascii: "\"") { return }
      if byte == UInt8(ascii: "\\") {
        guard let escaped = take() else { throw failure() }
        if keeping { bytes.append(escaped) }
      }
    }
  }

  /// Reads the next chunk; `false` at the end of the file (or a read error, which ends it too:
  /// the caller then meets a value cut short).
  private func refill() -> Bool {
    guard !ended else { return false }
    var chunk = [UInt8](repeating: 0, count: Self.chunk)
    var count = 0
    repeat {
      count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, Self.chunk) }
    } while count < 0 && errno == EINTR
    guard count > 0 else {
      ended = true
      return false
    }
    buffer = Array(chunk[0..<count])
    index = 0
    return true
  }
}
