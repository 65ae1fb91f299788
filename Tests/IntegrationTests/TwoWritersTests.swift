import Foundation
import Testing

/// A second writer never overwrites what another saved: commands run at the same time on one
/// database each keep their change.
@Suite("Two writers at once", .timeLimit(.minutes(3)))
struct TwoWritersTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-two-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String...) throws -> String {
    let out = try QuiverBinary.run(["--db", path] + arguments)
    #expect(out.status == 0, "\(arguments): \(out.stderr)")
    return out.stdout
  }

  /// Runs every command line of `batch` at the same time and waits for them all.
  func together(_ batch: [[String]]) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      for arguments in batch {
        let path = path
        group.addTask {
          let out = try QuiverBinary.run(["--db", path] + arguments)
          #expect(out.status == 0, "\(arguments): \(out.stderr)")
        }
      }
      try await group.waitForAll()
    }
  }

  @Test func sightMarksAndEditsMadeAtOnceAreAllKept() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try quiver("archers", "add", "Sam")
    let setup = try quiver("setups", "add", "--name", "Field", "--style", "recurve")
      .trimmingCharacters(in: .newlines)
    for round in 1...3 {
      try await together([
        ["sightmarks", setup, "set", "1\(round)m", "5"],
        ["sightmarks", setup, "set", "2\(round)m", "6"],
        ["setups", "edit", setup, "--draw-weight-lb", "3\(round)"],
      ])
    }
    let marks = try quiver("sightmarks", setup)
    for distance in ["11 m", "12 m", "13 m", "21 m", "22 m", "23 m"] {
      #expect(marks.contains("\(distance):"), "\(distance) kept: \(marks)")
    }
    #expect(try quiver("setups", "show", setup).contains("33 lb"))
  }

  @Test func profileFieldsChangedAtOnceAreAllKept() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try quiver("archers", "add", "Sam")
    try await together([
      ["archers", "edit", "Sam", "--gender", "female"],
      ["archers", "edit", "Sam", "--age", "u18"],
      ["archers", "edit", "Sam", "--style", "compound"],
    ])
    #expect(try quiver("archers", "list").contains("compound  female  u18"))
  }

  /// Twenty processes that each find no store at the path make it at once (a copy linked into
  /// place, docs/STORE.md): one store is made, none replaces another's, and every archer added
  /// is in it.
  @Test func twentyProcessesMakingOneNewStoreKeepEveryWrite() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try await together((1...20).map { ["archers", "add", "Archer \($0)"] })
    let listed = try quiver("archers", "list")
    for number in 1...20 {
      #expect(listed.contains("Archer \(number) "), "Archer \(number) kept: \(listed)")
    }
    let check = try QuiverBinary.run(["--db", path, "check"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(!names.contains { $0.contains(".quiver-") }, "\(names)")
  }
}
