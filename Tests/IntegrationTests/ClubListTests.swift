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

  /// stranger29b N13: the app reaches an older target: the Target screen's `l` lists them,
  /// newest first, and a number opens one, whose next line is entered on it.
  @Test func theAppsTargetScreenListsAndOpensAnOlderTarget() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try #require(try quiver("club", "start", "wa18", "--guest", "Tess").status == 0)
    try #require(try quiver("club", "start", "wa18", "--guest", "Uma").status == 0)
    let app = try QuiverBinary.run(["--db", path, "app"], input: "t\nl\n2\nA 9 9 9\n")
    #expect(app.stdout.contains("l lists the targets, newest first"), "\(app.stdout)")
    #expect(app.stdout.contains("Targets, newest first (1–2 of 2):"), "\(app.stdout)")
    #expect(app.stdout.contains("2. "), "\(app.stdout)")
    let shown = try quiver("club", "list").stdout.split(separator: "\n")
    #expect(shown.last?.hasSuffix(": Tess") == true, "\(shown)")
    let older = String(try #require(shown.last?.prefix(8)))
    let tess = try quiver("club", "show", older).stdout
    #expect(tess.contains("9 9 9"), "Tess's end was entered on her target: \(tess)")
    let uma = try quiver("club", "show").stdout
    #expect(!uma.contains("9 9 9"), "the newest is untouched: \(uma)")
  }
}
