public import CoreInterfaces
import Foundation

/// The archers sharing one database, and which is active (the `active_archer` setting).
public struct ArchersDAO: Sendable {
  let database: Database

  /// A DAO over `database`.
  public init(_ database: Database) { self.database = database }

  /// Every archer, by name, and each stored archer that could not be read.
  public func list() async throws -> Listed<Archer> {
    try await database.read { try Self.listed(in: $0) }
  }

  /// Adds an archer; the first one takes over everything recorded before there were archers and
  /// becomes active.
  public func add(_ archer: Archer) async throws -> Archer {
    let name = archer.name
    return try await database.write { db in
      let archers = try Self.archers(in: db)
      if let existing = archers.first(where: { $0.isNamed(name) }) {
        throw ArcherError.nameTaken(existing.name)
      }
      try Self.insert(archer, first: archers.isEmpty, db)
      return archer
    }
  }

  /// The archer named as `archer` is, in this transaction: the stored one of that name
  /// (`created` false), else `archer` added as ``add(_:)`` adds one (an import's archer).
  public static func matchOrAdd(_ archer: Archer, _ db: Connection) throws
    -> (archer: Archer, created: Bool)
  {
    let archers = try Self.archers(in: db)
    if let existing = archers.first(where: { $0.isNamed(archer.name) }) { return (existing, false) }
    try insert(archer, first: archers.isEmpty, db)
    return (archer, true)
  }

  /// Inserts `archer`; the `first` takes over everything recorded before and becomes active.
  private static func insert(_ archer: Archer, first: Bool, _ db: Connection) throws {
    _ = try db.run(
      "INSERT INTO archers (id, name, bow_style, gender, age_group) VALUES (?, ?, ?, ?, ?)",
      archer.id.description, archer.name, archer.bowStyle.rawValue, archer.gender.rawValue,
      archer.ageGroup.rawValue)
    guard first else { return }
    for table in ["rounds", "equipment_items", "bow_setups"] {
      _ = try db.run(
        "UPDATE \(table) SET archer_id = ? WHERE archer_id IS NULL", archer.id.description)
    }
    try Self.setActive(archer.id, db)
    try RoundSummaries.rewrite(roundsOf: archer.id.description, db)
  }

  /// Makes `change` to the archer as stored now, in one transaction with their rounds'
  /// summaries (their classifications follow); the name stays.
  public func update(_ id: ArcherID, _ change: ArcherChange) async throws -> Archer {
    try await database.write { db in
      guard let stored = try Self.archers(in: db).first(where: { $0.id == id }) else {
        throw ArcherError.notFound(id)
      }
      let updated = change.applied(to: stored)
      _ = try db.run(
        "UPDATE archers SET bow_style = ?, gender = ?, age_group = ? WHERE id = ?",
        updated.bowStyle.rawValue, updated.gender.rawValue, updated.ageGroup.rawValue,
        id.description)
      try RoundSummaries.rewrite(roundsOf: id.description, db)
      return updated
    }
  }

  /// Removes an archer who is not active, with their rounds and gear; a club target they shot on
  /// keeps their letter, name and arrows as a guest's (`leaveTargets`).
  public func remove(_ id: ArcherID) async throws {
    try await database.write { db in
      guard let archer = try Self.archers(in: db).first(where: { $0.id == id }) else {
        throw ArcherError.notFound(id)
      }
      guard try Self.activeID(db) != id else { throw ArcherError.removingActive(archer.name) }
      try Self.leaveTargets(id, db)
      for table in ["rounds", "bow_setups", "equipment_items"] {
        _ = try db.run("DELETE FROM \(table) WHERE archer_id = ?", id.description)
      }
      _ = try db.run("DELETE FROM archers WHERE id = ?", id.description)
    }
  }

  /// Makes `id` the active archer.
  public func switchTo(_ id: ArcherID) async throws -> Archer {
    try await database.write { db in
      guard let archer = try Self.archers(in: db).first(where: { $0.id == id }) else {
        throw ArcherError.notFound(id)
      }
      try Self.setActive(id, db)
      return archer
    }
  }

  /// The active archer now and after every switch.
  public func observeActive() -> Flow<Archer?> {
    database.observe { db in
      let id = try Self.activeID(db)
      return try Self.archers(in: db).first { $0.id == id }
    }
  }

  /// The archers that read (rules that need every archer, damaged or not, count the table).
  static func archers(in db: Connection) throws -> [Archer] { try listed(in: db).items }

  /// Every archer row: those that read, by name, and one `StoreDamage` for each that does not.
  static func listed(in db: Connection) throws -> Listed<Archer> {
    let rows = try db.query(
      "SELECT id, name, bow_style, gender, age_group FROM archers ORDER BY name, id"
    ) { row -> Result<Archer, StoreDamage> in
      let shown = "archer \(Names.displayable(row.string(0), fallback: "with an empty ID"))"
      guard let id = ArcherID(uuidString: row.string(0)) else {
        return .failure(StoreDamage(row: shown, problem: "not an ID"))
      }
      guard let style = BowStyle(rawValue: row.string(2)) else {
        let style = Names.displayable(row.string(2), fallback: "")
        return .failure(
          StoreDamage(row: shown, problem: "unknown bow style '\(style)'", id: id.description))
      }
      guard let gender = Gender(rawValue: row.string(3)) else {
        let gender = Names.displayable(row.string(3), fallback: "")
        return .failure(
          StoreDamage(row: shown, problem: "unknown gender '\(gender)'", id: id.description))
      }
      guard let ageGroup = AgeGroup(rawValue: row.string(4)) else {
        let age = Names.displayable(row.string(4), fallback: "")
        return .failure(
          StoreDamage(row: shown, problem: "unknown age group '\(age)'", id: id.description))
      }
      let name = Names.displayable(row.string(1), fallback: "Archer \(id.description.prefix(8))")
      return Result {
        try Archer(id: id, name: name, bowStyle: style, gender: gender, ageGroup: ageGroup)
      }
      .mapError { StoreDamage(row: shown, problem: "\($0)", id: id.description) }
    }
    return Listed(reading: rows)
  }

  static func activeID(_ db: Connection) throws -> ArcherID? {
    try db.query("SELECT value FROM settings WHERE key = 'active_archer'") {
      ArcherID(uuidString: $0.string(0))
    }.first ?? nil
  }

  static func setActive(_ id: ArcherID, _ db: Connection) throws {
    _ = try db.run(
      "INSERT INTO settings (key, value) VALUES ('active_archer', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      id.description)
  }
}
