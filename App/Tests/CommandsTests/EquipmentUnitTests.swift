import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// Units with every number: `equipment show` as `list`, and JSON keys that carry the unit.
@Suite("Equipment units", .timeLimit(.minutes(1)))
struct EquipmentUnitTests {
  @Test func aLimbLengthInInchesIsANumberWithItsUnit() async throws {
    let path = NSTemporaryDirectory() + "quiver-units-\(UUID()).sqlite"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let cli = QuiverCLI(defaultLocation: .file(path))
    let added = CapturedOutput()
    let arguments = ["equipment", "add", "limbs", "--name", "L", "--limb-length", "68", "--json"]
    #expect(await cli.run(arguments, output: added.output) == 0, "\(added.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any]
    let fields = json?["fields"] as? [String: Any]
    #expect(fields?["limbLengthIn"] as? Double == 68)
    #expect(fields?["limbLength"] == nil)
    let id = try #require(json?["id"] as? String)
    let shown = CapturedOutput()
    _ = await cli.run(["equipment", "show", id], output: shown.output)
    #expect(shown.stdout.contains("68 in"), "\(shown.stdout)")
    let word = CapturedOutput()
    _ = await cli.run(
      ["equipment", "add", "limbs", "--name", "M", "--limb-length", "long", "--json"],
      output: word.output)
    let wordJSON = try JSONSerialization.jsonObject(with: Data(word.stdout.utf8)) as? [String: Any]
    let wordFields = wordJSON?["fields"] as? [String: Any]
    #expect(wordFields?["limbLength"] as? String == "long", "a marked length has no unit")
  }
}
