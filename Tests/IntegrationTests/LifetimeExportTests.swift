import Foundation
import Testing

/// The lifetime benchmarks build their stores from `quiver-bench lifetime-export`: if its file
/// stopped being one `quiver import` takes, the benchmark would fail only when someone runs it.
/// This keeps the generator and the importer in step (no timing here).
@Suite("The lifetime benchmark's export file", .timeLimit(.minutes(2)))
struct LifetimeExportTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-lifetime-\(UUID())")
  func file(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

  /// Runs `quiver-bench lifetime-export` and waits (bounded) for it.
  func generate(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: QuiverBinary.benchmarkPath)
    process.arguments = ["lifetime-export"] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let stopped = poll(for: 60) { !process.isRunning }
    if !stopped { process.terminate() }
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test func quiverImportTakesTheGeneratedRoundsAndTheirSummariesMatch() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try generate([file("rounds.json"), "3", "25"]) == 0)
    let imported = try QuiverBinary.run(
      ["--db", file("q.sqlite"), "import", file("rounds.json"), "--json"])
    #expect(imported.status == 0, "stderr: \(imported.stderr)")
    let summary = try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8))
    let counts = summary as? [String: Int]
    #expect(counts == ["rounds": 4, "arrows": 3 * 60 + 25, "skipped": 0])
    let check = try QuiverBinary.run(["--db", file("q.sqlite"), "check"])
    #expect(check.status == 0, "stdout: \(check.stdout) stderr: \(check.stderr)")
    // The practice round is open, so the benchmark can score its next arrow.
    let scored = try QuiverBinary.run(
      ["--db", file("q.sqlite"), "rounds", "score", "ffffffff", "9"])
    #expect(scored.status == 0, "stderr: \(scored.stderr)")
    // Importing the same file again adds nothing: the IDs are the same in every run.
    #expect(try generate([file("again.json"), "3", "25"]) == 0)
    #expect(
      FileManager.default.contents(atPath: file("again.json"))
        == FileManager.default.contents(atPath: file("rounds.json")))
  }

  @Test func aBadRequestWritesNothing() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try generate([file("bad.json"), "-1"]) != 0)
    #expect(!FileManager.default.fileExists(atPath: file("bad.json")))
    // A practice round past the 60,000 arrows 10,000 ends of 6 hold is a file `quiver import`
    // refuses: asked for, it is refused instead of written.
    #expect(try generate([file("long.json"), "1", "60001"]) == 64)
    #expect(!FileManager.default.fileExists(atPath: file("long.json")))
  }

  @Test func theLongestPracticeRoundItWritesImports() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try generate([file("long.json"), "0", "60000"]) == 0)
    let imported = try QuiverBinary.run(
      ["--db", file("q.sqlite"), "import", file("long.json"), "--json"])
    #expect(imported.status == 0, "stderr: \(imported.stderr)")
    #expect(imported.stdout.contains("60000"), "stdout: \(imported.stdout)")
  }
}
