import CoreInterfaces
import Foundation
import Testing

@testable import Store

@Suite("Migrations")
struct MigrationTests {
  /// Builds a database at `version` with data in every table that version has.
  func database(at version: Int, in folder: borrowing TemporaryFolder) throws -> String {
    let path = folder.file("v\(version).sqlite")
    let connection = try Connection(path: path)
    try connection.execute("PRAGMA foreign_keys = ON")
    try Opener.migrate(connection, from: 0, isNew: true, through: version)
    try connection.execute(
      """
      INSERT INTO equipment_items (id, kind, name) VALUES ('00000000-0000-4000-8000-000000000001', 'riser', 'Formula');
      INSERT INTO bow_setups (id, name, bow_style) VALUES ('00000000-0000-4000-8000-000000000002', 'Indoor', 'recurve');
      \(version >= 4
        ? "INSERT INTO bow_setup_parts VALUES ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'riser', 0);"
        : "INSERT INTO bow_setup_components VALUES ('00000000-0000-4000-8000-000000000002', 'riser', '00000000-0000-4000-8000-000000000001');")
      INSERT INTO rounds (id, codename, status, bow_setup_id, created_at, updated_at)
        VALUES ('00000000-0000-4000-8000-000000000003', 'portsmouth', 'inProgress', '00000000-0000-4000-8000-000000000002', 1, 1);
      INSERT INTO ends (round_id, end_number) VALUES ('00000000-0000-4000-8000-000000000003', 1);
      \(version >= 20
        ? "INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss) VALUES ('00000000-0000-4000-8000-000000000003', 1, 0, 10, 1, 0), ('00000000-0000-4000-8000-000000000003', 1, 1, 0, 0, 1);"
        : "INSERT INTO arrows (end_id, arrow_index, points, is_x, is_miss) VALUES (1, 0, 10, 1, 0), (1, 1, 0, 0, 1);")
      INSERT INTO settings VALUES ('units', 'metric');
      """)
    return path
  }

  @Test(arguments: 1..<Schema.currentVersion)
  func everyEarlierVersionWithDataMigratesToTheCurrentOne(from version: Int) async throws {
    let folder = try TemporaryFolder()
    let path = try database(at: version, in: folder)
    let database = try Database(.file(path))
    let state = try await database.read { db in
      (
        try db.scalar("PRAGMA user_version"),
        try db.scalar("SELECT count(*) FROM arrows"),
        try db.scalar("SELECT notes FROM rounds"),
        try db.scalar("SELECT value FROM settings WHERE key = 'units'"),
        try db.query("PRAGMA foreign_key_check") { $0.string(0) },
        try db.scalar("SELECT definition IS NULL AND bow_style IS NULL FROM rounds"),
        try db.scalar("SELECT count(*) FROM custom_rounds"),
        try db.scalar("SELECT kind || ' ' || item_id FROM bow_setup_parts"),
        try db.scalar("SELECT version FROM bow_setups")
      )
    }
    #expect(state.0 == .integer(Int64(Schema.currentVersion)))
    #expect(state.1 == .integer(2), "no arrow lost")
    #expect(state.2 == .text(""), "version 2 adds round notes, empty for old rounds")
    #expect(state.3 == .text("metric"))
    #expect(state.4.isEmpty)
    #expect(state.5 == .integer(1), "version 3 adds snapshots; old rounds read the catalogue")
    #expect(state.6 == .integer(0), "version 3 adds custom rounds, none yet")
    #expect(
      state.7 == .text("riser 00000000-0000-4000-8000-000000000001"),
      "version 4 moves setup components to parts, keeping each")
    #expect(state.8 == .integer(1), "an existing setup is version 1")
    // A migrated store is a new store's schema to the letter: nothing is refused or made again
    // (`FreshSchema`, asked before every write).
    #expect(try await database.checkEveryTable() == [])
  }

  @Test func versionsAreConsecutiveFromOne() {
    #expect(Schema.migrations.map(\.version) == Array(1...Schema.currentVersion))
  }
}

/// The rule that a round completes at its last arrow came with schema 9: a store from before it
/// has its whole rounds completed, and its unfinished ones left as they were.
@Suite("Migrating whole rounds")
struct WholeRoundMigrationTests {
  @Test func aWholeRoundLeftOpenIsCompletedAndAnUnfinishedOneIsNot() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("v8.sqlite")
    let connection = try Connection(path: path)
    try connection.execute("PRAGMA foreign_keys = ON")
    try Opener.migrate(connection, from: 0, isNew: true, through: 8)
    var sql = """
      INSERT INTO rounds (id, codename, status, created_at, updated_at) VALUES
        ('00000000-0000-4000-8000-00000000000a', 'wa18', 'inProgress', 1, 1),
        ('00000000-0000-4000-8000-00000000000b', 'wa18', 'inProgress', 2, 2),
        ('00000000-0000-4000-8000-00000000000c', 'wa18', 'paused', 3, 3),
        ('00000000-0000-4000-8000-00000000000d', 'wa18', 'paused', 4, 4);
      """
    for (round, ends) in [("a", 20), ("b", 19), ("c", 20), ("d", 19)] {
      for end in 1...ends {
        sql += """
          INSERT INTO ends (round_id, end_number) VALUES ('00000000-0000-4000-8000-00000000000\(round)', \(end));
          INSERT INTO arrows (end_id, arrow_index, points, is_x, is_miss)
            SELECT id, i, 9, 0, 0 FROM ends, (SELECT 0 AS i UNION SELECT 1 UNION SELECT 2)
            WHERE round_id = '00000000-0000-4000-8000-00000000000\(round)' AND end_number = \(end);
          """
      }
    }
    try connection.execute(sql)
    try Opener.migrate(connection, from: 8, isNew: false)
    let statuses = try connection.query("SELECT status FROM rounds ORDER BY id") { $0.string(0) }
    // RoundProgress.settledStatus decides, in Swift, as every save does: a paused whole round
    // completes too (the SQL this replaced only looked at rounds in progress).
    #expect(statuses == ["completed", "inProgress", "completed", "paused"])
    #expect(try SummaryCheck.differences(connection).isEmpty, "the summaries follow the status")
  }
}
