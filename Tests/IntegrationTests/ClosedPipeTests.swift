import Foundation
import Testing

/// Standard output whose reader went away (`quiver rounds list --all | head -1`) is a write that
/// failed: one line on standard error and exit 1, as for a full disk (README, "Exit status"),
/// never a silent death by SIGPIPE (status 141).
@Suite("Standard output closed by its reader", .timeLimit(.minutes(1)))
struct ClosedPipeTests {
  /// Runs `quiver arguments` with standard output a pipe nobody reads (its read end closed
  /// before the process starts): its first write fails at once, with no race.
  func runIntoClosedPipe(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: QuiverBinary.path)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    try out.fileHandleForReading.close()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    try process.run()
    try out.fileHandleForWriting.close()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
  }

  @Test(arguments: [["rounds", "list", "--all"], ["export", "--format", "csv"]])
  func aClosedPipeIsOneLineAndExitOne(_ command: [String]) throws {
    let folder = NSTemporaryDirectory() + "quiver-pipe-\(UUID())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let db = folder + "/q.sqlite"
    #expect(try QuiverBinary.run(["--db", db, "rounds", "start", "wa18"]).status == 0)
    let run = try runIntoClosedPipe(["--db", db] + command)
    #expect(run.status == 1, "\(command): \(run.status) \(run.stderr)")
    #expect(
      run.stderr.hasPrefix("quiver: Could not write to standard output: Broken pipe."),
      "\(command): \(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(command): \(run.stderr)")
  }

  /// A write committed before its confirmation could be printed (stranger-final F5): exit 1 as
  /// for any failed output, but the line says what was saved is saved, so a script does not
  /// enter the set again; the set is stored once.
  @Test func aSavedWriteSaysItIsSaved() throws {
    let folder = NSTemporaryDirectory() + "quiver-pipe-\(UUID())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let db = folder + "/q.sqlite"
    #expect(
      try QuiverBinary.run([
        "--db", db, "match", "start", "--format", "sets", "--guest-a", "P", "--guest-b", "R",
      ]).status == 0)
    let run = try runIntoClosedPipe(["--db", db, "match", "set", "--a", "9 9 9", "--b", "8 8 8"])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stderr
        == "quiver: Could not write to standard output: Broken pipe. The output is incomplete; "
        + "what the command saved is saved.\n", "\(run.stderr)")
    let shown = try QuiverBinary.run(["--db", db, "match", "show"]).stdout
    #expect(shown.contains("set 1:") && !shown.contains("set 2:"), "\(shown)")
  }
}
