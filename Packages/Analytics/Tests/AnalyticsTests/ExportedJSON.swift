import Analytics
import CoreInterfaces

/// The JSON export of `records`, as a string: the file the import tests start from.
func exportedJSON(_ records: [RoundRecord]) async throws -> String {
  let text = Locked("")
  try await withDependencies {
    $0.analytics.rounds = AnalyticsClient.inMemory(records).rounds
  } operation: {
    try await RoundTransfer().export(.json) { piece in text.withLock { $0 += piece } }
  }
  return text.withLock { $0 }
}
