import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// `quiver restore` refuses a store that cannot take a backup (one holding rows, another
/// application's file) before reading the backup (issue 28: it read the whole file first, then
/// said the target was unusable): the refusal is the target's even when the backup is cut short,
/// and a store that is not there yet is made only for a backup that reads.
@Suite("Restore refuses its target first", .timeLimit(.minutes(1)))
struct RestoreTargetFirstTests {
  let folder = NSTemporaryDirectory() + "quiver-restore-first-\(UUID())"

  func run(_ database: String, _ arguments: String...) async -> (Int32, CapturedOutput) {
    let out = CapturedOutput()
    let cli = QuiverCLI(defaultLocation: .file("\(folder)/\(database)"))
    return (await cli.run(arguments, output: out.output), out)
  }

  @Test func aFilledOrForeignStoreIsRefusedBeforeTheBackupIsRead() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(await run("a.sqlite", "rounds", "start", "wa18").0 == 0)
    #expect(await run("a.sqlite", "backup", "--out", "\(folder)/one.json").0 == 0)
    let whole = try #require(FileManager.default.contents(atPath: "\(folder)/one.json"))
    let cut = "\(folder)/cut.json"
    #expect(FileManager.default.createFile(atPath: cut, contents: whole.prefix(whole.count / 2)))

    let filled = await run("a.sqlite", "restore", cut)
    #expect(filled.0 == 1)
    #expect(
      filled.1.stderr.contains("A restore goes only into an empty store"), "\(filled.1.stderr)")
    #expect(!filled.1.stderr.contains("rows in"), "no progress: the backup was not read")

    let foreign = try Connection(path: "\(folder)/foreign.sqlite")
    try foreign.execute("CREATE TABLE notes (id INTEGER, text TEXT)")
    let other = await run("foreign.sqlite", "restore", cut)
    #expect(other.0 == 1)
    #expect(other.1.stderr.contains("another application's SQLite database"), "\(other.1.stderr)")

    let new = await run("new.sqlite", "restore", cut)
    #expect(new.0 == 1)
    #expect(new.1.stderr.contains("is not whole JSON"), "\(new.1.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/new.sqlite"))
  }
}
