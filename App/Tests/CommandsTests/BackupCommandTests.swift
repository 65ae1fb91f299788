import Commands
import Foundation
import Store
import Testing

/// `quiver backup` and `quiver restore` through the executable's entry point, on files.
@Suite("Backup and restore through the command line", .timeLimit(.minutes(1)))
struct BackupCommandTests {
  let folder = NSTemporaryDirectory() + "quiver-backup-\(UUID())"

  func run(_ database: String, _ arguments: String...) async -> (Int32, CapturedOutput) {
    let out = CapturedOutput()
    let cli = QuiverCLI(defaultLocation: .file("\(folder)/\(database)"))
    return (await cli.run(arguments, output: out.output), out)
  }

  @Test func aRestoredStoreBacksUpToTheSameBytesAndANonEmptyOneIsRefused() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(await run("a.sqlite", "archers", "add", "Sam", "--style", "barebow").0 == 0)
    let started = await run("a.sqlite", "rounds", "start", "wa18")
    let id = started.1.stdout.trimmingCharacters(in: .newlines)
    #expect(await run("a.sqlite", "rounds", "plot", id, "12", "-30").0 == 0)
    let (status, out) = await run("a.sqlite", "backup", "--out", "\(folder)/one.json")
    #expect(status == 0, "\(out.stderr)")
    #expect(out.stderr.contains("quiver: read arrows: 1 row\n"), "progress on standard error")
    let restored = await run("b.sqlite", "restore", "\(folder)/one.json")
    #expect(restored.0 == 0, "\(restored.1.stderr)")
    #expect(restored.1.stdout.hasPrefix("Restored "))
    #expect(await run("b.sqlite", "backup", "--out", "\(folder)/two.json").0 == 0)
    let one = FileManager.default.contents(atPath: "\(folder)/one.json")
    #expect(one != nil && one == FileManager.default.contents(atPath: "\(folder)/two.json"))
    #expect(await run("b.sqlite", "rounds", "show", id).1.stdout.contains("(in progress, barebow)"))

    let again = await run("a.sqlite", "restore", "\(folder)/one.json")
    #expect(again.0 == 1)
    #expect(again.1.stderr.contains("A restore goes only into an empty store"))
    #expect(await run("c.sqlite", "restore", "\(folder)/missing.json").0 == 1)
    #expect(await run("c.sqlite", "backup").0 == 64)
  }
}
