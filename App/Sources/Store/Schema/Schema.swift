/// Quiver's schema, as an ordered list of migrations. Append; never edit a shipped step.
public enum Schema {
  /// `PRAGMA application_id` of every Quiver database ("QVR1"), so another app's SQLite file is
  /// recognised and refused rather than migrated.
  public static let applicationID: Int32 = 0x5156_5231

  /// Every migration, oldest first.
  public static let migrations: [Migration] = [
    version1, version2, version3, version4, version5, version6, version7,
    version8, version9, version10, version11, version12, version13, version14, version15, version16,
    version17, version18, version19, version20, version21,
  ]

  /// The version a fully migrated database has.
  public static var currentVersion: Int { migrations.last?.version ?? 0 }

  static let equipmentKinds =
    "'riser','limbs','arrow','sight','stabilizer','string','plunger','rest','weight','accessory'"
  static let bowStyles = "'recurve','compound','barebow','longbow','traditional'"
  static let statuses = "'planned','inProgress','paused','completed','cancelled'"

  static let version1 = Migration(
    version: 1, name: "equipment, rounds, ends, arrows, archers, settings, saved path",
    sql: """
      CREATE TABLE equipment_items (
        id TEXT PRIMARY KEY NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN (\(equipmentKinds))),
        name TEXT NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 80),
        specifications TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(specifications)),
        notes TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE bow_setups (
        id TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 80),
        bow_style TEXT NOT NULL CHECK (bow_style IN (\(bowStyles))),
        draw_weight_pounds REAL CHECK (draw_weight_pounds IS NULL OR draw_weight_pounds > 0)
      );
      CREATE TABLE bow_setup_components (
        setup_id TEXT NOT NULL REFERENCES bow_setups(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN (\(equipmentKinds))),
        item_id TEXT NOT NULL REFERENCES equipment_items(id) ON DELETE RESTRICT,
        PRIMARY KEY (setup_id, kind)
      );
      CREATE TABLE archers (
        id TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL CHECK (length(trim(name)) >= 1),
        bow_style TEXT NOT NULL CHECK (bow_style IN (\(bowStyles)))
      );
      CREATE TABLE rounds (
        id TEXT PRIMARY KEY NOT NULL,
        codename TEXT,
        custom_definition TEXT CHECK (custom_definition IS NULL OR json_valid(custom_definition)),
        status TEXT NOT NULL CHECK (status IN (\(statuses))),
        bow_setup_id TEXT REFERENCES bow_setups(id) ON DELETE SET NULL,
        archer_id TEXT REFERENCES archers(id) ON DELETE SET NULL,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        CHECK (codename IS NOT NULL OR custom_definition IS NOT NULL)
      );
      CREATE TABLE ends (
        id INTEGER PRIMARY KEY,
        round_id TEXT NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
        end_number INTEGER NOT NULL CHECK (end_number >= 1),
        UNIQUE (round_id, end_number)
      );
      CREATE TABLE arrows (
        end_id INTEGER NOT NULL REFERENCES ends(id) ON DELETE CASCADE,
        arrow_index INTEGER NOT NULL CHECK (arrow_index >= 0),
        points INTEGER NOT NULL CHECK (points BETWEEN 0 AND 11),
        is_x INTEGER NOT NULL CHECK (is_x IN (0, 1)),
        is_miss INTEGER NOT NULL CHECK (is_miss IN (0, 1)),
        x REAL,
        y REAL,
        arrow_number INTEGER CHECK (arrow_number IS NULL OR arrow_number >= 1),
        CHECK (NOT (is_miss = 1 AND (points <> 0 OR is_x = 1))),
        CHECK (is_miss = 1 OR points >= 1),
        CHECK ((x IS NULL) = (y IS NULL)),
        PRIMARY KEY (end_id, arrow_index)
      ) WITHOUT ROWID;
      CREATE TABLE settings (
        key TEXT PRIMARY KEY NOT NULL,
        value TEXT NOT NULL
      );
      CREATE TABLE navigation_path (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        snapshot TEXT NOT NULL CHECK (json_valid(snapshot))
      );
      """)

  static let version2 = Migration(
    version: 2, name: "round notes; rounds listed newest first",
    sql: """
      ALTER TABLE rounds ADD COLUMN notes TEXT NOT NULL DEFAULT '';
      CREATE INDEX rounds_by_creation ON rounds(created_at DESC);
      """)

  static let version3 = Migration(
    version: 3, name: "rounds keep a snapshot of their definition and bow style; custom rounds",
    sql: """
      ALTER TABLE rounds ADD COLUMN definition TEXT
        CHECK (definition IS NULL OR json_valid(definition));
      ALTER TABLE rounds ADD COLUMN bow_style TEXT
        CHECK (bow_style IS NULL OR bow_style IN (\(bowStyles)));
      CREATE TABLE custom_rounds (
        id TEXT PRIMARY KEY NOT NULL CHECK (id LIKE 'custom_%'),
        name TEXT NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 80),
        definition TEXT NOT NULL CHECK (json_valid(definition)),
        created_at REAL NOT NULL
      );
      """)

  static let version4 = Migration(
    version: 4,
    name:
      "typed gear (brand, model, retired, details); setups versioned with sight marks and several parts of a kind",
    sql: """
      ALTER TABLE equipment_items ADD COLUMN brand TEXT NOT NULL DEFAULT '';
      ALTER TABLE equipment_items ADD COLUMN model TEXT NOT NULL DEFAULT '';
      ALTER TABLE equipment_items ADD COLUMN retired INTEGER NOT NULL DEFAULT 0
        CHECK (retired IN (0, 1));
      ALTER TABLE equipment_items ADD COLUMN details TEXT
        CHECK (details IS NULL OR json_valid(details));
      ALTER TABLE bow_setups ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
      ALTER TABLE bow_setups ADD COLUMN sight_marks TEXT NOT NULL DEFAULT '[]'
        CHECK (json_valid(sight_marks));
      CREATE TABLE bow_setup_parts (
        setup_id TEXT NOT NULL REFERENCES bow_setups(id) ON DELETE CASCADE,
        item_id TEXT NOT NULL REFERENCES equipment_items(id) ON DELETE RESTRICT,
        kind TEXT NOT NULL CHECK (kind IN (\(equipmentKinds))),
        position INTEGER NOT NULL,
        PRIMARY KEY (setup_id, item_id)
      );
      INSERT INTO bow_setup_parts (setup_id, item_id, kind, position)
        SELECT setup_id, item_id, kind, rowid FROM bow_setup_components;
      DROP TABLE bow_setup_components;
      CREATE TABLE bow_setup_versions (
        setup_id TEXT NOT NULL REFERENCES bow_setups(id) ON DELETE CASCADE,
        version INTEGER NOT NULL CHECK (version >= 1),
        snapshot TEXT NOT NULL CHECK (json_valid(snapshot)),
        created_at REAL NOT NULL,
        PRIMARY KEY (setup_id, version)
      );
      ALTER TABLE rounds ADD COLUMN bow_setup_version INTEGER
        CHECK (bow_setup_version IS NULL OR bow_setup_version >= 1);
      """)

  static let version5 = Migration(
    version: 5, name: "gear belongs to an archer, as rounds already could",
    sql: """
      ALTER TABLE equipment_items ADD COLUMN archer_id TEXT REFERENCES archers(id) ON DELETE CASCADE;
      ALTER TABLE bow_setups ADD COLUMN archer_id TEXT REFERENCES archers(id) ON DELETE CASCADE;
      CREATE INDEX equipment_by_archer ON equipment_items(archer_id, kind);
      CREATE INDEX rounds_by_archer ON rounds(archer_id, created_at DESC);
      """)

  /// The last line of defence behind the name rule (docs/ARCHITECTURE.md, "Values bounded where
  /// they are made"): triggers, because SQLite cannot add a CHECK to a table in place. Rows
  /// already stored are left as they are. Arrows get none: a trigger on the hottest insert cost
  /// about 8% of the arrow-save and import rates (docs/STORE.md); their positions and numbers are
  /// bounded by `PlotPosition` and the scoring model, and a stored one out of range reads as
  /// damage naming the row. `arrows.writer` records which writer saved each arrow, so a retry by
  /// the same writer is told apart from another writer's identical arrow (docs/STORE.md).
  static let version6 = Migration(
    version: 6, name: "archer and custom-round names of 1 to 80 characters; who saved each arrow",
    sql: """
      ALTER TABLE arrows ADD COLUMN writer TEXT;
      CREATE TRIGGER archers_named_insert BEFORE INSERT ON archers
      WHEN length(trim(NEW.name)) NOT BETWEEN 1 AND 80
      BEGIN SELECT RAISE(ABORT, 'archer name must be 1 to 80 characters'); END;
      CREATE TRIGGER custom_rounds_named_insert BEFORE INSERT ON custom_rounds
      WHEN length(trim(NEW.name)) NOT BETWEEN 1 AND 80
      BEGIN SELECT RAISE(ABORT, 'custom round name must be 1 to 80 characters'); END;
      """)
}
