import Foundation
import Testing

/// `club list` shows every target, newest first (stranger29b N15), and a prefix two targets
/// share is said as matches say it, not as "no target" (N17).
@Suite("Targets are listed and found by prefix", .timeLimit(.minutes(3)))
struct ClubListTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-list-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }

  @Test func everyTargetIsListedAndASharedPrefixIsAmbiguous() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try quiver("club", "list").stdout.contains("No targets yet"))
    var ids: [String] = []
    for index in 1...17 {
      let started = try quiver("club", "start", "wa18", "--guest", "G\(index)")
      try #require(started.status == 0)
      ids.append(String(started.stdout.prefix(36)))
    }
    let listed = try quiver("club", "list").stdout.split(separator: "\n")
    #expect(listed.count == 17)
    #expect(listed.first?.hasPrefix(String(ids[16].prefix(8))) == true, "\(listed)")
    #expect(listed.first?.hasSuffix(": G17") == true)
    let firsts = ids.map { String($0.prefix(1)) }
    let shared = try #require(firsts.first { first in firsts.filter { $0 == first }.count > 1 })
    let refused = try quiver("club", "show", shared)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains("More than one target starts with '\(shared)'"), "\(refused.stderr)")
  }
}
