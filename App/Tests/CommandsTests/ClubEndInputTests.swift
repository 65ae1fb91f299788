import Commands
import CoreInterfaces
import Foundation
import Store
import Testing

/// `club end` with letter options and piped lines, or with no line at all, is refused, exit 1,
/// nothing saved (stranger29b N10): a script can no longer take silence for a save.
@Suite("club end's input, one way at a time")
struct ClubEndInputTests {
  func run(_ cli: QuiverCLI, _ words: [String], input: [String] = []) async
    -> (Int32, CapturedOutput)
  {
    let output = CapturedOutput()
    let lines = Locked(input)
    let status = await cli.run(words, output: output.output) {
      lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
    return (status, output)
  }

  @Test func optionsAndPipedLinesTogetherOrNoLinesAreRefused() async throws {
    let folder = NSTemporaryDirectory() + "quiver-club-input-\(UUID())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cli = QuiverCLI(defaultLocation: .file(folder + "/q.sqlite"))
    let start = await run(cli, ["club", "start", "wa18", "--guest", "Kim", "--guest", "Lee"])
    try #require(start.0 == 0, "\(start.1.stderr)")
    let both = await run(cli, ["club", "end", "--b", "2 2 2"], input: ["A 1 1 1"])
    #expect(both.0 == 1)
    #expect(both.1.stderr.contains("not both"), "\(both.1.stderr)")
    let none = await run(cli, ["club", "end"], input: ["", "  "])
    #expect(none.0 == 1)
    #expect(none.1.stderr.contains("No archer's line was read"), "\(none.1.stderr)")
    let shown = await run(cli, ["club", "show", "--json"])
    #expect(shown.1.stdout.contains("\"ends\" : 0"), "nothing was saved")
    #expect(!shown.1.stdout.contains("\"ends\" : 1"), "nothing was saved")
    let piped = await run(cli, ["club", "end"], input: ["A 1 1 1", "B 2 2 2"])
    #expect(piped.0 == 0, "\(piped.1.stderr)")
  }
}
