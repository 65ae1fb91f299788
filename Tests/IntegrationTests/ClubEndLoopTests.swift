import Foundation
import Testing

/// stranger29d D13: `club end --a …` never reads standard input, so a shell loop that reads a
/// file of ends and calls it once a line saves every line and keeps its own input.
@Suite("club end with options leaves standard input alone", .timeLimit(.minutes(3)))
struct ClubEndLoopTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-cel-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  /// Runs `script` with `sh -c`, `$Q` the quiver binary and `$DB` the store; killed after 60 s.
  func shell(_ script: String) throws -> (status: Int32, stdout: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ProcessInfo.processInfo.environment.merging([
      "Q": QuiverBinary.path, "DB": path,
    ]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func aWhileReadLoopSavesEveryLineAndKeepsItsInput() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let start = try QuiverBinary.run(["--db", path, "club", "start", "wa18", "--guest", "P"])
    try #require(start.status == 0, "\(start.stderr)")
    try "9 9 9\n8 8 8\n7 7 7\n".write(
      toFile: (folder as NSString).appendingPathComponent("ends.txt"), atomically: true,
      encoding: .utf8)
    let loop = try shell(
      #"while read L; do "$Q" --db "$DB" club end --a "$L"; echo "rc=$?"; done < ends.txt"#)
    #expect(loop.status == 0, "\(loop.stdout)")
    #expect(loop.stdout.components(separatedBy: "rc=0").count == 4, "\(loop.stdout)")
    #expect(loop.stdout.contains("A, end 3: 7 7 7 = 21 (total 72)."), "\(loop.stdout)")
    // Options given with lines already waiting on standard input: the options are saved and
    // the lines are left for whoever reads next.
    let kept = try shell(
      #"{ "$Q" --db "$DB" club end --a "6 6 6"; echo "rc=$?"; cat; } < ends.txt"#)
    #expect(kept.stdout.contains("A, end 4: 6 6 6"), "\(kept.stdout)")
    #expect(kept.stdout.hasSuffix("rc=0\n9 9 9\n8 8 8\n7 7 7\n"), "\(kept.stdout)")
  }
}
