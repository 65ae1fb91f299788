import CoreInterfaces
import Foundation
import Store
import Testing

@testable import CommandKit
@testable import Commands

/// Standard output that refuses every write, as `> /dev/full` does: what was attempted is kept so
/// a test can see the command tried.
final class FullOutput: Sendable {
  private let attempted = Locked("")
  private let err = Locked("")

  var stdout: String { attempted.withLock { $0 } }
  var stderr: String { err.withLock { $0 } }

  var output: Output {
    Output(
      write: { text in self.attempted.withLock { $0 += text } },
      writeError: { text in self.err.withLock { $0 += text } },
      failure: { self.stdout.isEmpty ? nil : "No space left on device" })
  }
}

/// A command whose output could not be written has not succeeded: it exits 1 with one line.
@Suite("Failed writes to standard output", .timeLimit(.minutes(1)))
struct OutputFailureTests {
  @Test func theStandardStreamReportsTheSystemsRefusal() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    #expect(StandardStream.write("exported\n", to: full) == ENOSPC)
    let null = open("/dev/null", O_WRONLY)
    try #require(null >= 0)
    defer { close(null) }
    #expect(StandardStream.write("exported\n", to: null) == nil)
  }

  @Test(arguments: [["rounds", "list"], ["help", "--man"], ["rounds", "catalog", "--json"]])
  func aCommandWritingToAFullDiskExitsOne(_ arguments: [String]) async {
    let full = FullOutput()
    let status = await QuiverCLI(defaultLocation: .inMemory).run(arguments, output: full.output)
    #expect(!full.stdout.isEmpty, "the command wrote something")
    #expect(status == 1)
    #expect(
      full.stderr
        == "quiver: Could not write to standard output: No space left on device. "
        + "The output is incomplete; what the command saved is saved.\n"
    )
  }

  @Test func anExportToAFullDiskDoesNotClaimItExported() async throws {
    let path = NSTemporaryDirectory() + "quiver-full-\(UUID()).sqlite"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let cli = QuiverCLI(defaultLocation: .file(path))
    #expect(await cli.run(["rounds", "start", "wa18"], output: CapturedOutput().output) == 0)
    let full = FullOutput()
    let status = await cli.run(["export", "--format", "json"], output: full.output)
    #expect(status == 1)
    #expect(!full.stderr.contains("exported"), "stderr: \(full.stderr)")
    #expect(full.stderr.contains("Could not write to standard output: No space left on device"))
  }

  @Test func aCommandWhoseWritesSucceedStillExitsZero() async {
    let out = CapturedOutput()
    #expect(
      await QuiverCLI(defaultLocation: .inMemory).run(["rounds", "list"], output: out.output) == 0)
  }
}
