import CoreInterfaces
import Foundation
import Store
import Testing

@testable import CommandKit

/// A write killed before its rename leaves its temporary file; the next write to the same
/// target removes those of processes that are gone, and never one still writing.
@Suite("Leftovers of killed writes", .timeLimit(.minutes(1)))
struct AtomicFileLeftoversTests {
  let folder = NSTemporaryDirectory() + "quiver-leftovers-\(UUID().uuidString)"

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  @Test func aGoneWritersTemporaryFileIsRemovedByTheNextWrite() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/out.bak"
    // Beyond Linux's largest process ID (4,194,304): no such process can exist.
    let gone = ".out.bak.quiver-999999999-0ACDF3F0.tmp"
    let live = ".out.bak.quiver-\(getpid())-AAB502D3.tmp"  // this test's: still writing
    let unnamed = ".out.bak.quiver-1B2C3D4E.tmp"  // before writers were named: left alone
    let other = ".other.bak.quiver-999999999-0ACDF3F0.tmp"  // another target's
    for name in [gone, live, unnamed, other] {
      try Data("partial".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    try await AtomicFile.write(to: path, sparing: .inMemory, as: .orStandardOutput("out.bak")) {
      writer in
      try writer.write("whole\n")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == [live, unnamed, other, "out.bak"].sorted())
  }
}
