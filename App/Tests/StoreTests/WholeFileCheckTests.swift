import Foundation
import Store
import Testing

/// `quiver check` is where every damage message points, so reading every page says what it
/// found — how many places and which table — and never to run itself, even when a page is too
/// broken for quick_check to read past (it stops with SQLITE_CORRUPT).
@Suite("Reading every page names what it found", .timeLimit(.minutes(2)))
struct WholeFileCheckTests {
  @Test(arguments: [false, true])
  func theBrokenArrowsPageIsNamedNotPointedAt(cellPointers: Bool) async throws {
    let folder = try TemporaryFolder()
    let path = try DamagedPageTests.damagedStore(in: folder, cellPointers: cellPointers)
    let before = bytes(path)
    do {
      let database = try Database(.file(path))
      let error = try await #require(throws: StoreError.self) {
        try await database.checkWholeFile()
      }
      guard case .corrupt(_, let detail) = error else {
        Issue.record("expected corrupt, got \(error)")
        return
      }
      #expect(detail.hasPrefix("reading every page found 1 broken place") || cellPointers)
      #expect(detail.hasSuffix(", in the arrows table"), "\(detail)")
      #expect(!detail.contains("quiver check"))
    }
    #expect(bytes(path) == before)
  }
}
