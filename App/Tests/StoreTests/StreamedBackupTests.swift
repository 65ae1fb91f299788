import CoreInterfaces
import Foundation
import Store
import Testing

/// `backup` writes rows as it reads them and `restore` reads them a row at a time: the file is
/// byte for byte the document encoded whole, and a refusal at the last row restores nothing.
@Suite("Streamed backup and restore", .timeLimit(.minutes(1)))
struct StreamedBackupTests {
  let folder = NSTemporaryDirectory() + "quiver-streamed-\(UUID())"

  /// A store holding every kind of value, text JSON must escape, and `rounds` rounds of arrows.
  func filled(rounds: Int = 3) async throws -> Database {
    let database = try Database(.inMemory)
    let controls = (0..<32).map { String(UnicodeScalar(UInt8($0))) }.joined()
    try await database.write { db in
      try db.run(
        "INSERT INTO archers (id, name, bow_style) VALUES ('0a1a1a1a-0000-4000-8000-000000000001', ?, 'compound')",
        "Zoë \"Z\" \\ / O'Neil 🏹")
      try db.run(
        "INSERT INTO settings (key, value) VALUES ('odd', ?), ('blob', ?), ('real', ?), ('big', ?)",
        controls + "\u{7F}\u{2028}", SQLiteValue.blob([0, 1, 250, 255]), 5.0, Int(Int64.min))
      for round in 0..<rounds {
        let id = String(format: "0b1b1b1b-0000-4000-8000-%012d", round)
        try db.run(
          """
          INSERT INTO rounds (id, codename, status, created_at, updated_at, archer_id)
          VALUES (?, 'portsmouth', 'inProgress', ?, ?, '0a1a1a1a-0000-4000-8000-000000000001')
          """, id, 1_790_000_000.0 + Double(round), 1e-5 + Double(round))
        for end in 1...3 {
          try db.run("INSERT INTO ends (round_id, end_number) VALUES (?, ?)", id, end)
          for arrow in 0..<3 {
            try db.run(
              """
              INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss, x, y)
              VALUES (?, ?, ?, 9, 0, 0, ?, ?)
              """, id, end, arrow, 0.1 * Double(arrow), -0.030000000000000002)
          }
        }
      }
    }
    return database
  }

  /// The streamed backup's bytes, with every progress report.
  func streamed(_ database: Database) async throws -> (Data, [(String, Int, Int)]) {
    let bytes = Locked(Data())
    let reports = Locked<[(String, Int, Int)]>([])
    _ = try await StoreBackup.write(database, to: { piece in bytes.withLock { $0 += piece } }) {
      table, written, total in reports.withLock { $0.append((table, written, total)) }
    }
    return (bytes.withLock { $0 }, reports.withLock { $0 })
  }

  @Test func theStreamedBackupIsTheDocumentEncodedWhole() async throws {
    let database = try await filled()
    let (bytes, reports) = try await streamed(database)
    let whole = try StoreBackup.encoded(try await StoreBackup.backup(database) { _, _ in })
    #expect(bytes == whole)
    for (table, written, total) in reports {
      #expect(written <= total, "\(table): never past its total")
    }
    #expect(reports.contains { $0.0 == "arrows" && $0.1 == 27 && $0.2 == 27 })
  }

  @Test func aRestoredFileBacksUpToTheSameBytes() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (bytes, _) = try await streamed(try await filled())
    let path = folder + "/b.json"
    try bytes.write(to: URL(fileURLWithPath: path))
    let restored = try Database(.inMemory)
    let reports = Locked<[(String, Int, Int)]>([])
    try await StoreBackup.restore(
      file: path, try BackupReader.skeleton(of: path), into: restored, checkingRules: false
    ) { table, written, total in reports.withLock { $0.append((table, written, total)) } }
    #expect(try await streamed(restored).0 == bytes)
    let arrows = reports.withLock { $0.filter { $0.0 == "arrows" } }
    #expect(arrows.map(\.1) == [27] && arrows.allSatisfy { $0.1 <= $0.2 })
  }

  @Test func aBadRowAtTheEndOfABigFileRestoresNothing() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (bytes, _) = try await streamed(try await filled(rounds: 300))
    // The last arrow row gets a fourth value too many: found only when that row is read.
    var text = String(decoding: bytes, as: UTF8.self)
    let arrows = try #require(text.range(of: #""name":"arrows","rows":["#))
    let end = try #require(text.range(of: "]]}", range: arrows.upperBound..<text.endIndex))
    text.insert(contentsOf: ",1", at: end.lowerBound)
    let path = folder + "/bad.json"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let restored = try Database(.inMemory)
    let error = await #expect(throws: BackupError.self) {
      try await StoreBackup.restore(
        file: path, try BackupReader.skeleton(of: path), into: restored
      ) { _, _, _ in }
    }
    #expect(error == .rowWidth(table: "arrows", row: 2_700))
    let left = try await restored.read { db in
      try ["archers", "rounds", "ends", "arrows", "settings"].map {
        try db.query("SELECT count(*) FROM \($0)") { $0.int(0) }.first ?? -1
      }
    }
    #expect(left == [0, 0, 0, 0, 0], "every row written before it was rolled back")
  }
}
