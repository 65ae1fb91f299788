import Commands
import CoreInterfaces
import Equipment
import Foundation
import Scoring
import Store
import Testing

@testable import CommandKit

/// The words a stranger reads: articles, plurals and the concept's own name.
@Suite("Wording of the command line", .timeLimit(.minutes(1)))
struct CommandWordingTests {
  let path = NSTemporaryDirectory() + "quiver-words-\(UUID()).sqlite"

  func run(_ arguments: String...) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  @Test func anIDOfAKindStartingWithAVowelTakesAn() async {
    let (status, out) = await quiver("equipment", "show", "zz")
    #expect(status == 64)
    #expect(out.stderr.contains("'zz' is not an equipment item ID"), "stderr: \(out.stderr)")
    #expect(IDKind.setup.withArticle == "a bow setup")
    #expect(IDKind.archer.withArticle == "an archer")
  }

  @Test func oneIsSingular() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let riser = await run("equipment", "add", "riser", "--name", "R", "--json").out.stdout
    let json = try JSONSerialization.jsonObject(with: Data(riser.utf8)) as? [String: Any]
    let item = try #require(json?["id"] as? String)
    _ = await run("setups", "add", "--name", "S", "--style", "recurve", "--add-part", item)
    let listed = await run("setups", "list").out.stdout
    #expect(listed.contains("1 part") && !listed.contains("1 parts"), "\(listed)")
    let round = await run("rounds", "start", "wa18").out.stdout
    _ = await run("rounds", "score", round.trimmingCharacters(in: .newlines), "X")
    let stats = await run("stats").out.stdout
    #expect(stats.hasPrefix("1 round, 1 arrow, "), "\(stats)")
  }

  @Test func aFinalRoundSaysItIsFinalNotWhatIsLeft() async {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let id = await run("rounds", "start", "wa18").out.stdout.trimmingCharacters(in: .newlines)
    #expect(await run("rounds", "cancel", id).status == 0)
    let again = await run("rounds", "cancel", id)
    #expect(again.status == 1)
    #expect(again.out.stderr.contains("The round is already cancelled."), "\(again.out.stderr)")
    let finish = await run("rounds", "finish", id)
    #expect(finish.status == 1)
    #expect(finish.out.stderr.contains("The round is cancelled; it cannot become completed."))
    #expect(!finish.out.stderr.contains("cancel the round"), "\(finish.out.stderr)")
  }

  @Test func aRoundEndedEarlyIsNamedSoWhenItRefusesAnArrow() async {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let id = await run("rounds", "start", "wa18").out.stdout.trimmingCharacters(in: .newlines)
    _ = await run("rounds", "score", id, "X", "10", "9")
    #expect(await run("rounds", "finish", id).status == 0)
    let more = await run("rounds", "score", id, "8")
    #expect(more.status == 1)
    #expect(more.out.stderr.contains("The round was ended early;"), "\(more.out.stderr)")
    #expect(!more.out.stderr.contains("completed"), "\(more.out.stderr)")
  }

  @Test func helpWithAValueIsRefusedAsHelp() async {
    let (status, out) = await quiver("rounds", "list", "--help=1")
    #expect(status == 64)
    #expect(out.stderr.contains("--help takes no value"), "\(out.stderr)")
  }

  @Test func importSaysWhyAFileCannotBeRead() async {
    let device = await quiver("import", "/dev/null")
    #expect(device.status == 1)
    #expect(device.out.stderr.contains("/dev/null is not a regular file"), "\(device.out.stderr)")
    let missing = await quiver("import", "/nonexistent-quiver.json")
    #expect(missing.out.stderr.contains("there is no such file"), "\(missing.out.stderr)")
  }

  @Test func errorsSayBowSetupAndNoSheet() {
    #expect(
      EquipmentError.onePartOnly(.limbs).errorDescription
        == "A bow setup holds at most one item of kind limbs.")
    #expect(
      EquipmentError.versionNotFound(BowSetupID(), version: 9).errorDescription
        == "The bow setup has no version 9.")
    #expect(ScoringError.changedElsewhere.errorDescription?.contains("sheet") == false)
  }
}
