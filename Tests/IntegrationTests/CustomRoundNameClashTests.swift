import Foundation
import Testing

/// Stranger finding 7: a custom round named as a standard round (its name or codename, or a
/// name making one's codename) is refused naming the standard round, since `rounds start` would
/// find that one; a name whose codename another custom round holds is refused naming the clash.
@Suite("Custom round names never shadow another round", .timeLimit(.minutes(2)))
struct CustomRoundNameClashTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-custom-clash-\(UUID())")

  func add(_ name: String) throws -> QuiverBinary.Output {
    try QuiverBinary.run([
      "--db", (folder as NSString).appendingPathComponent("q.sqlite"), "rounds", "custom", "add",
      "--name", name, "--pass", "30@30m/80cm/10_zone",
    ])
  }

  @Test func aStandardRoundsNameOrCodenameIsRefused() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, standard) in [("York", "(york)"), ("wa18", "(wa18)"), ("WA 18 m", "(wa18)")] {
      let added = try add(name)
      #expect(added.status == 1, "\(name): \(added.stdout)")
      #expect(added.stderr.contains("is the standard round"), "\(name): \(added.stderr)")
      #expect(added.stderr.contains(standard), "\(name): \(added.stderr)")
    }
  }

  @Test func aClashingCodenameIsNamedAsSuch() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try add("Club 30").status == 0)
    let clash = try add("Club-30")
    #expect(clash.status == 1)
    #expect(
      clash.stderr.contains(
        "\"Club-30\" gives the codename custom_club_30, which the custom round \"Club 30\" has"),
      "\(clash.stderr)")
    let same = try add("club 30")
    #expect(same.stderr.contains("A custom round called \"Club 30\" exists already"))
  }
}
