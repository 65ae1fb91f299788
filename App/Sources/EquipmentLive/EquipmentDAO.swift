public import CoreInterfaces
public import Equipment
import Foundation
public import Store

/// Equipment items, bow setups, their versions and sight marks in SQLite. An item's typed
/// details are stored as JSON; a setup's current version lives in `bow_setups` and
/// `bow_setup_parts` (whose foreign keys refuse deleting an item in use), and every version is
/// kept whole in `bow_setup_versions`.
public struct EquipmentDAO: Sendable {
  let database: Database

  /// A DAO over `database`.
  public init(_ database: Database) { self.database = database }

  /// Items of `kind` (all kinds if `nil`), retired ones too, sorted by name, and each item whose
  /// row cannot be read (an ID that is no UUID, an unknown kind), named rather than skipped.
  public func fetchAll(_ kind: EquipmentKind?) async throws -> Listed<EquipmentItem> {
    try await database.read { Listed(reading: try Self.itemRows(kind, in: $0)) }
  }

  /// ``fetchAll(_:)`` now and after every commit that changes what it read.
  public func observeItems(_ kind: EquipmentKind?) -> Flow<Listed<EquipmentItem>> {
    database.observe { Listed(reading: try Self.itemRows(kind, in: $0)) }
  }

  /// One item.
  public func fetch(_ id: EquipmentID) async throws -> EquipmentItem {
    try await database.read { db in
      guard let item = try Self.items(nil, in: db, only: id).first else {
        throw EquipmentError.notFound(id)
      }
      return item
    }
  }

  /// Items of `kind` in use (not retired), counted by SQLite.
  public func count(_ kind: EquipmentKind) async throws -> Int {
    try await database.read { db in
      try db.query(
        "SELECT count(*) FROM equipment_items WHERE kind = ? AND retired = 0 AND \(ActiveArcher.matches())",
        kind.rawValue
      ) { $0.int(0) }.first ?? 0
    }
  }

  /// Items in use per kind, every kind (0 when none), counted by SQLite in one query now and
  /// again after every change to what it read: what the hub shows.
  public func observeCounts() -> Flow<[EquipmentKind: Int]> {
    database.observe { db in
      let rows = try db.query(
        """
        SELECT kind, count(*) FROM equipment_items
        WHERE retired = 0 AND \(ActiveArcher.matches()) GROUP BY kind
        """
      ) { row in (EquipmentKind(rawValue: row.string(0)), row.int(1)) }
      // A kind no build knows (written by another tool) is not one the hub shows.
      let counted = rows.compactMap { kind, count in kind.map { ($0, count) } }
      return EquipmentKind.counts(Dictionary(counted, uniquingKeysWith: +))
    }
  }

  /// Every item now and after every change to gear or setups.
  public func observeAll() -> Flow<[EquipmentItem]> {
    database.observe { try Self.items(nil, in: $0) }
  }

  /// Inserts or replaces an item after validating it.
  public func save(_ item: EquipmentItem) async throws -> EquipmentItem {
    let valid = try item.validated()
    let details = try Self.json(valid.details)
    try await database.write { db in
      // An edit of an item whose stored details do not read is refused: saving would replace
      // them with what the reader could not see (the read of one item says the same).
      try Self.checkOwner(.item, valid.id.description, db)
      _ = try Self.items(nil, in: db, only: valid.id)
      _ = try db.run(
        """
        INSERT INTO equipment_items
          (id, kind, name, brand, model, notes, retired, details, archer_id)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, \(ActiveArcher.value))
        ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, name = excluded.name,
          brand = excluded.brand, model = excluded.model, notes = excluded.notes,
          retired = excluded.retired, details = excluded.details
        """, valid.id.description, valid.kind.rawValue, valid.name, valid.brand, valid.model,
        valid.notes, valid.retired, details)
    }
    return valid
  }

  /// Deletes an item; refused with `EquipmentError.inUse` while a setup uses it.
  public func delete(_ id: EquipmentID) async throws {
    try await database.write { db in
      try Self.checkOwner(.item, id.description, db)
      let setup = try db.query(
        """
        SELECT s.name FROM bow_setup_parts p JOIN bow_setups s ON s.id = p.setup_id
        WHERE p.item_id = ? ORDER BY s.name LIMIT 1
        """, id.description
      ) { $0.string(0) }.first
      if let setup { throw EquipmentError.inUse(id, setup: setup) }
      guard try db.run("DELETE FROM equipment_items WHERE id = ?", id.description) == 1 else {
        throw EquipmentError.notFound(id)
      }
    }
  }

  /// Every bow setup at its latest version, sorted by name, and each setup whose row cannot be
  /// read (an ID that is no UUID, an unknown bow style), named rather than skipped.
  public func fetchBowSetups() async throws -> Listed<BowSetup> {
    try await database.read { Listed(reading: try Self.setupRows(in: $0)) }
  }

  /// ``fetchBowSetups()`` now and after every commit that changes what it read.
  public func observeBowSetups() -> Flow<Listed<BowSetup>> {
    database.observe { Listed(reading: try Self.setupRows(in: $0)) }
  }

  /// Every bow setup of `archer` (active or not), as ``fetchBowSetups()`` lists them.
  public func fetchBowSetups(of archer: ArcherID) async throws -> Listed<BowSetup> {
    try await database.read { Listed(reading: try Self.setupRows(in: $0, of: archer)) }
  }

  /// Saves a setup after validating it, as version 1 if new, else as the next version, refused
  /// if another writer saved it since it was read (`BowSetup.checkSavable`); every version is
  /// kept whole. One transaction.
  public func saveBowSetup(_ setup: BowSetup) async throws -> BowSetup {
    let checked = try setup.validated()
    let marks = try Self.json(checked.sightMarks)
    return try await database.write { db in
      var valid = checked
      try Self.checkOwner(.setup, valid.id.description, db)
      for part in valid.parts {
        try Self.checkOwner(.item, part.item.description, db)
        guard
          try db.scalar("SELECT 1 FROM equipment_items WHERE id = ?", part.item.description) != nil
        else { throw EquipmentError.notFound(part.item) }
      }
      let current = try Self.setups(in: db, only: valid.id).first
      try valid.checkSavable(over: current?.version)
      if let current, try Self.versionCount(valid.id, db) == 0 {
        try Self.keepVersion(current, db)  // a setup from before schema 4: keep its first version
      }
      valid.version = (current?.version ?? 0) + 1
      _ = try db.run(
        """
        INSERT INTO bow_setups
          (id, name, bow_style, draw_weight_pounds, version, sight_marks, archer_id)
        VALUES (?, ?, ?, ?, ?, ?, \(ActiveArcher.value))
        ON CONFLICT (id) DO UPDATE SET name = excluded.name, bow_style = excluded.bow_style,
          draw_weight_pounds = excluded.draw_weight_pounds, version = excluded.version,
          sight_marks = excluded.sight_marks
        """, valid.id.description, valid.name, valid.bowStyle.rawValue, valid.drawWeight?.value,
        valid.version, marks)
      _ = try db.run("DELETE FROM bow_setup_parts WHERE setup_id = ?", valid.id.description)
      for (position, part) in valid.parts.enumerated() {
        _ = try db.run(
          "INSERT INTO bow_setup_parts (setup_id, item_id, kind, position) VALUES (?, ?, ?, ?)",
          valid.id.description, part.item.description, part.kind.rawValue, position)
      }
      try Self.keepVersion(valid, db)
      return valid
    }
  }

  /// Every version of a setup, oldest first.
  public func setupVersions(_ id: BowSetupID) async throws -> [BowSetup] {
    try await database.read { db in
      let kept = try db.query(
        "SELECT snapshot FROM bow_setup_versions WHERE setup_id = ? ORDER BY version",
        id.description
      ) { try JSONDecoder().decode(BowSetup.self, from: Data($0.string(0).utf8)) }
      if !kept.isEmpty { return kept }
      guard let current = try Self.setups(in: db, only: id).first else {
        throw EquipmentError.bowSetupNotFound(id)
      }
      return [current]
    }
  }

  /// Saves Equipment's sample items and setups (`EquipmentSamples`): the demo's and the embedded
  /// default's gear.
  public func saveSamples() async throws {
    for item in EquipmentSamples.items { _ = try await save(item) }
    for setup in EquipmentSamples.setups { _ = try await saveBowSetup(setup) }
  }

  // MARK: - Rows

  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static func versionCount(_ id: BowSetupID, _ db: Connection) throws -> Int {
    try db.query("SELECT count(*) FROM bow_setup_versions WHERE setup_id = ?", id.description) {
      $0.int(0)
    }.first ?? 0
  }

  static func keepVersion(_ setup: BowSetup, _ db: Connection) throws {
    _ = try db.run(
      """
      INSERT INTO bow_setup_versions (setup_id, version, snapshot, created_at) VALUES (?, ?, ?, ?)
      ON CONFLICT DO NOTHING
      """, setup.id.description, setup.version, try json(setup), Date().timeIntervalSince1970)
  }

  static func items(_ kind: EquipmentKind?, in db: Connection, only id: EquipmentID? = nil) throws
    -> [EquipmentItem]
  {
    try itemRows(kind, in: db, only: id).compactMap { try? $0.get() }
  }

  /// Each item row read, or the damage that keeps it from reading.
  static func itemRows(_ kind: EquipmentKind?, in db: Connection, only id: EquipmentID? = nil)
    throws -> [Result<EquipmentItem, StoreDamage>]
  {
    let decoder = JSONDecoder()
    return try db.query(
      """
      SELECT id, kind, name, brand, model, notes, retired, details, specifications
      FROM equipment_items WHERE (?1 IS NULL OR kind = ?1)
        AND ((?2 IS NULL AND \(ActiveArcher.matches())) OR id = ?2)
      ORDER BY name, id
      """, kind?.rawValue, id?.description
    ) { row -> Result<EquipmentItem, StoreDamage> in
      guard let item = EquipmentID(uuidString: row.string(0)) else {
        return .failure(
          StoreDamage(
            row: "item \(row.string(2))", problem: "ID '\(row.string(0))' is no UUID",
            id: row.string(0)))
      }
      guard let kind = EquipmentKind(rawValue: row.string(1)) else {
        return .failure(
          StoreDamage(
            row: "item \(row.string(2)) (\(item))", problem: "unknown kind '\(row.string(1))'",
            id: item.description))
      }
      var notes = row.string(5)
      let stored = row[7] == .null ? nil : row.string(7)
      let decoded = stored.flatMap {
        try? decoder.decode(EquipmentDetails.self, from: Data($0.utf8))
      }
      if stored != nil, decoded == nil {
        let damage = StoreDamage(
          row: "\(kind.rawValue) '\(Names.shownSafely(row.string(2)))' (\(item))",
          problem: "its details cannot be read", id: item.description)
        // Asked for by ID (to show or edit it), the damage is the answer: an edit would otherwise
        // save empty fields over the details. In a list it is named beside the rows that read.
        if id != nil { throw damage }
        return .failure(damage)
      }
      let details =
        decoded ?? LegacyItem.details(kind: kind, specifications: row.string(8), notes: &notes)
      return .success(
        EquipmentItem(
          id: item, name: row.string(2), brand: row.string(3), model: row.string(4), notes: notes,
          retired: row.bool(6), details: details))
    }
  }

  static func setups(in db: Connection, only id: BowSetupID? = nil) throws -> [BowSetup] {
    try setupRows(in: db, only: id).compactMap { try? $0.get() }
  }

  /// Each setup row read, or the damage that keeps it from reading.
  static func setupRows(in db: Connection, only id: BowSetupID? = nil, of archer: ArcherID? = nil)
    throws -> [Result<BowSetup, StoreDamage>]
  {
    let parts = try db.query(
      "SELECT setup_id, kind, item_id FROM bow_setup_parts ORDER BY setup_id, position"
    ) { row -> (String, BowSetup.Part)? in
      guard let kind = EquipmentKind(rawValue: row.string(1)),
        let item = EquipmentID(uuidString: row.string(2))
      else { return nil }
      return (row.string(0), BowSetup.Part(kind: kind, item: item))
    }.compactMap { $0 }
    let decoder = JSONDecoder()
    return try db.query(
      """
      SELECT id, name, bow_style, draw_weight_pounds, version, sight_marks FROM bow_setups
      WHERE (?1 IS NULL AND (CASE WHEN ?2 IS NULL THEN \(ActiveArcher.matches())
          ELSE archer_id = ?2 END)) OR id = ?1
      ORDER BY name, id
      """, id?.description, archer?.description
    ) { row -> Result<BowSetup, StoreDamage> in
      guard let id = BowSetupID(uuidString: row.string(0)) else {
        return .failure(
          StoreDamage(
            row: "bow setup \(row.string(1))", problem: "ID '\(row.string(0))' is no UUID",
            id: row.string(0)))
      }
      guard let style = BowStyle(rawValue: row.string(2)) else {
        return .failure(
          StoreDamage(
            row: "bow setup \(row.string(1)) (\(id))",
            problem: "unknown bow style '\(row.string(2))'", id: id.description))
      }
      return .success(
        BowSetup(
          id: id, version: max(row.int(4), 1), name: row.string(1), bowStyle: style,
          parts: parts.filter { $0.0 == row.string(0) }.map(\.1),
          drawWeight: row.double(3).flatMap { try? Pounds($0) },
          sightMarks: StoredSightMarks.decode(row.string(5), decoder)))
    }
  }
}
