import Commands
import CoreInterfaces
import Equipment
import Foundation
import LiveDependencies
import Store
import Testing

@testable import CommandKit

@Suite("quiver in process", .timeLimit(.minutes(1)))
struct QuiverCLITests {
  @Test func helpListsEveryListedCommandButNotInternalOnes() async {
    let (status, out) = await quiver("--help")
    #expect(status == 0)
    for name in ["demo", "rounds", "equipment", "where"] {
      #expect(out.stdout.contains("\n  \(name) "), "lists \(name)")
    }
    #expect(!out.stdout.contains("_complete"))
    #expect(out.stderr.isEmpty)
  }

  @Test func eachCommandHasItsOwnHelp() async {
    let (status, out) = await quiver("rounds", "catalog", "--help")
    #expect(status == 0)
    #expect(out.stdout.hasPrefix("Usage: quiver rounds catalog [options]"))
    #expect(out.stdout.contains("--json"))
    #expect(await quiver("help", "rounds", "catalog").out.stdout == out.stdout)
    let group = await quiver("rounds", "--help")
    #expect(group.out.stdout.hasPrefix("Usage: quiver rounds <subcommand>"))
    for sub in ["list", "catalog", "start", "score", "plot", "undo", "show", "finish", "custom"] {
      #expect(group.out.stdout.contains("\n  \(sub) "), "lists \(sub)")
    }
  }

  @Test func versionPrintsTheVersion() async {
    let (status, out) = await quiver("--version")
    #expect(status == 0)
    #expect(out.stdout == "quiver \(QuiverCLI.version)\n")
  }

  @Test func withNoCommandATerminalGetsTheAppAndAPipeGetsHelp() async {
    var cli = QuiverCLI(defaultLocation: .inMemory)
    let help = CapturedOutput()
    #expect(await cli.run([], output: help.output) == 0)
    #expect(help.stdout.hasPrefix("quiver — archery scoring"))

    cli.defaultCommand = "app"
    let app = CapturedOutput()
    let lines = Locked(["n", "q"])
    let status = await cli.run(["--in-memory"], output: app.output) {
      lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
    #expect(status == 0)
    #expect(app.stdout.hasPrefix("── Home\n"))
    #expect(app.stdout.hasSuffix("Saved your place: Home › New round. Bye.\n"))
  }

  @Test func anUnknownCommandSuggestsTheClosestOne() async {
    let (status, out) = await quiver("round")
    #expect(status == 64)
    #expect(out.stderr.contains("unknown command 'round' (did you mean 'rounds'?)"))
    #expect(out.stdout.isEmpty)
  }

  @Test func anUnknownOptionNamesTheCommandsHelp() async {
    let (status, out) = await quiver("rounds", "catalog", "--fast")
    #expect(status == 64)
    #expect(out.stderr.contains("unknown option '--fast'"))
    #expect(out.stderr.contains("Run 'quiver rounds catalog --help'"))
    let sub = await quiver("rounds", "strat")
    #expect(sub.status == 64)
    #expect(
      sub.out.stderr.contains(
        "unknown subcommand of 'quiver rounds' 'strat' (did you mean 'start'?)"))
  }

  @Test func dbAndInMemoryTogetherIsAUsageError() async {
    let (status, out) = await quiver("--in-memory", "where", "--db", "x.sqlite")
    #expect(status == 64)
    #expect(out.stderr.contains("--db and --in-memory cannot be used together"))
  }

  @Test func globalOptionsWorkAfterTheCommandToo() async {
    let (status, out) = await quiver("where", "--db", "/tmp/q.sqlite")
    #expect(status == 0)
    #expect(out.stdout == "/tmp/q.sqlite\n")
  }

  @Test func anExtraArgumentIsRefused() async {
    let (status, out) = await quiver("where", "now")
    #expect(status == 64)
    #expect(out.stderr.contains("unexpected argument 'now'"))
  }

  @Test func roundsAsJSONHaveCodenamesAndMaxima() async throws {
    let (status, out) = await quiver("rounds", "catalog", "--json")
    #expect(status == 0)
    let rounds = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [[String: Any]]
    let york = try #require(rounds?.first { $0["codename"] as? String == "york" })
    #expect(york["maxScore"] as? Int == 1296)
  }

  @Test func equipmentOnAnEmptyDatabaseSaysSo() async {
    let (status, out) = await quiver("equipment", "--in-memory")
    #expect(status == 0)
    #expect(out.stdout.hasPrefix("No equipment yet"))
  }
}

@Suite("Starting a round on a bow setup", .timeLimit(.minutes(1)))
struct StartOnSetupTests {
  @Test func theSetupsBowStyleDecidesInnerTenAndAnUnknownSetupIsRefused() async throws {
    let path = NSTemporaryDirectory() + "quiver-setup-\(UUID()).sqlite"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try await CompositionRoot.seedSamples(into: try Database(.file(path)))
    let cli = QuiverCLI(defaultLocation: .file(path))
    let compound = EquipmentSamples.compoundSetup.id.description
    let started = CapturedOutput()
    let status = await cli.run(
      ["rounds", "start", "wa18", "--setup", compound, "--json"],
      output: started.output)
    #expect(status == 0, "\(started.stderr)")
    let id = try #require(
      (try JSONSerialization.jsonObject(with: Data(started.stdout.utf8)) as? [String: Any])?["id"]
        as? String)
    let refused = CapturedOutput()
    #expect(await cli.run(["rounds", "score", id, "X"], output: refused.output) == 1)
    #expect(
      refused.stderr.contains("A compound 10-zone face has no X ring"),
      "a compound shoots inner-10: no X, said by the face's name, not its identifier")
    let shown = CapturedOutput()
    _ = await cli.run(["rounds", "show", id], output: shown.output)
    #expect(shown.stdout.contains("(in progress, compound)"))
    let ambiguous = CapturedOutput()
    #expect(
      await cli.run(["rounds", "start", "wa18", "--setup", "00000000"], output: ambiguous.output)
        == 1, "whether a prefix is unique depends on the data")
    #expect(ambiguous.stderr.contains("'00000000' matches 2 bow setups"))
    let unknown = CapturedOutput()
    #expect(
      await cli.run(["rounds", "start", "wa18", "--setup", "ffffffff"], output: unknown.output) == 1
    )
    #expect(unknown.stderr.contains("No bow setup's ID starts with 'ffffffff'"))
  }
}

@Suite("Settings through the command line", .timeLimit(.minutes(1)))
struct SettingsCommandTests {
  @Test func theArrowDiameterSettingScoresPlottedArrows() async throws {
    let path = NSTemporaryDirectory() + "quiver-settings-\(UUID()).sqlite"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let cli = QuiverCLI(defaultLocation: .file(path))
    let started = CapturedOutput()
    _ = await cli.run(["rounds", "start", "wa18"], output: started.output)
    let id = started.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    // 23 mm out on a 40 cm face: a 5.5 mm shaft misses the 10 line (20 mm), a 9.3 mm one touches.
    let thin = CapturedOutput()
    _ = await cli.run(["rounds", "plot", id, "0", "23"], output: thin.output)
    #expect(thin.stdout.hasPrefix("end 1 arrow 1: 9 "))
    #expect(
      await cli.run(["settings", "set", "arrow-mm", "9.3"], output: CapturedOutput().output) == 0)
    let shown = CapturedOutput()
    _ = await cli.run(["settings"], output: shown.output)
    #expect(shown.stdout.contains("arrow-mm  9.3 mm"), "a measured setting prints its unit")
    let thick = CapturedOutput()
    _ = await cli.run(["rounds", "plot", id, "0", "23"], output: thick.output)
    #expect(thick.stdout.hasPrefix("end 1 arrow 2: 10 "))
    let refused = CapturedOutput()
    #expect(await cli.run(["settings", "set", "units", "feet"], output: refused.output) == 64)
    #expect(refused.stderr.contains("use metric or imperial"))
  }
}

@Suite("Archers through the command line", .timeLimit(.minutes(1)))
struct ArchersCommandTests {
  @Test func archersAreAddedSwitchedByNameAndListedWithTheActiveOneMarked() async throws {
    let path = NSTemporaryDirectory() + "quiver-archers-\(UUID()).sqlite"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let cli = QuiverCLI(defaultLocation: .file(path))
    func run(_ arguments: String...) async -> (Int32, CapturedOutput) {
      let out = CapturedOutput()
      return (await cli.run(arguments, output: out.output), out)
    }
    #expect(await run("archers", "add", "Sam").1.stdout == "Added Sam (active).\n")
    #expect(await run("archers", "add", "Alex", "--style", "compound").1.stdout == "Added Alex.\n")
    let switched = await run("archers", "switch", "alex").1
    #expect(switched.stdout == "Alex is now the active archer.\n", "stderr: \(switched.stderr)")
    let listed = await run("archers").1.stdout
    #expect(listed.contains("*  Alex  compound"))
    let (status, refused) = await run("archers", "remove", "Alex")
    #expect(status == 1)
    #expect(refused.stderr.contains("Alex is the active archer; switch to another first."))
    _ = await run("archers", "switch", "sam")
    let (unconfirmed, asked) = await run("archers", "remove", "Alex")
    #expect(unconfirmed == 1)
    #expect(asked.stderr.contains("Removing Alex deletes every round and piece of gear they own"))
    #expect(await run("archers").1.stdout.contains("Alex"), "nothing removed without --yes")
    #expect(
      await run("archers", "remove", "Alex", "--yes").1.stdout
        == "Removed Alex, with their rounds and gear.\n")
    #expect(await run("archers", "add", "Kim", "--style", "crossbow").0 == 64)
    let (missing, nobody) = await run("archers", "switch", "Nobody")
    #expect(missing == 1, "no archer of that name: the data refuses")
    #expect(
      nobody.stderr
        == "quiver: No archer is named 'Nobody' or has an ID starting with it; 'quiver archers list' shows them.\n"
    )
  }
}
