import Coordinator
import Foundation
import LiveDependencies
import Store
import Terminal

/// The app's keypress → next screen, in process through `TerminalSession.handle` (which returns
/// once the screen's models have settled, as TerminalBenchmarks times it), on a copy of a store:
/// scoring one arrow, opening the Rounds list, opening the newest round, opening Analytics.
/// Prints `app_<action>_ms_fresh`, `app_<action>_ms_10k` (p50) and `app_<action>_x_10k` (their
/// ratio; the target is ≤ 1.5). `handle` returns before the re-reads a save sets off in the
/// models that follow the store, so ``piped(fresh:lifetime:setup:scratch:)`` also times a whole
/// WA 18 m typed into `quiver app` as a process, which waits for everything.
enum LifetimeAppBenchmarks {
  /// The actions timed, in the order they run (scoring last: its new round would be the newest).
  static let actions = ["rounds_list", "open_round", "analytics", "score_arrow"]

  /// Times the actions on copies of both stores and prints each pair and its ratio.
  static func run(fresh: String, lifetime: String, scratch: String) async throws {
    let samples = max(5, Int(ProcessInfo.processInfo.environment["QUIVER_BENCH_RUNS"] ?? "") ?? 5)
    let small = try await medians(of: fresh, scratch: scratch, samples: samples)
    let large = try await medians(of: lifetime, scratch: scratch, samples: samples)
    for action in actions {
      guard let base = small[action], let value = large[action] else { continue }
      report("app_\(action)_ms_fresh", base, decimals: 2)
      report("app_\(action)_ms_10k", value, decimals: 2)
      report("app_\(action)_x_10k", value / max(base, 0.001), decimals: 2)
    }
  }

  /// `lifetime_app_wa18_piped_ms_<store>`: `quiver app` on a copy of each store, its input a
  /// whole WA 18 m (a line of three arrows and Enter, twenty times) then `q`; and the ratio.
  static func piped(fresh: String, lifetime: String, setup: LifetimeSetup, scratch: String) throws {
    let keys = (scratch as NSString).appendingPathComponent("wa18.keys")
    let lines = ["n", "wa18", "s"] + Array(repeating: ["10 9 9", ""], count: 20).flatMap { $0 }
    try (lines + ["q"]).joined(separator: "\n").appending("\n")
      .write(toFile: keys, atomically: true, encoding: .utf8)
    let copy = (scratch as NSString).appendingPathComponent("piped.sqlite")
    var figures: [ProcessTimer.Outcome] = []
    for (store, label) in [(fresh, "fresh"), (lifetime, "10k")] {
      let timer = ProcessTimer(setup: setup, store: label)
      figures.append(
        try timer.time("lifetime_app_wa18_piped", ["--db", copy, "app"], input: keys) { _ in
          for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: copy + suffix)
          }
          try FileManager.default.copyItem(atPath: store, toPath: copy)
          return []
        })
    }
    ProcessTimer(setup: setup, store: "10k").ratio(
      "lifetime_app_wa18_piped", figures[1], figures[0])
  }

  /// Each action's median milliseconds on a copy of `store`.
  static func medians(
    of store: String, scratch: String, samples: Int
  ) async throws -> [String: Double] {
    let copy = (scratch as NSString).appendingPathComponent("app.sqlite")
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: copy + suffix)
    }
    try FileManager.default.copyItem(atPath: store, toPath: copy)
    defer {
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: copy + suffix)
      }
    }
    let database = try Database(.file(copy))
    let saved = SavedStateDAO(database)
    return try await CompositionRoot.withLiveDependencies(database: database) {
      try await time(samples: samples, savingWith: saved)
    }
  }

  /// Drives one session: each list action `samples` times from Home, then a WA 18 m's arrows.
  @MainActor
  static func time(samples: Int, savingWith store: SavedStateDAO) async throws -> [String: Double] {
    let session = TerminalSession(coordinator: Coordinator()) { try await store.savePath($0) }
    _ = await session.start(restoring: nil)
    var times: [String: [Double]] = [:]
    let clock = ContinuousClock()
    func key(_ line: String, timing action: String? = nil) async throws {
      var step = TerminalSession.Step.show("")
      let elapsed = await clock.measure { step = await session.handle(line) }
      guard case .show(let screen) = step, !screen.contains("Unknown key") else {
        throw LifetimeFailure("the app refused '\(line)' while timing \(action ?? "set-up")")
      }
      if let action { times[action, default: []].append(elapsed.nanoseconds / 1e6) }
    }
    for _ in 0..<samples {
      try await key("r", timing: "rounds_list")
      try await key("1", timing: "open_round")
      try await key("b")
      try await key("b")
      try await key("a", timing: "analytics")
      try await key("b")
    }
    for line in ["n", "wa18", "s"] { try await key(line) }
    for arrow in 0..<(samples * 3) {
      try await key("10", timing: "score_arrow")
      if arrow % 3 == 2 { try await key("") }
    }
    _ = await session.quit()
    return times.mapValues { $0.sorted()[$0.count / 2] }
  }
}
