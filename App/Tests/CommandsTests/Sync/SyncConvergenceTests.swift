import Commands
import CoreInterfacesTestSupport
import Foundation
import Store
import Testing

@testable import CommandKit

/// Random work on two and three stores (arrows, corrections, deleted rounds, gear, setups,
/// archers, matches, club targets), synced in random orders: every store ends with the same
/// content and byte-identical backups, before and after its conflicts are settled, and no
/// acknowledged arrow is missing (it is stored, or listed in a conflict).
@Suite("Sync converges", .timeLimit(.minutes(5)))
struct SyncConvergenceTests {
  /// How many seeds run: `QUIVER_SYNC_SEEDS` (a long soak), else a few for every `make test`
  /// (a two-store and a three-store run under ThreadSanitizer, `TestScale`).
  static let seeds =
    Int(ProcessInfo.processInfo.environment["QUIVER_SYNC_SEEDS"] ?? "")
    ?? TestScale.iterations(6, underSanitizer: 2)

  /// Two stores for even runs, three for odd ones, each with its own seed.
  static let runs: [(Int, UInt64)] = (0..<seeds).map { run -> (Int, UInt64) in
    (run % 2 == 0 ? 2 : 3, UInt64(100 + run))
  }

  @Test(arguments: Self.runs)
  func randomWorkSyncedInRandomOrdersConverges(stores count: Int, seed: UInt64) async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    var random = SeededRandom(seed: seed)
    let stores = (0..<count).map { "s\($0)" }
    await f.run("s0", "archers", "add", "Ann", "--style", "recurve")
    for store in stores {
      await f.sync(store)
      await f.run(store, "archers", "switch", "Ann")
    }
    var world = SyncWorld()
    for _ in 0..<80 {
      let store = stores[Int(random.next() % UInt64(count))]
      try await world.step(store, f, &random)
    }
    try await settle(stores, f, &random)
    try await expectSame(stores, f, "before conflicts are settled")
    try await world.expectNoArrowLost(stores, f)
    // Settle every open conflict somewhere, on either side, then sync until quiet.
    for store in stores {
      let ids = try await f.openConflicts(store)
      for id in ids {
        await f.run(store, "sync", "resolve", "\(id)", random.next() % 2 == 0 ? "mine" : "theirs")
      }
    }
    try await settle(stores, f, &random)
    try await expectSame(stores, f, "once conflicts are settled")
  }

  /// Syncs every store, in a random order each pass, until a pass sends and applies nothing.
  func settle(_ stores: [String], _ f: SyncFixture, _ random: inout SeededRandom) async throws {
    for _ in 0..<6 {
      var quiet = true
      for store in stores.shuffled(using: &random) {
        let out = await f.sync(store)
        if !out.stdout.contains("Nothing to send or apply") { quiet = false }
      }
      if quiet { return }
    }
    Issue.record("six passes of sync never went quiet")
  }

  func expectSame(_ stores: [String], _ f: SyncFixture, _ when: String) async throws {
    let first = try await f.content(stores[0])
    var backups: [Data] = []
    for store in stores {
      let content = try await f.content(store)
      let differ = first.keys.sorted().filter { content[$0] != first[$0] }.map { table in
        "\(table): s0 only \(Set(first[table] ?? []).subtracting(content[table] ?? [])), \(store) only \(Set(content[table] ?? []).subtracting(first[table] ?? []))"
      }
      #expect(differ.isEmpty, "\(store) differs from s0 \(when): \(differ)")
      let out = "\(f.folder)/\(store)-\(backups.count)-\(UUID()).json"
      #expect(await f.run(store, "backup", "--out", out).0 == 0)
      backups.append(try Data(contentsOf: URL(fileURLWithPath: out)))
    }
    #expect(Set(backups).count == 1, "backups byte-identical \(when)")
  }
}

extension SyncFixture {
  /// The numbers of `store`'s open conflicts.
  func openConflicts(_ store: String) async throws -> [Int] {
    let database = try Database(.file(path(store)))
    return try await database.read { db in try SyncConflicts.list(db).map(\.id) }
  }
}

/// A small, seeded generator (SplitMix64): the same seed, the same run.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
