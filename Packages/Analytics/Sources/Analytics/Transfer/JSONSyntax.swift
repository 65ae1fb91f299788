import Foundation

/// Finds where a text that `JSONDecoder` refused first breaks JSON's grammar (RFC 8259), so an
/// import can say "line 18: 'N' is not a JSON value" instead of the decoder's "not valid JSON".
enum JSONSyntax {
  /// Where and how a JSON text is broken.
  struct Problem: Equatable {
    /// The line it is on, from 1.
    var line: Int
    /// What is wrong there.
    var what: String
  }

  /// What ``Problem/what`` says when the text stops before its value is complete.
  static let endsEarly = "the file ends early"

  /// The first place `data` is not JSON, or `nil` when the grammar holds (the decoder may still
  /// refuse it, e.g. for a number too large for a Double — reported here too).
  static func firstProblem(in data: Data) -> Problem? {
    var scanner = Scanner(bytes: Array(data))
    do throws(Failure) {
      scanner.skipSpace()
      try scanner.value(depth: 0)
      scanner.skipSpace()
      guard scanner.index == scanner.bytes.count else { throw scanner.unexpected() }
      return nil
    } catch {
      return error.problem
    }
  }

  /// `byte` met where JSON's grammar allows no such byte, on `line`.
  static func unexpected(_ byte: UInt8, line: Int) -> Problem {
    let shown = byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "a byte"
    return Problem(line: line, what: "\(shown) is not valid JSON here (damaged, or edited by hand)")
  }

  private struct Failure: Error {
    var problem: Problem
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
        if bytes[index] == 0x0A { line += 1 }
        index += 1
      }
    }

    func unexpected() -> Failure {
      guard index < bytes.count else {
        return Failure(problem: Problem(line: line, what: JSONSyntax.endsEarly))
      }
      return Failure(problem: JSONSyntax.unexpected(bytes[index], line: line))
    }

    mutating func expect(_ byte: UInt8) throws(Failure) {
      guard index < bytes.count, bytes[index] == byte else { throw unexpected() }
      index += 1
    }

    mutating func value(depth: Int) throws(Failure) {
      guard depth < 512 else {
        throw Failure(problem: Problem(line: line, what: "lists and objects nest too deeply"))
      }
      guard index < bytes.count else { throw unexpected() }
      switch bytes[index] {
      case UInt8(ascii: "{"): try container(close: UInt8(ascii: "}"), keyed: true, depth: depth)
      case UInt8(ascii: "["): try container(close: UInt8(ascii: "]"), keyed: false, depth: depth)
      case UInt8(ascii: "\""): try string()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
      default:
        for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
          index += word.utf8.count
          return
        }
        throw unexpected()
      }
    }

    mutating func container(close: UInt8, keyed: Bool, depth: Int) throws(Failure) {
      index += 1
      skipSpace()
      if index < bytes.count, bytes[index] == close { return index += 1 }
      while true {
        if keyed {
          try string()
          skipSpace()
          try expect(UInt8(ascii: ":"))
          skipSpace()
        }
        try value(depth: depth + 1)
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
        index += 1
        skipSpace()
      }
      try expect(close)
    }

    mutating func string() throws(Failure) {
      try expect(UInt8(ascii: "\""))
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""): return index += 1
        case UInt8(ascii: "\\"): index += 2
        case 0x00..<0x20: throw unexpected()
        default: index += 1
        }
      }
      throw unexpected()
    }

    mutating func number() throws(Failure) {
      let start = index
      let allowed = Set("+-0123456789.eE".utf8)
      while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard
        text.range(
          of: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#, options: .regularExpression)
          != nil
      else {
        index = start
        throw Failure(
          problem: Problem(line: line, what: "'\(text.prefix(20))' is not a JSON number"))
      }
      guard let number = Double(text), number.isFinite else {
        throw Failure(
          problem: Problem(line: line, what: "the number \(text.prefix(20)) is too large"))
      }
    }
  }
}
