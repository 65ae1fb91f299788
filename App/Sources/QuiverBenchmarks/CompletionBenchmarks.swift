import CoreInterfaces
import Foundation
import ScoringLive
import Store

/// `completion_values_ms`: how long the shell waits for database values at a TAB — the released
/// `quiver _complete round-ids` run as a process (start-up, open, query, print) over a database
/// of 500 rounds; the median of 21 runs. The target is under 50 ms.
enum CompletionBenchmarks {
  static func run() async throws {
    let quiver = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("quiver").path
    guard FileManager.default.isExecutableFile(atPath: quiver) else {
      return print("completion: build the quiver product beside quiver-bench first (make bench)")
    }
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "quiver-bench-completion-\(UUID())")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = (folder as NSString).appendingPathComponent("bench.sqlite")
    let rounds = RoundDAO(try Database(.file(path)))
    guard let definition = RoundCatalogue.round("wa18") else { return }
    for _ in 0..<500 { _ = try await rounds.start(definition, setup: nil) }
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<21 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: quiver)
      process.arguments = ["--db", path, "_complete", "round-ids"]
      process.standardOutput = FileHandle.nullDevice
      let elapsed = try clock.measure {
        try process.run()
        process.waitUntilExit()
      }
      times.append(elapsed.nanoseconds / 1e6)
    }
    report("completion_values_ms", times.sorted()[times.count / 2])
  }
}
