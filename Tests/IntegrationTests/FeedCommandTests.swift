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

  @Test func anotherWritersArrowMidFeedCostsTheFeedNoHit() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let fifo = (folder as NSString).appendingPathComponent("target")
    #expect(mkfifo(fifo, 0o600) == 0)
    let feed = try RunningQuiver(["rounds", "feed", id, "--from", fifo, "--db", path])
    let writer = try #require(FileHandle(forWritingAtPath: fifo))
    try writer.write(contentsOf: Data("0 0\n".utf8))
    try feed.waitFor("end 1 arrow 1: X (total 10)")
    let other = try QuiverBinary.run(["rounds", "score", id, "5", "--db", path])
    #expect(other.status == 0, "\(other.stderr)")
    try writer.write(contentsOf: Data("0 0\n0 0\n".utf8))
    try writer.close()
    #expect(try feed.exitStatus() == 0, "\(feed.printed)")
    #expect(feed.printed.contains("3 arrows saved; total 35."), "\(feed.printed)")
    #expect(try savedArrows(id) == 4, "the feed's three hits and the other writer's arrow")
  }

  @Test func aFolderOrAWindowsFileIsHandledInOneLine() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let refused = try QuiverBinary.run(["rounds", "feed", id, "--from", folder, "--db", path])
    #expect(refused.status == 1)
    #expect(refused.stderr == "quiver: \(folder) is a folder; give a file.\n")
    let windows = (folder as NSString).appendingPathComponent("hits.txt")
    try Data("0 0\r\n30 -12\r\n0x10 0\r\n".utf8).write(to: URL(fileURLWithPath: windows))
    let run = try QuiverBinary.run(["rounds", "feed", id, "--from", windows, "--db", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasSuffix("2 arrows saved; total 19.\n"), "CR line ends read as lines")
    #expect(run.stderr.contains("line 3 ('0x10 0"), "hexadecimal is not a millimetre figure")
  }
}
