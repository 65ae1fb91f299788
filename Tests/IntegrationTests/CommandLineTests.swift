import Foundation
import Testing

@Suite("quiver as a user runs it", .timeLimit(.minutes(2)))
struct CommandLineTests {
  @Test func helpListsTheCommandsAndExitsZero() throws {
    let output = try QuiverBinary.run(["--help"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("Usage: quiver [--db PATH | --in-memory] <command>"))
    #expect(output.stdout.contains("rounds"))
  }

  @Test func unknownCommandIsAUsageErrorThatSaysWhatToDo() throws {
    let output = try QuiverBinary.run(["shoot-arrows"])
    #expect(output.status == 64)
    #expect(output.stderr.contains("unknown command 'shoot-arrows'"))
    #expect(output.stderr.contains("quiver --help"))
    #expect(output.stdout.isEmpty)
  }

  @Test func roundsListsTheCatalogueWithMaxima() throws {
    let output = try QuiverBinary.run(["rounds", "catalog"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("worcester"))
    #expect(output.stdout.contains("York — max 1296"))
  }

  @Test func aFileThatIsNotADatabaseIsRefusedClearlyAndLeftAlone() throws {
    let path = NSTemporaryDirectory() + "quiver-notes-\(UUID()).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let original = Data("end 1: X 10 9\n".utf8)
    try original.write(to: URL(fileURLWithPath: path))
    let output = try QuiverBinary.run(["--db", path, "equipment"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("is not a Quiver database"))
    #expect(output.stderr.contains("left untouched"))
    #expect(FileManager.default.contents(atPath: path) == original)
  }

  @Test func aNewDatabaseIsCreatedWhereAskedAndStartsEmpty() throws {
    let folder = NSTemporaryDirectory() + "quiver-new-\(UUID())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/nested/q.sqlite"
    // A --db whose folder does not exist is a typo until shown otherwise: nothing is made.
    let typo = try QuiverBinary.run(["--db", path, "equipment"])
    #expect(typo.status == 1)
    #expect(!FileManager.default.fileExists(atPath: folder))
    try FileManager.default.createDirectory(
      atPath: folder + "/nested", withIntermediateDirectories: true)
    let output = try QuiverBinary.run(["--db", path, "equipment"])
    #expect(output.status == 0, "stderr: \(output.stderr)")
    #expect(output.stdout.contains("No equipment yet"))
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(try QuiverBinary.run(["--db", path, "where"]).stdout == path + "\n")
  }

  @Test func optionMistakesAreUsageErrors() throws {
    let missing = try QuiverBinary.run(["--db"])
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("--db needs PATH"))
    let unknown = try QuiverBinary.run(["--fast", "rounds"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("unknown option '--fast'"))
  }
}
