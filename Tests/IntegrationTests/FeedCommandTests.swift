import Foundation
import Testing

/// `quiver rounds feed`: an electronic target's `x y` lines scored as they arrive, from a FIFO
/// or standard input; every arrow printed is saved, whatever ends the feed.
@Suite("The electronic target feed", .timeLimit(.minutes(2)))
struct FeedCommandTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-feed-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  func started() throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let started = try QuiverBinary.run(["rounds", "start", "wa18", "--db", path])
    return started.stdout.trimmingCharacters(in: .newlines)
  }

  func savedArrows(_ id: String) throws -> Int {
    let shown = try QuiverBinary.run(["rounds", "show", id, "--json", "--db", path])
    let json = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
    return (json?["round"] as? [String: Any])?["arrows"] as? Int ?? -1
  }

  @Test func hitsFromAFIFOAreSavedAsTheyLandAndAKillKeepsThem() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let fifo = (folder as NSString).appendingPathComponent("target")
    #expect(mkfifo(fifo, 0o600) == 0)
    let feed = try RunningQuiver(["rounds", "feed", id, "--from", fifo, "--db", path])
    let writer = try #require(FileHandle(forWritingAtPath: fifo))  // opens once quiver reads
    try writer.write(contentsOf: Data("0 0\n".utf8))
    try feed.waitFor("end 1 arrow 1: X (total 10)")
    try writer.write(contentsOf: Data("junk\n30 -12\n".utf8))
    try feed.waitFor("end 1 arrow 2: 9 (total 19)")
    #expect(feed.printed.contains("line 2 ('junk') is not 'x y'"))
    kill(feed.pid, SIGINT)
    _ = try feed.exitStatus()
    try writer.close()
    #expect(try savedArrows(id) == 2, "every arrow printed was saved; nothing twice")
  }

  @Test func standardInputIsScoredToItsEnd() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let run = try QuiverBinary.run(
      ["rounds", "feed", id, "--db", path], input: "0 0\n5 5 5\n\n-30 12\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasSuffix("2 arrows saved; total 19.\n"))
    #expect(run.stderr.contains("line 2 ('5 5 5')"))
    #expect(try savedArrows(id) == 2)
  }
}
