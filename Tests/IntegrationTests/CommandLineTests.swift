import Foundation
import Testing

@Suite("quiver as a user runs it", .timeLimit(.minutes(2)))
struct CommandLineTests {
  @Test func helpListsTheCommandsAndExitsZero() throws {
    let output = try QuiverBinary.run(["--help"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("Usage: quiver <command>"))
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
    let output = try QuiverBinary.run(["rounds"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("worcester"))
    #expect(output.stdout.contains("York — max 1296"))
  }
}
