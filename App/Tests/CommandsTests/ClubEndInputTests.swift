import Commands
import CoreInterfaces
import Foundation
import Store
import Testing

/// `club end` with no line at all is refused, exit 1, nothing saved (stranger29b N10): a script
/// can no longer take silence for a save. With letter options standard input is never read
/// (stranger29d D13): the options alone decide.
@Suite("club end's input, one way at a time")
struct ClubEndInputTests {
  func run(_ cli: QuiverCLI, _ words: [String], input: [String] = []) async
    -> (Int32, CapturedOutput)
  {
    await run(cli, words, lines: Locked(input))
  }

  func run(_ cli: QuiverCLI, _ words: [String], lines: Locked<[String]>) async
    -> (Int32, CapturedOutput)
  {
    let output = CapturedOutput()
    let status = await cli.run(words, output: output.output) {
      lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
    return (status, output)
  }

  @Test func optionsLeaveStandardInputUnreadAndNoLinesAreRefused() async throws {
    let folder = NSTemporaryDirectory() + "quiver-club-input-\(UUID())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cli = QuiverCLI(defaultLocation: .file(folder + "/q.sqlite"))
    let start = await run(cli, ["club", "start", "wa18", "--guest", "Kim", "--guest", "Lee"])
    try #require(start.0 == 0, "\(start.1.stderr)")
    let waiting = Locked(["A 1 1 1"])
    let both = await run(cli, ["club", "end", "--b", "2 2 2"], lines: waiting)
    #expect(both.0 == 0, "\(both.1.stderr)")
    #expect(both.1.stdout.contains("B, end 1: 2 2 2"), "\(both.1.stdout)")
    #expect(waiting.withLock { $0 } == ["A 1 1 1"], "standard input was not read")
    let none = await run(cli, ["club", "end"], input: ["", "  "])
    #expect(none.0 == 1)
    #expect(none.1.stderr.contains("No archer's line was read"), "\(none.1.stderr)")
    let shown = await run(cli, ["club", "show", "--json"])
    #expect(shown.1.stdout.contains("\"ends\" : 0"), "A's piped line was not read")
    let piped = await run(cli, ["club", "end"], input: ["A 1 1 1"])
    #expect(piped.0 == 0, "\(piped.1.stderr)")
  }
}
