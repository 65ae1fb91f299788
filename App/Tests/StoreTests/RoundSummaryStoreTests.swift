import CoreInterfaces
import Foundation
import Testing

@testable import Store

/// Schema 7's archer category and schema 8's round summaries: built for existing rounds by the
/// migration, and checked against the arrows by ``SummaryCheck``.
@Suite("Archer categories and round summaries in the store")
struct RoundSummaryStoreTests {
  static let archer = "00000000-0000-4000-8000-00000000000a"
  static let owned = "00000000-0000-4000-8000-000000000003"
  static let unowned = "00000000-0000-4000-8000-000000000004"

  /// A database at schema 7 with a complete Portsmouth (60 tens) of a female u18 recurve archer
  /// and a two-arrow round of no archer.
  func database(in folder: borrowing TemporaryFolder) throws -> String {
    let path = folder.file("v7.sqlite")
    let connection = try Connection(path: path)
    try connection.execute("PRAGMA foreign_keys = ON")
    try Opener.migrate(connection, from: 0, isNew: true, through: 7)
    try connection.execute(
      """
      INSERT INTO archers (id, name, bow_style, gender, age_group)
        VALUES ('\(Self.archer)', 'Robin', 'recurve', 'female', 'u18');
      INSERT INTO rounds (id, codename, status, created_at, updated_at, archer_id)
        VALUES ('\(Self.owned)', 'portsmouth', 'completed', 1, 1, '\(Self.archer)'),
          ('\(Self.unowned)', 'wa18', 'inProgress', 2, 2, NULL);
      """)
    for end in 1...20 {
      _ = try connection.run(
        "INSERT INTO ends (round_id, end_number) VALUES (?, ?)", Self.owned, end)
      for index in 0..<3 {
        _ = try connection.run(
          """
          INSERT INTO arrows (end_id, arrow_index, points, is_x, is_miss)
          VALUES ((SELECT id FROM ends WHERE round_id = ? AND end_number = ?), ?, 10, 0, 0)
          """, Self.owned, end, index)
      }
    }
    try connection.execute(
      """
      INSERT INTO ends (round_id, end_number) VALUES ('\(Self.unowned)', 1);
      INSERT INTO arrows (end_id, arrow_index, points, is_x, is_miss)
        SELECT id, 0, 10, 1, 0 FROM ends WHERE round_id = '\(Self.unowned)';
      INSERT INTO arrows (end_id, arrow_index, points, is_x, is_miss)
        SELECT id, 1, 0, 0, 1 FROM ends WHERE round_id = '\(Self.unowned)';
      """)
    return path
  }

  @Test func theMigrationBuildsEveryRoundsSummaryFromItsArrows() async throws {
    let folder = try TemporaryFolder()
    let database = try Database(.file(try database(in: folder)))
    let (owned, unowned, differences) = try await database.read { db in
      (
        try RoundSummaries.stored(Self.owned, db)?.summary,
        try RoundSummaries.stored(Self.unowned, db)?.summary,
        try SummaryCheck.differences(db)
      )
    }
    let portsmouth = try #require(RoundCatalogue.round("portsmouth"))
    let category = ClassificationCategory(bowStyle: .recurve, gender: .female, ageGroup: .u18)
    #expect(owned?.tally == ScoreTally(arrows: 60, total: 600, hits: 60, golds: 60, xs: 0))
    #expect(owned?.isComplete == true)
    #expect(owned?.handicap == (try RoundHandicaps(portsmouth).integerHandicap(for: 600)))
    #expect(
      owned?.classification
        == (try RoundClassifications(portsmouth, category: category).classify(600)))
    #expect(owned?.classification != nil, "the round's archer's category classifies it")
    #expect(unowned?.tally == ScoreTally(arrows: 2, total: 10, hits: 1, golds: 1, xs: 1))
    #expect(unowned?.handicap == nil, "an incomplete round has no handicap")
    #expect(differences.isEmpty)
  }

  @Test func theCheckNamesEachPlantedDifference() async throws {
    let folder = try TemporaryFolder()
    let database = try Database(.file(try database(in: folder)))
    let differences = try await database.read { db in
      _ = try db.run("UPDATE round_summaries SET total = 599 WHERE round_id = ?", Self.owned)
      _ = try db.run("DELETE FROM round_summaries WHERE round_id = ?", Self.unowned)
      return try SummaryCheck.differences(db)
    }
    #expect(
      differences == [
        "round \(Self.owned): total stored 599, from the arrows 600",
        "round \(Self.unowned): no summary is stored",
      ])
    let detail = try await database.read { db in
      try RoundSummaries.rebuildAll(db)
      _ = try db.run(
        "UPDATE round_summary_distances SET golds = 1 WHERE round_id = ? AND pass = 0", Self.owned)
      _ = try db.run(
        "UPDATE round_summaries SET damaged_arrows = 2 WHERE round_id = ?", Self.unowned)
      return try SummaryCheck.differences(db)
    }
    #expect(
      detail == [
        "round \(Self.owned): distance 1 golds stored 1, from the arrows 30",
        "round \(Self.unowned): damaged arrows stored 2, from the arrows 0",
      ])
    let unreadable = try await database.read { db in
      try RoundSummaries.rebuildAll(db)
      _ = try db.run(
        "UPDATE round_summary_distances SET unit = 'furlong' WHERE round_id = ?", Self.owned)
      return try SummaryCheck.differences(db)
    }
    #expect(
      unreadable == [
        "round \(Self.owned): the stored summary cannot be read: a distance is not a length"
          + " Quiver reads"
      ])
  }

  @Test func anArchersCategoryChangeReclassifiesTheirRounds() async throws {
    let folder = try TemporaryFolder()
    let database = try Database(.file(try database(in: folder)))
    let dao = ArchersDAO(database)
    let robin = try #require(try await dao.list().items.first)
    #expect(robin.gender == .female && robin.ageGroup == .u18)
    let updated = try await dao.update(
      robin.id, ArcherChange(bowStyle: .compound, ageGroup: .adult))
    #expect(updated.category.description == "compound female adult")
    let (summary, differences) = try await database.read { db in
      (try RoundSummaries.stored(Self.owned, db)?.summary, try SummaryCheck.differences(db))
    }
    let portsmouth = try #require(RoundCatalogue.round("portsmouth"))
    #expect(
      summary?.classification
        == (try RoundClassifications(portsmouth, category: updated.category).classify(600)))
    #expect(differences.isEmpty)
  }

  @Test func existingArchersBecomeOpenAdultsAndOtherSpellingsAreRefused() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("v6.sqlite")
    let connection = try Connection(path: path)
    try Opener.migrate(connection, from: 0, isNew: true, through: 6)
    try connection.execute(
      "INSERT INTO archers (id, name, bow_style) VALUES ('\(Self.archer)', 'Sam', 'barebow')")
    try Opener.migrate(connection, from: 6, isNew: false)
    let archers = try ArchersDAO.archers(in: connection)
    #expect(archers.map(\.category.description) == ["barebow open adult"])
    #expect(throws: SQLiteError.self) {
      try connection.execute("UPDATE archers SET gender = 'male'")
    }
    #expect(throws: SQLiteError.self) {
      try connection.execute("UPDATE archers SET age_group = 'u19'")
    }
  }
}
