import CoreInterfaces
import Foundation
import Testing

/// The chunked reader hands out each value whole, wherever the file's chunks break, and says
/// where a file stops being JSON it can follow.
@Suite("JSON read a chunk at a time", .timeLimit(.minutes(1)))
struct JSONChunkReaderTests {
  let path = NSTemporaryDirectory() + "quiver-chunks-\(UUID()).json"

  func reader(_ text: String) throws -> JSONChunkReader {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return try #require(JSONChunkReader(path: path))
  }

  @Test func valuesAcrossChunkBoundariesComeWhole() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    // 3 MB of values holding brackets, escaped quotes and line breaks inside strings.
    let items = (0..<30_000).map { #"{"n":\#($0),"s":"a]\"}[\\","l":[1,[2]],"t":null}"# }
    let reader = try reader("{\"items\" :\n[" + items.joined(separator: ",\n ") + "] }\n")
    var read: [String] = []
    var lines: [Int] = []
    try reader.members { key in
      #expect(key == Array("\"items\"".utf8))
      try reader.elements { index, line in
        read.append(String(decoding: try reader.value(), as: UTF8.self))
        lines.append(line)
        #expect(index == read.count - 1)
      }
    }
    try reader.expectEnd()
    #expect(read == items)
    #expect(lines.first == 2 && lines.last == 30_001)
  }

  /// Skipping a value takes what reading it takes, holding nothing: the next value read after
  /// each skipped one is whole, and the lines counted agree.
  @Test func aSkippedValueTakesWhatReadingItTakes() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let items = (0..<20_000).map { #"{"n":\#($0),"s":"a]\"}[\\\n","l":[1,[2]]}"# }
    let reader = try reader("[" + items.joined(separator: ",\n ") + ", \"tail\", 12 ]")
    var read: [String] = []
    var lines: [Int] = []
    try reader.elements { index, line in
      lines.append(line)
      if index % 2 == 0 {
        try reader.skipValue()
      } else {
        read.append(String(decoding: try reader.value(), as: UTF8.self))
      }
    }
    try reader.expectEnd()
    let wanted = (items + ["\"tail\"", "12"]).enumerated().filter { $0.offset % 2 == 1 }
    #expect(read == wanted.map(\.element))
    #expect(lines.count == 20_002 && lines.last == 20_000)
    let cut = try self.reader("[{\"a\": \"b")
    #expect(throws: JSONChunkReader.Failure(line: 1, byte: nil)) {
      try cut.elements { _, _ in try cut.skipValue() }
    }
  }

  @Test func aFileCutShortOrBrokenFailsWhereItBreaks() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let cut = try reader("{\"a\": [1, \"two")
    #expect(throws: JSONChunkReader.Failure(line: 1, byte: nil)) {
      try cut.members { _ in _ = try cut.value() }
    }
    let broken = try reader("{\"a\": 1\n ; }")
    #expect(throws: JSONChunkReader.Failure(line: 2, byte: UInt8(ascii: ";"))) {
      try broken.members { _ in _ = try broken.value() }
    }
  }
}
