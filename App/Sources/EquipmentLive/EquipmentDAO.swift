public import CoreInterfaces
public import Equipment
import Foundation
public import Store

/// Equipment items and bow setups in SQLite.
public struct EquipmentDAO: Sendable {
  let database: Database
  static let tables: Set<String> = ["equipment_items", "bow_setups", "bow_setup_components"]

  /// A DAO over `database`.
  public init(_ database: Database) { self.database = database }

  /// Items of `kind` (all kinds if `nil`), sorted by name.
  public func fetchAll(_ kind: EquipmentKind?) async throws -> [EquipmentItem] {
    try await database.read { try Self.items(kind, in: $0) }
  }

  /// Every item now and after every change: `try await observeAll().first()` is a one-shot read.
  public func observeAll() -> Flow<[EquipmentItem]> {
    database.observe(tables: Self.tables) { try Self.items(nil, in: $0) }
  }

  /// Inserts or replaces an item after validating it.
  public func save(_ item: EquipmentItem) async throws -> EquipmentItem {
    let valid = try item.validated()
    let specifications = String(decoding: try Self.json.encode(valid.specifications), as: UTF8.self)
    try await database.write(touching: Self.tables) { db in
      try db.run(
        """
        INSERT INTO equipment_items (id, kind, name, specifications, notes) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, name = excluded.name,
          specifications = excluded.specifications, notes = excluded.notes
        """, valid.id.description, valid.kind.rawValue, valid.name, specifications, valid.notes)
    }
    return valid
  }

  /// Deletes an item; refused with `EquipmentError.inUse` while a setup uses it.
  public func delete(_ id: EquipmentID) async throws {
    try await database.write(touching: Self.tables) { db in
      let setup = try db.query(
        """
        SELECT s.name FROM bow_setup_components c JOIN bow_setups s ON s.id = c.setup_id
        WHERE c.item_id = ? ORDER BY s.name LIMIT 1
        """, id.description
      ) { $0.string(0) }.first
      if let setup { throw EquipmentError.inUse(id, setup: setup) }
      guard try db.run("DELETE FROM equipment_items WHERE id = ?", id.description) == 1 else {
        throw EquipmentError.notFound(id)
      }
    }
  }

  /// Every bow setup with its components, sorted by name.
  public func fetchBowSetups() async throws -> [BowSetup] {
    try await database.read { db in
      let components = try db.query("SELECT setup_id, kind, item_id FROM bow_setup_components") {
        ($0.string(0), EquipmentKind(rawValue: $0.string(1)), EquipmentID(uuidString: $0.string(2)))
      }
      return try db.query(
        "SELECT id, name, bow_style, draw_weight_pounds FROM bow_setups ORDER BY name, id"
      ) { row -> BowSetup? in
        guard let id = BowSetupID(uuidString: row.string(0)),
          let style = BowStyle(rawValue: row.string(2))
        else { return nil }
        var parts: [EquipmentKind: EquipmentID] = [:]
        for (setup, kind, item) in components where setup == row.string(0) {
          if let kind, let item { parts[kind] = item }
        }
        return BowSetup(
          id: id, name: row.string(1), bowStyle: style, components: parts,
          drawWeightPounds: row.double(3))
      }.compactMap { $0 }
    }
  }

  /// Inserts or replaces a setup and its components in one transaction.
  public func saveBowSetup(_ setup: BowSetup) async throws -> BowSetup {
    try await database.write(touching: Self.tables) { db in
      try db.run(
        """
        INSERT INTO bow_setups (id, name, bow_style, draw_weight_pounds) VALUES (?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET name = excluded.name, bow_style = excluded.bow_style,
          draw_weight_pounds = excluded.draw_weight_pounds
        """, setup.id.description, setup.name, setup.bowStyle.rawValue, setup.drawWeightPounds)
      try db.run("DELETE FROM bow_setup_components WHERE setup_id = ?", setup.id.description)
      for (kind, item) in setup.components.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        try db.run(
          "INSERT INTO bow_setup_components (setup_id, kind, item_id) VALUES (?, ?, ?)",
          setup.id.description, kind.rawValue, item.description)
      }
    }
    return setup
  }

  /// Saves Equipment's sample items and setups (`EquipmentSamples`): the demo's and the embedded
  /// default's gear.
  public func saveSamples() async throws {
    for item in EquipmentSamples.items { _ = try await save(item) }
    for setup in EquipmentSamples.setups { _ = try await saveBowSetup(setup) }
  }

  private static let json: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }()

  private static func items(_ kind: EquipmentKind?, in db: Connection) throws -> [EquipmentItem] {
    try db.query(
      """
      SELECT id, kind, name, specifications, notes FROM equipment_items
      WHERE ?1 IS NULL OR kind = ?1 ORDER BY name, id
      """, kind?.rawValue
    ) { row -> EquipmentItem? in
      guard let id = EquipmentID(uuidString: row.string(0)),
        let kind = EquipmentKind(rawValue: row.string(1))
      else { return nil }
      let specifications =
        (try? JSONDecoder().decode([String: String].self, from: Data(row.string(3).utf8))) ?? [:]
      return EquipmentItem(
        id: id, kind: kind, name: row.string(2), specifications: specifications,
        notes: row.string(4))
    }.compactMap { $0 }
  }
}
