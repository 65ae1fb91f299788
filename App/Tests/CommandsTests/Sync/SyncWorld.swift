import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// What the convergence test did and what it must find at the end: the rounds, matches and
/// targets made so far, and every acknowledged arrow's value by its key, less the values a
/// store replaced or deleted having seen them.
struct SyncWorld {
  var rounds: [String] = []
  var matches: [String] = []
  var targets: [String] = []
  /// Arrow key ("round|end|index") → the acknowledged values ("points|x|miss") not yet
  /// replaced by a store that held them.
  var expected: [String: Set<String>] = [:]
  let values = ["X", "10", "9", "8", "7", "1", "M"]
  /// What each step ran, for a failure's message.
  var log: [String] = []

  mutating func step(_ store: String, _ f: SyncFixture, _ random: inout SeededRandom) async throws {
    switch random.next() % 15 {
    case 0, 1:
      let codename = ["portsmouth", "wa18", "worcester", "vegas"].randomElement(using: &random)
      let id = await f.start(store, codename ?? "wa18")
      log.append("\(store) start \(id.prefix(4))")
      if !id.isEmpty, !id.contains(" ") { rounds.append(id) }
    case 2, 3, 4, 5, 6, 7:
      guard let round = rounds.randomElement(using: &random) else { return }
      let arrows = (0..<Int(1 + random.next() % 3)).map { _ in
        values.randomElement(using: &random) ?? "9"
      }
      let before = try await f.arrows(store, round)
      let scored = await f.run(store, ["rounds", "score", round] + arrows).0
      log.append("\(store) score \(round.prefix(4)) \(arrows) → \(scored)")
      if scored == 0 { try await acknowledge(store, round, f, before: before) }
    case 8:
      guard let round = rounds.randomElement(using: &random) else { return }
      let held = try await f.arrows(store, round)
      guard let (key, _) = held.randomElement(using: &random) else { return }
      let parts = key.split(separator: "|")
      let value = values.randomElement(using: &random) ?? "9"
      let edited = await f.run(
        store, "rounds", "edit", round, String(parts[1]), String((Int(parts[2]) ?? 0) + 1), value
      ).0
      log.append("\(store) edit \(round.prefix(4)) \(parts[1]) \(parts[2]) \(value) → \(edited)")
      if edited == 0 {
        expected[key]?.subtract([held[key] ?? ""])
        try await acknowledge(store, round, f, before: held)
      }
    case 9:
      guard let round = rounds.randomElement(using: &random) else { return }
      let held = try await f.arrows(store, round)
      let deleted = await f.run(store, "rounds", "delete", round, "--yes").0
      log.append("\(store) delete \(round.prefix(4)) → \(deleted)")
      if deleted == 0 {
        for (key, value) in held { expected[key]?.remove(value) }
      }
    case 10:
      await f.run(store, "equipment", "add", "limbs", "--name", "Limbs \(random.next() % 100)")
      await f.run(
        store, "setups", "add", "--name", "Setup \(random.next() % 100)", "--style", "recurve")
    case 11:
      let started = await f.run(
        store, "match", "start", "--format", "sets", "--guest-a", "Bo", "--guest-b", "Cy")
      if started.0 == 0 {
        matches.append(started.1.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      if let match = matches.randomElement(using: &random) {
        await f.run(
          store, "match", "set", match, "--a", "10 9 9", "--b", "\(6 + random.next() % 5) 9 9")
      }
    case 12:
      let started = await f.run(store, "club", "start", "wa18", "--guest", "Di", "--guest", "Ed")
      if started.0 == 0 {
        targets.append(started.1.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      if let target = targets.randomElement(using: &random) {
        await f.run(
          store, "club", "end", target, "--a", "10 9 8", "--b", "\(5 + random.next() % 5) 9 8")
      }
    default:
      log.append("\(store) sync")
      await f.sync(store)
    }
  }

  /// Adds the values of `round` that the command just run on `store` wrote (those that differ
  /// from what it held `before`) to the acknowledged values.
  mutating func acknowledge(
    _ store: String, _ round: String, _ f: SyncFixture, before: [String: String]
  ) async throws {
    for (key, value) in try await f.arrows(store, round) where before[key] != value {
      expected[key, default: []].insert(value)
    }
  }

  /// Every acknowledged value is stored, or named in some store's conflict list.
  func expectNoArrowLost(_ stores: [String], _ f: SyncFixture) async throws {
    var listed = ""
    for store in stores {
      let database = try Database(.file(f.path(store)))
      listed += try await database.read { db in
        try SyncConflicts.list(db, all: true).map {
          "\($0.key) \($0.mine ?? "") \($0.theirs ?? "")"
        }
      }.joined(separator: "\n")
    }
    let stored = try await f.allArrows(stores[0])
    for (key, values) in expected {
      for value in values where stored[key] != value {
        let parts = key.split(separator: "|")
        let points = value.split(separator: "|")[0]
        let named = listed.split(separator: "\n").contains { line in
          line.contains("\"round_id\":\"\(parts[0])\"")
            && line.contains("\"end_number\":\(parts[1])")
            && line.contains("\"arrow_index\":\(parts[2])") && line.contains("\"points\":\(points)")
        }
        #expect(
          named,
          "acknowledged arrow \(key) = \(value) is neither stored nor listed\n\(log.joined(separator: "\n"))\n\(listed)"
        )
      }
    }
  }
}

extension SyncFixture {
  /// `store`'s arrows of `round`, key → value.
  func arrows(_ store: String, _ round: String) async throws -> [String: String] {
    try await allArrows(store).filter { $0.key.hasPrefix(round + "|") }
  }

  /// Every arrow of `store`, key ("round|end|index") → value ("points|x|miss").
  func allArrows(_ store: String) async throws -> [String: String] {
    let database = try Database(.file(path(store)))
    return try await database.read { db in
      Dictionary(
        uniqueKeysWithValues: try db.query(
          "SELECT round_id, end_number, arrow_index, points, is_x, is_miss FROM arrows"
        ) { row in
          (
            "\(row.string(0))|\(row.int(1))|\(row.int(2))",
            "\(row.int(3))|\(row.int(4))|\(row.int(5))"
          )
        })
    }
  }
}
