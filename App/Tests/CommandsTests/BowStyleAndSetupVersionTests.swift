import Commands
import CoreInterfaces
import Equipment
import Foundation
import LiveDependencies
import Store
import Testing

@testable import CommandKit

/// The archer's bow style decides the face rule when no setup is given; a round names the setup
/// version it was shot with.
@Suite("Bow style and setup version through the command line", .timeLimit(.minutes(1)))
struct BowStyleAndSetupVersionTests {
  let path = NSTemporaryDirectory() + "quiver-style-\(UUID()).sqlite"

  func run(_ arguments: String...) async -> (Int32, CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  @Test func aCompoundArchersRoundIsScoredInnerTenWithoutASetup() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(await run("archers", "add", "Alex", "--style", "compound").0 == 0)
    #expect(await run("archers", "switch", "Alex").0 == 0)
    let (status, out) = await run("rounds", "start", "wa18")
    #expect(status == 0, "\(out.stderr)")
    let id = out.stdout.trimmingCharacters(in: .newlines)
    let refused = await run("rounds", "score", id, "X")
    #expect(refused.0 == 1)
    #expect(refused.1.stderr.contains("A compound 10-zone face has no X ring"))
    #expect(await run("rounds", "show", id).1.stdout.contains("(in progress, compound)"))
    #expect(await run("archers", "add", "Sam").0 == 0)
    #expect(await run("archers", "switch", "Sam").0 == 0)
    let recurve = await run("rounds", "start", "wa18")
    let other = recurve.1.stdout.trimmingCharacters(in: .newlines)
    #expect(await run("rounds", "score", other, "X").0 == 0, "a recurve archer shoots the X")
  }

  @Test func showNamesTheSetupVersionTheRoundWasShotWith() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    try await CompositionRoot.seedSamples(into: try Database(.file(path)))
    let setup = EquipmentSamples.compoundSetup
    let (_, started) = await run("rounds", "start", "wa18", "--setup", setup.id.description)
    let id = started.stdout.trimmingCharacters(in: .newlines)
    let shown = await run("rounds", "show", id)
    #expect(shown.1.stdout.contains("Shot with bow setup \(setup.name), version 1."))
    let json = await run("rounds", "show", id, "--json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.1.stdout.utf8)) as? [String: Any])
    let bowSetup = try #require(object["bowSetup"] as? [String: Any])
    #expect(bowSetup["version"] as? Int == 1)
    #expect(bowSetup["id"] as? String == setup.id.description)
    let plain = await run("rounds", "start", "wa18")
    let plainID = plain.1.stdout.trimmingCharacters(in: .newlines)
    #expect(!(await run("rounds", "show", plainID).1.stdout.contains("Shot with")))
  }

  @Test func bothExportsCarryTheSetupVersionAndAnImportKeepsIt() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    try await CompositionRoot.seedSamples(into: try Database(.file(path)))
    let setup = EquipmentSamples.compoundSetup
    let (_, started) = await run("rounds", "start", "wa18", "--setup", setup.id.description)
    let id = started.stdout.trimmingCharacters(in: .newlines)
    #expect(await run("rounds", "score", id, "10", "9", "8").0 == 0)
    let csv = await run("export", "--format", "csv")
    let rows = csv.1.stdout.split(separator: "\n")
    #expect(rows.first?.hasSuffix(",bow_setup,bow_setup_version,recorded_total") == true)
    #expect(rows.filter { $0.hasSuffix(",\(setup.id.description),1,") }.count == 3, "\(rows)")
    let file = NSTemporaryDirectory() + "quiver-export-\(UUID()).json"
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(await run("export", "--format", "json", "--out", file).0 == 0)
    let again = await run("import", file)
    #expect(again.0 == 0, "an export imported into its own store adds nothing: \(again.1.stderr)")
    let elsewhere = NSTemporaryDirectory() + "quiver-elsewhere-\(UUID()).sqlite"
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    let out = CapturedOutput()
    let imported = await QuiverCLI(defaultLocation: .file(elsewhere)).run(
      ["import", file], output: out.output)
    #expect(imported == 0, "\(out.stderr)")
    let shown = CapturedOutput()
    _ = await QuiverCLI(defaultLocation: .file(elsewhere)).run(
      ["export", "--format", "csv"], output: shown.output)
    let moved = shown.stdout.split(separator: "\n").dropFirst()
    #expect(
      moved.count == 3 && moved.allSatisfy { $0.hasSuffix(",\(setup.id.description),1,") },
      "the setup that store lacked is made from the name and version the file recorded: \(moved)")
  }
}
