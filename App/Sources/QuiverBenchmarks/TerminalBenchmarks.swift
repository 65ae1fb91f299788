import Coordinator
import CoreInterfaces
import Foundation
import LiveDependencies
import Store
import Terminal

/// `app_key_to_screen_us`: one line typed in the interactive app — three arrows (`10 9 9`), then
/// Enter to end the end — from `TerminalSession.handle` to the next screen's text, on a file
/// store with synchronous=FULL: the model saves each arrow, the path is saved, the screen renders.
/// The median over the 120 lines of two WA 18 m rounds.
enum TerminalBenchmarks {
  static func run() async throws {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "quiver-bench-app-\(UUID())")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let database = try Database(.file((folder as NSString).appendingPathComponent("a.sqlite")))
    let store = SavedStateDAO(database)
    let microseconds = try await CompositionRoot.withLiveDependencies(database: database) {
      await keyToScreen(savingWith: store)
    }
    report("app_key_to_screen_us", microseconds)
  }

  @MainActor
  static func keyToScreen(savingWith store: SavedStateDAO) async -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<2 {
      let session = TerminalSession(coordinator: Coordinator()) { try await store.savePath($0) }
      _ = await session.start(restoring: nil)
      for line in ["n", "wa18", "s"] { _ = await session.handle(line) }
      for _ in 0..<20 {
        for line in ["10 9 9", ""] {
          let elapsed = await clock.measure { _ = await session.handle(line) }
          samples.append(elapsed.nanoseconds / 1_000)
        }
      }
      _ = await session.handle("f")
      _ = await session.quit()
    }
    return samples.sorted()[samples.count / 2]
  }
}
