import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// The bulk commands' progress on standard error counts what they write, and never passes its
/// total.
@Suite("Progress of the bulk commands", .timeLimit(.minutes(1)))
struct TransferProgressTests {
  let folder = NSTemporaryDirectory() + "quiver-progress-\(UUID())"

  func run(_ database: String, _ arguments: String...) async -> (Int32, CapturedOutput) {
    let out = CapturedOutput()
    let cli = QuiverCLI(defaultLocation: .file("\(folder)/\(database)"))
    return (await cli.run(arguments, output: out.output), out)
  }

  /// The `(done, total)` of each `prefix` line on standard error.
  func counts(_ stderr: String, _ prefix: String) -> [(Int, Int)] {
    stderr.split(separator: "\n").compactMap { line -> (Int, Int)? in
      guard line.hasPrefix(prefix) else { return nil }
      let words = line.dropFirst(prefix.count).split(separator: " ")
      guard words.count >= 3, let done = Int(words[0]), let total = Int(words[2]) else {
        return nil
      }
      return (done, total)
    }
  }

  @Test func importExportBackupAndRestoreCountWhatTheyWrite() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for _ in 0..<3 {
      let started = await run("a.sqlite", "rounds", "start", "portsmouth")
      let id = started.1.stdout.trimmingCharacters(in: .newlines)
      #expect(await run("a.sqlite", "rounds", "score", id, "X", "9", "M").0 == 0)
      // An archer keeps one unfinished round at a time: this one ends before the next starts.
      #expect(await run("a.sqlite", "rounds", "cancel", id).0 == 0)
    }
    let export = await run("a.sqlite", "export", "--format", "json", "--out", "\(folder)/r.json")
    #expect(export.0 == 0, "\(export.1.stderr)")
    let exported = counts(export.1.stderr, "quiver: writing ")
    // The renderer shows the latest count it sees (it may skip some), then the summary.
    #expect(!exported.isEmpty && exported.allSatisfy { $0.0 <= $0.1 && $0.1 == 9 })
    #expect(export.1.stderr.hasSuffix("quiver: exported 3 rounds, 9 arrows\n"))

    let imported = await run("b.sqlite", "import", "\(folder)/r.json")
    #expect(imported.0 == 0, "\(imported.1.stderr)")
    let rounds = counts(imported.1.stderr, "quiver: read ")
    // The renderer shows the latest count it sees: a quick import may end before it sees one.
    #expect(rounds.allSatisfy { $0.0 <= $0.1 && $0.1 == 3 })
    #expect(zip(rounds, rounds.dropFirst()).allSatisfy { $0.0 <= $1.0 }, "counts only go up")
    #expect(!imported.1.stderr.contains("quiver: writing "), "an import counts rounds read")
    #expect(imported.1.stdout.contains("Imported 3 rounds and 9 arrows"))
    // Imported again, every round is already there: read, and none of them written.
    let again = await run("b.sqlite", "import", "\(folder)/r.json")
    #expect(again.0 == 0, "\(again.1.stderr)")
    #expect(again.1.stdout.contains("Imported 0 rounds and 0 arrows; 3 rounds already there."))
    let lines = again.1.stderr.split(separator: "\n").filter { $0.hasPrefix("quiver: read ") }
    #expect(lines.allSatisfy { $0.hasSuffix("; staged 0") }, "\(again.1.stderr)")

    let backup = await run("b.sqlite", "backup", "--out", "\(folder)/b.json")
    #expect(backup.0 == 0, "\(backup.1.stderr)")
    let arrows = counts(backup.1.stderr, "quiver: wrote arrows: ")
    #expect(arrows.map(\.0) == [9] && arrows.map(\.1) == [9])
    let restore = await run("c.sqlite", "restore", "\(folder)/b.json")
    #expect(restore.0 == 0, "\(restore.1.stderr)")
    #expect(counts(restore.1.stderr, "quiver: restored arrows: ").map(\.0) == [9])
  }
}
