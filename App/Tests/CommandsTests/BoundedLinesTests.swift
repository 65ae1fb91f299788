import CoreInterfaces
import Foundation
import Testing

@testable import CommandKit

/// The one line reader: lines as typed, a line too long skipped whole in one notice, input that
/// is not text ending the lines in one notice, memory bounded throughout.
@Suite("Reading lines within bounds", .timeLimit(.minutes(1)))
struct BoundedLinesTests {
  let path = NSTemporaryDirectory() + "quiver-lines-\(UUID().uuidString)"

  func lines(_ bytes: [UInt8]) throws -> (lines: [String], notices: [String], reader: BoundedLines)
  {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let notices = Locked<[String]>([])
    let reader = BoundedLines(path: path, say: { notice in notices.withLock { $0.append(notice) } })
    var read: [String] = []
    while let line = reader.next() { read.append(line) }
    return (read, notices.withLock { $0 }, reader)
  }

  @Test func linesComeAsTypedWithOrWithoutACarriageReturnOrALastNewline() throws {
    let read = try lines(Array("0 0\r\n30 -12\n\nlast".utf8))
    #expect(read.lines == ["0 0", "30 -12", "", "last"])
    #expect(read.notices.isEmpty)
    #expect(read.reader.failure == nil)
  }

  @Test func aLineOverTheLimitIsSkippedWholeSaidOnceAndTheNextIsRead() throws {
    let long = [UInt8](repeating: UInt8(ascii: "9"), count: BoundedLines.limit * 3)
    let read = try lines(Array("1 1\n".utf8) + long + Array("\n2 2\n".utf8))
    #expect(read.lines == ["1 1", "2 2"])
    #expect(read.notices == ["line 2 of \(path) is longer than 64 KiB; skipped"])
    #expect(!read.reader.stoppedOnBinary)
    #expect(read.reader.skippedLines == 1, "counted, so the command exits 1 (stranger29b N10)")
  }

  @Test func aNULByteOrBytesThatAreNotUTF8StopReadingInOneNotice() throws {
    for bad in [[UInt8](repeating: 0, count: 200_000), Array("1 1\n".utf8) + [0xFF, 0xFE, 0x0A]] {
      let read = try lines(bad + Array("\n2 2\n".utf8))
      #expect(!read.lines.contains("2 2"), "nothing after it is read")
      #expect(read.notices.count == 1, "\(read.notices)")
      #expect(read.notices.first?.contains("is not text") == true)
      #expect(read.reader.stoppedOnBinary)
    }
  }

  @Test func aFileThatCannotBeOpenedEndsTheLinesWithWhy() {
    let reader = BoundedLines(path: path + "-missing", say: { _ in })
    #expect(reader.next() == nil)
    #expect(reader.failure?.contains("could not be opened") == true)
  }

  @Test func aLineNotYetArrivedIsNotWaitedForWhenOnlyArrivedLinesAreAsked() throws {
    #expect(mkfifo(path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let reader = BoundedLines(path: path, say: { _ in })
    let writer = open(path, O_RDWR)  // a FIFO held open for writing: reads would wait forever
    defer { close(writer) }
    _ = "0 0\n30 ".withCString { write(writer, $0, 7) }
    #expect(reader.next() == "0 0")
    #expect(reader.nextIfArrived() == nil, "half a line has arrived; nothing waits for the rest")
    _ = "-12\n".withCString { write(writer, $0, 4) }
    #expect(reader.nextIfArrived() == "30 -12")
    #expect(reader.nextIfArrived() == nil)
  }
}
