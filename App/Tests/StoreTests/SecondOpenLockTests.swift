import CoreInterfaces
import Foundation
import Testing

@testable import Store

/// Opening a file a second time in one process keeps the first connection's lock on it. Closing
/// any descriptor of a file drops every POSIX lock the process holds on it; reading the header
/// of `--db` before each open did, so another process closing its connection took itself for
/// the file's last user, checkpointed and deleted the WAL beneath this one: `quiver check` (two
/// connections) read torn pages beside a writer and called them damage (stranger-final F4).
@Suite("A second open keeps the first one's lock")
struct SecondOpenLockTests {
  /// A file made by this process, or one another process made first (whose header this
  /// process reads once, before its first connection).
  @Test(arguments: [false, true])
  func anotherProcessClosingLeavesTheWALOfTwoOpenConnections(madeElsewhere: Bool) async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("two.sqlite")
    if madeElsewhere { try Self.shell(path, "CREATE TABLE t (x); DROP TABLE t") }
    let first = try Database(.file(path))
    try await first.write { db in
      _ = try db.run(
        "INSERT INTO archers (id, name, bow_style) VALUES ('a', 'Ana', 'recurve')")
    }
    let second = try Database(.file(path))
    _ = try await second.read { try $0.query("SELECT count(*) FROM archers") { $0.int(0) } }

    // Another process opens the file and closes it: were it the last user, it would checkpoint
    // and delete the WAL that both connections here still use.
    try Self.shell(path, "SELECT count(*) FROM archers")
    #expect(FileManager.default.fileExists(atPath: path + "-wal"), "the WAL is still there")

    // A write after it is in the file, for a connection opened later to read.
    try await first.write { db in
      _ = try db.run(
        "INSERT INTO archers (id, name, bow_style) VALUES ('b', 'Ben', 'recurve')")
    }
    let read = try Self.shell(path, "SELECT count(*) FROM archers")
    #expect(read == "2", "no write was lost")
  }

  /// What the sqlite3 shell prints for `sql` on `path`, run as a process of its own.
  @discardableResult
  static func shell(_ path: String, _ sql: String) throws -> String {
    let shell = Process()
    let output = Pipe()
    shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    shell.arguments = [path, sql]
    shell.standardOutput = output
    try shell.run()
    let read = output.fileHandleForReading.readDataToEndOfFile()
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 0)
    return String(decoding: read, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func aFileThatStopsBeingSQLiteIsStillRefused() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("swapped.sqlite")
    do { _ = try Database(.file(path)) }
    // Replaced by another program after this process looked at it once.
    try FileManager.default.removeItem(atPath: path)
    try? FileManager.default.removeItem(atPath: path + "-wal")
    try? FileManager.default.removeItem(atPath: path + "-shm")
    let foreign = Data(repeating: 0x41, count: 8_192)
    try foreign.write(to: URL(fileURLWithPath: path))
    #expect(throws: StoreError.self) { _ = try Database(.file(path)) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == foreign, "left as it was")
  }
}
