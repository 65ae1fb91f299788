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
      let elapsed = try clock.measure {
        try spawnAndWait(quiver, ["--db", path, "_complete", "round-ids"])
      }
      times.append(elapsed.nanoseconds / 1e6)
    }
    report("completion_values_ms", times.sorted()[times.count / 2])
  }

  /// Runs `executable` as a shell would (posix_spawn, output to /dev/null) and waits for it:
  /// Foundation's `Process` adds tens of milliseconds of its own on Linux.
  private static func spawnAndWait(_ executable: String, _ arguments: [String]) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let words = ([executable] + arguments).map { strdup($0) }
    defer { words.forEach { free($0) } }
    let environment = [strdup("PATH=/usr/bin:/bin")]
    defer { environment.forEach { free($0) } }
    var pid: pid_t = 0
    let started = posix_spawn(&pid, executable, &actions, nil, words + [nil], environment + [nil])
    guard started == 0 else { throw CocoaError(.executableLoad) }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }
}
