import Foundation
import Store
import Testing

/// `--db PATH` naming something that is not a writable Quiver database is refused before SQLite
/// opens it: one line naming the path, and the thing at the path exactly as it was.
@Suite("Refusing database paths", .timeLimit(.minutes(1)))
struct PathRefusalTests {
  @Test func aFolderIsRefusedAndItsContentsKept() throws {
    let folder = try TemporaryFolder()
    let inside = folder.file("scores")
    try FileManager.default.createDirectory(atPath: inside, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: URL(fileURLWithPath: inside + "/keep.txt"))
    #expect(throws: StoreError.isFolder(path: inside)) { try Database(.file(inside)) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: inside) == ["keep.txt"])
    #expect(bytes(inside + "/keep.txt") == Data("keep".utf8))
    #expect(
      StoreError.isFolder(path: inside).errorDescription
        == "\(inside) is a folder, not a database file. It was left untouched; pass a file path such as \(inside)/quiver.sqlite."
    )
  }

  @Test func aFileNamedWithATrailingSlashIsRefusedAndLeftAsItWas() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("real.sqlite")
    _ = try Database(.file(path))
    let before = bytes(path)
    // SQLite drops the slash and would open real.sqlite, past every check on the path.
    #expect(
      throws: StoreError.cannotOpen(
        path: path + "/", reason: "a path ending in '/' names a folder, not a file")
    ) { try Database(.file(path + "/")) }
    #expect(bytes(path) == before)
  }

  @Test func pathsSplitWithoutFoundationsPathFunctions() {
    // `NSString.deletingLastPathComponent` trapped on a one-component path (`--db d`).
    #expect(FileSystemPath.folder(of: "d") == ".")
    #expect(FileSystemPath.folder(of: "d/") == ".")
    #expect(FileSystemPath.folder(of: "/q.sqlite") == "/")
    #expect(FileSystemPath.folder(of: "a/b/q.sqlite") == "a/b")
    #expect(FileSystemPath.name(of: "a/b/q.sqlite") == "q.sqlite")
  }

  @Test func aDeviceIsRefused() {
    #expect(throws: StoreError.notAFile(path: "/dev/null")) { try Database(.file("/dev/null")) }
  }

  @Test func aReadOnlyDatabaseIsRefusedEvenForRootAndLeftByteForByte() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("quiver.sqlite")
    do { _ = try Database(.file(path)) }
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    let before = bytes(path)
    #expect(throws: StoreError.readOnly(path: path)) { try Database(.file(path)) }
    #expect(bytes(path) == before)
    #expect(!exists(path + "-wal") && !exists(path + "-shm"))
  }

  @Test func aReadOnlyFolderIsRefusedForANewDatabase() throws {
    let folder = try TemporaryFolder()
    let locked = folder.file("locked")
    try FileManager.default.createDirectory(
      atPath: locked, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked)
    }
    let path = locked + "/quiver.sqlite"
    #expect(throws: StoreError.folderReadOnly(path: path, folder: locked)) {
      try Database(.file(path))
    }
    #expect(!exists(path))
  }

  @Test func aPNGIsNotADatabaseAndIsLeftByteForByte() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("face.png")
    let png = Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 64))
    try png.write(to: URL(fileURLWithPath: path))
    #expect(throws: StoreError.notADatabase(path: path)) { try Database(.file(path)) }
    #expect(bytes(path) == png)
  }

  @Test func aFileWhereTheFolderShouldBeIsRefused() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("notes.txt")
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    #expect(
      throws: StoreError.cannotOpen(
        path: file + "/quiver.sqlite", reason: "\(file) is not a folder")
    ) { try Database(.file(file + "/quiver.sqlite")) }
    #expect(bytes(file) == Data("x".utf8))
  }

  @Test func aLockedDatabaseNamesThePathAndTheCodeButNotTheSQL() {
    let busy = SQLiteError(code: 5, message: "database is locked", sql: "INSERT INTO rounds …")
    let text = StoreError.failed(path: "/x/q.sqlite", busy).errorDescription ?? ""
    #expect(
      text
        == "The database at /x/q.sqlite is busy: another program is using it; try again when it has finished."
    )
    #expect(!text.contains("INSERT"))
    let check = SQLiteError(code: 275, message: "CHECK constraint failed: points", sql: "INSERT")
    #expect(check.codeName == "SQLITE_CONSTRAINT_CHECK")
    #expect(SQLiteError(code: 1034, message: "", sql: nil).codeName == "SQLITE_IOERR_FSYNC")
    #expect(SQLiteError(code: 4106, message: "", sql: nil).codeName == "SQLITE_IOERR (4106)")
  }
}
