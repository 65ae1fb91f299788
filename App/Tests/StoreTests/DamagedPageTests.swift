import Foundation
import Store
import Testing

/// Opening and writing no longer read every page (docs/STORE.md, "Opening safely"): a page
/// broken in the middle of a big store is met by the read or the write that touches it, as one
/// `StoreError.corrupt` naming `quiver check`, with nothing written; a write elsewhere is kept
/// and leaves the broken page as it was.
@Suite("A broken page in the middle of a store", .timeLimit(.minutes(2)))
struct DamagedPageTests {
  /// A store of 10,000 rounds (two ends of three arrows each), closed, with its middle page
  /// scribbled over (or, `cellPointers`, only its cell pointers flipped: quick_check then lists
  /// lines instead of failing): returns its path.
  static func damagedStore(
    in folder: borrowing TemporaryFolder, cellPointers: Bool = false
  ) throws -> String {
    let path = folder.file("lifetime.sqlite")
    do { _ = try Database(.file(path)) }
    var page = 0
    do {
      let db = try Connection(path: path)
      try db.execute(
        """
        BEGIN;
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
        INSERT INTO rounds (id, codename, status, created_at, updated_at)
          SELECT printf('%08x-0000-4000-8000-000000000000', i), 'portsmouth', 'completed',
            1600000000 + i * 3600, 1600000000 + i * 3600 FROM n;
        INSERT INTO ends (round_id, end_number) SELECT id, 1 FROM rounds;
        INSERT INTO ends (round_id, end_number) SELECT id, 2 FROM rounds;
        WITH k(i) AS (VALUES (0), (1), (2))
        INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss)
          SELECT e.round_id, e.end_number, k.i, 9, 0, 0 FROM ends e, k;
        COMMIT;
        PRAGMA wal_checkpoint(TRUNCATE);
        """)
      // The middle one of the arrows' leaf pages (SQLite's dbstat table lists each page).
      let leaves = try db.query(
        "SELECT pageno FROM dbstat WHERE name = 'arrows' AND pagetype = 'leaf' ORDER BY pageno"
      ) { $0.int(0) }
      page = try #require(leaves.count > 100 ? leaves[leaves.count / 2] : nil)
    }
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    var data = try #require(bytes(path))
    let pageSize = 4_096
    let middle = (page - 1) * pageSize
    if cellPointers {
      for offset in (middle + 8)..<(middle + 72) { data[offset] ^= 0xFF }
    } else {
      for offset in middle..<(middle + pageSize) { data[offset] = 0xA5 }
    }
    try data.write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The offsets of the pages `damagedStore` scribbled over whole.
  static func scribbledPages(_ data: Data) -> [Int] {
    stride(from: 0, to: data.count - 4_095, by: 4_096).filter { start in
      data[start..<(start + 4_096)].allSatisfy { $0 == 0xA5 }
    }
  }

  @Test func aReadThatMeetsTheBrokenPageIsOneStoreErrorNamingCheck() async throws {
    let folder = try TemporaryFolder()
    let path = try Self.damagedStore(in: folder)
    let before = bytes(path)
    do {
      let database = try Database(.file(path))  // the cheap checks pass: nothing is read yet
      let settings = try await database.read { try $0.scalar("SELECT count(*) FROM settings") }
      #expect(settings != nil, "a read that does not meet the page reads as ever")
      let error = try await #require(throws: StoreError.self) {
        try await database.read { try $0.scalar("SELECT sum(points) FROM arrows") }
      }
      guard case .corrupt(let named, let detail) = error else {
        Issue.record("expected corrupt, got \(error)")
        return
      }
      #expect(named == path)
      #expect(detail.contains("'quiver check'"))
      #expect(error.errorDescription?.contains("left untouched") == true)
      #expect(error.errorDescription?.contains("\n") == false)
    }
    #expect(bytes(path) == before)
  }

  /// Until issue 28 every write read every page first, so the settings row below was refused
  /// too; now a write is refused when it touches the broken page (here, every arrow).
  @Test(arguments: [false, true])
  func aWriteThatTouchesTheBrokenPageIsRefusedAndWritesNothing(cellPointers: Bool) async throws {
    let folder = try TemporaryFolder()
    let path = try Self.damagedStore(in: folder, cellPointers: cellPointers)
    let before = bytes(path)
    do {
      let database = try Database(.file(path))
      for _ in 0..<2 {  // refused again, not written, however often it is asked
        let error = try await #require(throws: StoreError.self) {
          try await database.write {
            try $0.run("INSERT INTO settings (key, value) VALUES ('a', 'b')")
            try $0.run("UPDATE arrows SET points = points")
          }
        }
        guard case .corrupt(_, let detail) = error else {
          Issue.record("expected corrupt, got \(error)")
          return
        }
        #expect(detail.contains("'quiver check'"), "\(detail)")
        // Quiver's words, never SQLite's own (`*** in database main ***`, `On tree page N`).
        for raw in ["***", "tree page", "btree", "error code", "malformed"] {
          #expect(error.errorDescription?.contains(raw) == false, "\(error)")
        }
      }
      let setting = try await database.read {
        try $0.scalar("SELECT count(*) FROM settings WHERE key = 'a'")
      }
      #expect(setting == .integer(0), "the refused write's first row rolled back with it")
      // The whole-file check (`quiver check`'s) still finds it, counted in Quiver's words.
      let found = try await #require(throws: StoreError.self) {
        try await database.checkWholeFile()
      }
      if cellPointers, case .corrupt(_, let detail) = found {
        #expect(detail.hasPrefix("reading every page found "), "\(detail)")
      }
    }
    #expect(bytes(path) == before)
    #expect(!exists(path + "-wal") && !exists(path + "-shm"))
  }

  /// A write whose pages are whole is kept, and the broken page is left byte for byte as it
  /// was (never made worse): the damage is still there for `quiver check` to name.
  @Test func aWriteElsewhereIsKeptAndLeavesTheBrokenPageAsItWas() async throws {
    let folder = try TemporaryFolder()
    let path = try Self.damagedStore(in: folder)
    let broken = Self.scribbledPages(try #require(bytes(path)))
    #expect(broken.count == 1)
    do {
      let database = try Database(.file(path))
      try await database.write {
        try $0.run("INSERT INTO settings (key, value) VALUES ('a', 'b')")
      }
      let value = try await database.read {
        try $0.scalar("SELECT value FROM settings WHERE key = 'a'")
      }
      #expect(value == .text("b"))
    }
    #expect(Self.scribbledPages(try #require(bytes(path))) == broken, "the same page, as it was")
    let again = try Database(.file(path))
    await #expect(throws: StoreError.self) { try await again.checkWholeFile() }
    await #expect(throws: StoreError.self) {
      try await again.read { try $0.scalar("SELECT sum(points) FROM arrows") }
    }
  }

  @Test func aWholeStoreIsCheckedOnceThenWrittenAsEver() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("whole.sqlite")
    do { _ = try Database(.file(path)) }
    let database = try Database(.file(path))
    try await database.checkWholeFile()
    try await database.write { try $0.run("INSERT INTO settings (key, value) VALUES ('a', 'b')") }
    let value = try await database.read {
      try $0.scalar("SELECT value FROM settings WHERE key = 'a'")
    }
    #expect(value == .text("b"))
  }
}
