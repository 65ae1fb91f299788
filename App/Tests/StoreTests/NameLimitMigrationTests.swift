import CoreInterfaces
import Foundation
import Testing

@testable import Store

/// Schema 10 rebuilds the tables whose CHECKs counted a name's Unicode scalars, so the type's
/// limit in characters is the one a person meets; every row, index and reference survives.
@Suite("Migrating name limits")
struct NameLimitMigrationTests {
  static let family = String(repeating: "👨‍👩‍👧‍👦", count: 12)  // 12 characters, 84 scalars

  @Test func aVersion9StoreKeepsEveryRowAndTakesATwelveEmojiName() async throws {
    let folder = try TemporaryFolder()
    let path = try MigrationTests().database(at: 9, in: folder)
    let connection = try Connection(path: path)
    try connection.execute(
      """
      INSERT INTO archers (id, name, bow_style) VALUES ('00000000-0000-4000-8000-0000000000a1', 'Robin', 'recurve');
      UPDATE bow_setups SET archer_id = '00000000-0000-4000-8000-0000000000a1', sight_marks = '[{"d":18}]';
      UPDATE equipment_items SET archer_id = '00000000-0000-4000-8000-0000000000a1', brand = 'Hoyt';
      INSERT INTO bow_setup_versions (setup_id, version, snapshot, created_at) VALUES ('00000000-0000-4000-8000-000000000002', 1, '{}', 1);
      INSERT INTO custom_rounds (id, name, definition, created_at) VALUES ('custom_club', 'Club 30', '{}', 5);
      """)
    #expect(throws: SQLiteError.self, "the old CHECK counted scalars") {
      try connection.execute(
        "INSERT INTO custom_rounds (id, name, definition, created_at) VALUES ('custom_fam', '\(Self.family)', '{}', 6)"
      )
    }
    let database = try Database(.file(path))
    let state = try await database.read { db in
      (
        version: try db.scalar("PRAGMA user_version"),
        keys: try db.scalar("PRAGMA foreign_keys"),
        broken: try db.query("PRAGMA foreign_key_check") { $0.string(0) },
        rows: try db.query(
          """
          SELECT (SELECT count(*) FROM equipment_items WHERE brand = 'Hoyt' AND archer_id IS NOT NULL)
            || (SELECT count(*) FROM bow_setups WHERE sight_marks = '[{"d":18}]' AND archer_id IS NOT NULL)
            || (SELECT count(*) FROM bow_setup_parts) || (SELECT count(*) FROM bow_setup_versions)
            || (SELECT count(*) FROM custom_rounds WHERE name = 'Club 30')
            || (SELECT count(*) FROM rounds WHERE bow_setup_id IS NOT NULL)
          """
        ) { $0.string(0) },
        indexes: try db.query(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name"
        ) { $0.string(0) },
        leftovers: try db.scalar("SELECT count(*) FROM sqlite_master WHERE name LIKE '%_v10'")
      )
    }
    #expect(state.version == .integer(Int64(Schema.currentVersion)))
    #expect(state.keys == .integer(1), "foreign keys are on again after the rebuild")
    #expect(state.broken.isEmpty)
    #expect(state.rows == ["111111"], "no row lost, no reference cascaded or set null")
    #expect(
      state.indexes == [
        "arrows_damaged", "arrows_plotted", "equipment_by_archer", "match_entrants_by_archer",
        "matches_by_creation", "round_summaries_best", "round_summaries_by_date",
        "round_summaries_damaged", "round_summaries_unbounded", "round_summaries_unreadable",
        "rounds_by_archer", "rounds_by_creation", "rounds_definitions", "rounds_open",
        "rounds_page", "rounds_unreadable", "sync_conflicts_open",
      ])
    #expect(state.leftovers == .integer(0))
    try await database.write { db in
      try db.execute(
        """
        INSERT INTO archers (id, name, bow_style) VALUES ('00000000-0000-4000-8000-0000000000a2', '\(Self.family)', 'recurve');
        INSERT INTO equipment_items (id, kind, name) VALUES ('00000000-0000-4000-8000-0000000000e2', 'sight', '\(Self.family)');
        INSERT INTO bow_setups (id, name, bow_style) VALUES ('00000000-0000-4000-8000-0000000000b2', '\(Self.family)', 'recurve');
        INSERT INTO custom_rounds (id, name, definition, created_at) VALUES ('custom_fam', '\(Self.family)', '{}', 6);
        """)
    }
  }

  @Test func theStoreStillRefusesABlankOrRunawayName() async throws {
    let database = try Database(.inMemory)
    let runaway = String(repeating: "x", count: Schema.nameBytesGuard + 1)
    for name in ["  ", runaway] {
      await #expect(throws: SQLiteError.self) {
        try await database.write { db in
          try db.execute(
            "INSERT INTO bow_setups (id, name, bow_style) VALUES ('00000000-0000-4000-8000-0000000000b3', '\(name)', 'recurve')"
          )
        }
      }
    }
    await #expect(throws: SQLiteError.self) {
      try await database.write { db in
        try db.execute(
          "INSERT INTO archers (id, name, bow_style) VALUES ('00000000-0000-4000-8000-0000000000a3', '\(runaway)', 'recurve')"
        )
      }
    }
  }
}
