import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

/// An export written a round at a time is byte for byte the file encoded whole, as it was before
/// exports streamed: files written by either read the same, and a re-export diffs clean.
@Suite("Streamed export", .dependencies(), .timeLimit(.minutes(1)))
struct StreamedExportTests {
  /// The file as encoding it whole writes it.
  func whole(_ records: [RoundRecord], archer: Archer?) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(
        date.formatted(
          Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)))
    }
    let file = ExportFile(
      rounds: records.sorted { $0.startedAt < $1.startedAt },
      archer: archer.map(ExportedArcher.init))
    return String(decoding: try encoder.encode(file), as: UTF8.self) + "\n"
  }

  func streamed(_ records: [RoundRecord], archer: Archer?) async throws -> String {
    let text = Locked("")
    try await withDependencies {
      $0.analytics.rounds = { records }
    } operation: {
      try await RoundTransfer().export(.json, profile: archer) { piece in
        text.withLock { $0 += piece }
      }
    }
    return text.withLock { $0 }
  }

  @Test(arguments: [0, 1, 3])
  func theStreamedFileIsTheWholeFile(rounds: Int) async throws {
    var records = Array((AnalyticsSamples.rounds + AnalyticsSamples.rounds).prefix(rounds))
    for index in records.indices { records[index].id = RoundID() }
    if rounds == 3 { records[2].status = .completed }  // ended early: its phase is written
    let archer = try Archer(name: "Zoë \"Z\" / O'Neil", bowStyle: .compound)
    for who in [nil, archer] {
      #expect(try await streamed(records, archer: who) == whole(records, archer: who))
    }
  }

  @Test func progressCountsTheArrowsWrittenAndNeverPassesItsTotal() async throws {
    let transfer = RoundTransfer()
    let seen = Locked<[TransferState]>([])
    let watching = Task {
      for await state in transfer.state.values {
        seen.withLock { $0.append(state) }
        if state.isFinished { break }
      }
    }
    let records = AnalyticsSamples.rounds
    try await withDependencies {
      $0.analytics.rounds = { records }
    } operation: {
      try await transfer.export(.csv) { _ in }
    }
    await watching.value
    let total = records.reduce(0) { $0 + $1.arrows.count }
    var last = 0
    for case .writing(let done, let of) in seen.withLock({ $0 }) {
      #expect(of == total && done <= of && done >= last)
      last = done
    }
    #expect(transfer.state.value == .done("exported 2 rounds, \(total) arrows"))
  }

  @Test func aLongTransferShowsAboutAHundredCountsEndingAtItsTotal() {
    let shown = (1...10_000).filter { TransferState.shows($0, after: $0 - 1, of: 10_000) }
    #expect(shown.count == 100 && shown.last == 10_000 && shown.first == 100)
    #expect((1...3).allSatisfy { TransferState.shows($0, after: $0 - 1, of: 3) })
  }
}
