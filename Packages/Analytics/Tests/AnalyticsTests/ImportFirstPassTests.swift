import CoreInterfaces
import Foundation
import Testing

@testable import Analytics

/// An import says where it is from its first pass (stranger 28b #13): counting a long file's
/// rounds printed nothing, so a person saw no line for seconds; and its counts say "staged",
/// since nothing is stored until the last round commits.
@Suite("An import's first pass and staged counts", .timeLimit(.minutes(1)))
struct ImportFirstPassTests {
  @Test func theFirstPassCountsTheRoundsAsItGoes() async throws {
    let file = try await exportedJSON(AnalyticsSamples.rounds)
    // Empty rounds are enough: the first pass counts the rounds and skips what they hold.
    let opening = try #require(file.range(of: "\"rounds\""))
    let bracket = try #require(file[opening.upperBound...].firstIndex(of: "["))
    let padded =
      String(file[...bracket]) + String(repeating: "{},", count: 2_500)
      + String(file[file.index(after: bracket)...])
    let path = NSTemporaryDirectory() + "quiver-first-pass-\(UUID()).json"
    try padded.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var counts: [Int] = []
    let envelope = try ExportStream.envelope(of: path) { counts.append($0) }
    #expect(counts == [1_000, 2_000])
    #expect(envelope.rounds == 2_500 + AnalyticsSamples.rounds.count)
    #expect(
      TransferState.checking(rounds: 1_000).description == "checking the file: 1000 rounds so far")
    #expect(
      TransferState.importing(read: 1, total: 2, written: 1).description
        == "read 1 of 2 rounds; staged 1")
  }
}
