import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Store
import Testing

/// Issue 18, point 5: a query observed in one process re-runs when the `quiver` command line,
/// another process, commits to the same file.
@Suite("Changes made elsewhere", .timeLimit(.minutes(2)))
struct ChangesElsewhereTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-seen-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  @Test func anObservedQuerySeesTheCommandLinesCommit() async throws {
    let database = try Database(.file(path))
    let active = ArcherClient.live(database).observeActive()
    let path = path
    let seen = try await withTimeout("the observer to see `quiver archers add`", .seconds(60)) {
      var values = active.makeAsyncIterator()
      let first = try await values.next()
      #expect(first == .some(nil), "no archer yet")
      let added = try QuiverBinary.run(["--db", path, "archers", "add", "Ana"])
      #expect(added.status == 0, "stderr: \(added.stderr)")
      while let archer = try await values.next() {
        if let archer { return archer.name }
      }
      return "(the flow ended)"
    }
    #expect(seen == "Ana")
  }
}
