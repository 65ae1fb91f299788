extension Schema {
  /// Bytes a stored name may take: a guard against a runaway row only, far above any name
  /// `Names.validated` accepts (80 characters of at most 16 parts, 4 bytes each: 5,120 bytes).
  /// The limit a person meets has one home, the type's initializer; a literal here, so this
  /// shipped step never changes when that limit does.
  static let nameBytesGuard = 8_192

  /// Names are limited in characters as a person counts them (`Names.validated`), but the CHECKs
  /// and triggers before this step counted Unicode scalars, so twelve family emoji (84 scalars)
  /// were refused by the store. The tables with such a CHECK are rebuilt the SQLite way (create,
  /// copy, drop, rename, indexes again) with only a byte guard; foreign keys are off for the step
  /// and checked before it commits (`Migration.rebuildsTables`, `Opener.migrate`).
  static let version10 = Migration(
    version: 10, name: "names limited by their type in characters; the store keeps a byte guard",
    sql: """
      CREATE TABLE equipment_items_v10 (
        id TEXT PRIMARY KEY NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN (\(equipmentKinds))),
        name TEXT NOT NULL \(nameCheck),
        specifications TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(specifications)),
        notes TEXT NOT NULL DEFAULT '',
        brand TEXT NOT NULL DEFAULT '',
        model TEXT NOT NULL DEFAULT '',
        retired INTEGER NOT NULL DEFAULT 0 CHECK (retired IN (0, 1)),
        details TEXT CHECK (details IS NULL OR json_valid(details)),
        archer_id TEXT REFERENCES archers(id) ON DELETE CASCADE
      );
      INSERT INTO equipment_items_v10
          (id, kind, name, specifications, notes, brand, model, retired, details, archer_id)
        SELECT id, kind, name, specifications, notes, brand, model, retired, details, archer_id
        FROM equipment_items;
      DROP TABLE equipment_items;
      ALTER TABLE equipment_items_v10 RENAME TO equipment_items;
      CREATE INDEX equipment_by_archer ON equipment_items(archer_id, kind);

      CREATE TABLE bow_setups_v10 (
        id TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL \(nameCheck),
        bow_style TEXT NOT NULL CHECK (bow_style IN (\(bowStyles))),
        draw_weight_pounds REAL CHECK (draw_weight_pounds IS NULL OR draw_weight_pounds > 0),
        version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
        sight_marks TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(sight_marks)),
        archer_id TEXT REFERENCES archers(id) ON DELETE CASCADE
      );
      INSERT INTO bow_setups_v10
          (id, name, bow_style, draw_weight_pounds, version, sight_marks, archer_id)
        SELECT id, name, bow_style, draw_weight_pounds, version, sight_marks, archer_id
        FROM bow_setups;
      DROP TABLE bow_setups;
      ALTER TABLE bow_setups_v10 RENAME TO bow_setups;

      CREATE TABLE custom_rounds_v10 (
        id TEXT PRIMARY KEY NOT NULL CHECK (id LIKE 'custom_%'),
        name TEXT NOT NULL \(nameCheck),
        definition TEXT NOT NULL CHECK (json_valid(definition)),
        created_at REAL NOT NULL
      );
      INSERT INTO custom_rounds_v10 (id, name, definition, created_at)
        SELECT id, name, definition, created_at FROM custom_rounds;
      DROP TABLE custom_rounds;
      ALTER TABLE custom_rounds_v10 RENAME TO custom_rounds;

      DROP TRIGGER archers_named_insert;
      CREATE TRIGGER archers_named_insert BEFORE INSERT ON archers
      WHEN length(CAST(NEW.name AS BLOB)) > \(nameBytesGuard)
      BEGIN SELECT RAISE(ABORT, 'archer name is too long to store'); END;
      """,
    rebuildsTables: true)

  /// A stored name is not blank and within the byte guard; its length in characters is the type's.
  private static let nameCheck =
    "CHECK (length(trim(name)) >= 1 AND length(CAST(name AS BLOB)) <= \(nameBytesGuard))"
}
