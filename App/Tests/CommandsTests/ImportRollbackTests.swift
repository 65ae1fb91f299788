import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// An import that fails while storing says so (stranger 28b #13): its counts said "wrote N" and
/// then a refusal; now they say "staged", and a line that the transaction rolled back comes
/// before a refusal that does not say nothing was imported itself.
@Suite("An import that fails while storing", .timeLimit(.minutes(1)))
struct ImportRollbackTests {
  let folder = NSTemporaryDirectory() + "quiver-rollback-\(UUID())"

  func run(_ database: String, _ arguments: String...) async -> (Int32, CapturedOutput) {
    let out = CapturedOutput()
    let cli = QuiverCLI(defaultLocation: .file("\(folder)/\(database)"))
    return (await cli.run(arguments, output: out.output), out)
  }

  @Test func aFailedWriteSaysItRolledBack() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = await run("a.sqlite", "rounds", "start", "portsmouth").1.stdout
      .trimmingCharacters(in: .newlines)
    #expect(await run("a.sqlite", "rounds", "score", id, "9", "9", "9").0 == 0)
    #expect(await run("a.sqlite", "export", "--format", "json", "--out", "\(folder)/r.json").0 == 0)
    #expect(await run("b.sqlite", "archers", "list").0 == 0)
    // Another tool's trigger refuses every arrow: the write fails after the file was checked.
    try Connection(path: "\(folder)/b.sqlite").execute(
      "CREATE TRIGGER refuse BEFORE INSERT ON arrows BEGIN SELECT RAISE(ABORT, 'no'); END")
    let imported = await run("b.sqlite", "import", "\(folder)/r.json")
    #expect(imported.0 != 0)
    #expect(
      imported.1.stderr.contains("quiver: rolled back: nothing was imported."),
      "\(imported.1.stderr)")
    #expect(!imported.1.stderr.contains("wrote"))
    let rounds = try Connection(path: "\(folder)/b.sqlite").query("SELECT count(*) FROM rounds") {
      $0.int(0)
    }
    #expect(rounds == [0])
  }
}
