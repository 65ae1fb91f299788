import Foundation
import Testing

@testable import Store

/// A connection's file is let go even when a statement of it outlives it.
@Suite("Closing a connection")
struct ConnectionCloseTests {
  /// With plain `sqlite3_close`, a statement still held when its connection went kept the file
  /// open, and its WAL read lock, for the rest of the process: another connection could never
  /// again take the file whole (a test once failed "database is locked" this way, under load).
  @Test func aStatementHeldPastItsConnectionLetsTheFileGoWhenItIsFreed() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("held.sqlite")
    var held: Statement?
    do {
      let connection = try Connection(path: path)
      try connection.execute("PRAGMA journal_mode = WAL; CREATE TABLE t (x)")
      held = try connection.prepared("SELECT x FROM t")
    }
    #expect(held != nil)
    held = nil
    let other = try Connection(path: path)
    // Leaving WAL needs the file alone: refused (busy) while any other connection holds it.
    #expect(try other.scalar("PRAGMA journal_mode = DELETE") == .text("delete"))
  }
}
