import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

/// An import's progress counts the rounds it read of the file's and, apart, those it wrote
/// (issue 28: re-importing a file said "writing n of N" while it skipped every round).
@Suite("Import progress", .dependencies(), .timeLimit(.minutes(1)))
struct ImportProgressTests {
  @Test func importProgressCountsTheRoundsWrittenApartFromThoseRead() async throws {
    let file = try await exportedJSON(AnalyticsSamples.rounds)
    let transfer = RoundTransfer()
    let last = Locked<TransferState?>(nil)
    let summary = try await withDependencies {
      // The store finds the first round already there and writes the second.
      $0.analytics.importStream = { _, source in
        var index = 0
        try source { _ in
          defer { index += 1 }
          return index == 1
        }
        last.withLock { $0 = transfer.state.value }
        return ImportSummary(rounds: 1, arrows: 12, skipped: 1)
      }
    } operation: {
      try await transfer.importJSON(Data(file.utf8))
    }
    #expect(summary.skipped == 1)
    // The last count before the summary: the first round read, and not written.
    #expect(last.withLock { $0 } == .importing(read: 1, total: 2, written: 0))
    #expect(
      TransferState.importing(read: 2, total: 2, written: 1).description
        == "read 2 of 2 rounds; staged 1")
  }
}
