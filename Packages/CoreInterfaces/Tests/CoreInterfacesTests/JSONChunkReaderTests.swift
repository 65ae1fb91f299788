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
