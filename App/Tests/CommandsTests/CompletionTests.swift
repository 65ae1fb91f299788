import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// Runs the generated completion script in a real shell: what `quiver <typed…> <TAB>` offers.
enum ShellCompletion {
  /// The words offered after `typed` (the last one is the word being completed), with
  /// `executable` as the command the shell sees (the script runs it for database values).
  static func offered(
    _ typed: [String], in shell: String = "bash", executable: String = "quiver", script: String
  ) throws -> [String] {
    let file = NSTemporaryDirectory() + "quiver-completion-\(UUID()).sh"
    defer { try? FileManager.default.removeItem(atPath: file) }
    try script.write(toFile: file, atomically: true, encoding: .utf8)
    let words = ([executable] + typed).map { "'\($0)'" }.joined(separator: " ")
    let call =
      shell == "zsh"
      ? "autoload -U compinit && compinit -u; source \(file); t() { emulate -L sh; setopt kshglob noshglob braceexpand; COMP_WORDS=(\"$@\"); COMP_CWORD=$(( $# - 1 )); _quiver; printf '%s\\n' \"${COMPREPLY[@]}\"; }; t \(words)"
      : "source \(file); COMP_WORDS=(\(words)); COMP_CWORD=\(typed.count); _quiver; printf '%s\\n' \"${COMPREPLY[@]}\""
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [shell, "-c", call]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Whether zsh is installed here.
  static var hasZsh: Bool {
    ["/usr/bin/zsh", "/bin/zsh"].contains { FileManager.default.fileExists(atPath: $0) }
  }

  /// `word` as the shell inserts it, one word: `long rod` is offered as `long\ rod`.
  static func asTyped(_ word: String) -> String {
    word.replacingOccurrences(of: " ", with: "\\ ")
  }
}

/// The completion scripts, run in real shells: bash always, zsh when it is installed.
@Suite("Shell completion", .timeLimit(.minutes(2)))
struct CompletionTests {
  func complete(_ typed: [String], in shell: String = "bash") async throws -> [String] {
    try ShellCompletion.offered(
      typed, in: shell, script: await quiver("completion", shell).out.stdout)
  }

  @Test func bashCompletesCommandsSubcommandsAndEachCommandsOwnOptions() async throws {
    #expect(try await complete(["rou"]) == ["rounds"])
    #expect(try await complete(["rounds", "s"]) == ["start", "score", "show"])
    #expect(try await complete(["--db", "q.sqlite", "rounds", "start", "--p"]) == ["--per-end"])
    #expect(try await complete(["equipment", "add", "limbs", "--dr"]) == ["--draw-weight-lb"])
    #expect(!(try await complete([""])).contains("_complete"), "the helper stays hidden")
  }

  @Test func anOptionsValueCompletesToItsChoicesNotToOptions() async throws {
    #expect(try await complete(["equipment", "list", "--kind", ""]).first == "riser")
    #expect(try await complete(["equipment", "list", "--kind", "li"]) == ["limbs"])
    #expect(try await complete(["rounds", "start", "--system", "W"]) == ["WA_field", "Worcester"])
    #expect(try await complete(["setups", "add", "--style", "c"]) == ["compound"])
    #expect(try await complete(["export", "--format", ""]) == ["csv", "json"])
    #expect(try await complete(["rounds", "start", "practice", "--face", "12"]) == ["122cm"])
    #expect(try await complete(["rounds", "start", "--face", ""]).contains("40cm"))
    #expect(
      try await complete(["equipment", "add", "limbs", "--limb-length", ""])
        == ["short", "medium", "long"])
  }

  @Test(arguments: ["bash", "zsh"])
  func aChoiceWithSpacesIsOfferedAsOneWord(shell: String) async throws {
    guard shell == "bash" || ShellCompletion.hasZsh else { return }
    let roles = try await complete(["equipment", "add", "stabilizer", "--role", ""], in: shell)
    #expect(roles == ["long\\ rod", "side\\ rod", "extender", "v-bar"])
    #expect(
      try await complete(["equipment", "edit", "ab12", "--role", "\"lo"], in: shell)
        == ["long\\ rod"], "a quote typed first is not part of the value")
    #expect(try await complete(["equipment", "add", "stabilizer", "--role", "x"], in: shell) == [])
  }

  @Test func theWordsAfterACommandCompleteToo() async throws {
    #expect(try await complete(["archers", ""]) == ["list", "add", "edit", "switch", "remove"])
    #expect(try await complete(["rounds", "--j"]) == ["--json"], "the default list's option")
    #expect(try await complete(["settings", "set", ""]) == ["colour", "units", "arrow-mm"])
    #expect(try await complete(["sightmarks", "ab12", ""]) == ["set", "remove"])
    #expect(try await complete(["equipment", "add", "s"]) == ["sight", "stabilizer", "string"])
    #expect(try await complete(["completion", ""]) == ["bash", "zsh"])
  }

  /// Every command, from its declarations: `--` offers each of its options, and each option or
  /// argument with fixed choices offers exactly those.
  @Test func everyCommandOffersItsOptionsAndTheirChoices() async throws {
    let script = await quiver("completion", "bash").out.stdout
    func walk(_ commands: [any QuiverCommand], _ path: [String]) throws {
      for command in commands where command.isListed {
        let here = path + [command.name]
        guard command.subcommands.isEmpty else {
          try walk(command.subcommands, here)
          continue
        }
        let offered = try ShellCompletion.offered(here + ["--"], script: script)
        for option in command.options {
          #expect(offered.contains("--\(option.name)"), "\(here) --\(option.name)")
          if case .choices(let words) = option.completion {
            let values = try ShellCompletion.offered(
              here + ["--\(option.name)", ""], script: script)
            #expect(values == words.map(ShellCompletion.asTyped), "\(here) --\(option.name)")
          }
        }
        if case .choices(let words)? = command.arguments.first?.completion {
          #expect(
            try ShellCompletion.offered(here + [""], script: script)
              == words.map(ShellCompletion.asTyped), "\(here)")
        }
      }
    }
    try walk(QuiverCLI.standardCommands, [])
  }

  /// `make check-toolchain` installs zsh (as root with apt-get), so this runs wherever the
  /// tests are run through make.
  @Test(.enabled(if: ShellCompletion.hasZsh, "zsh is not installed (make check-toolchain)"))
  func zshCompletesThroughBashcompinit() async throws {
    #expect(try await complete(["rounds", "s"], in: "zsh") == ["start", "score", "show"])
    #expect(
      try await complete(["equipment", "add", "limbs", "--dr"], in: "zsh") == ["--draw-weight-lb"])
    #expect(try await complete(["export", "--format", ""], in: "zsh") == ["csv", "json"])
  }

  /// The built `quiver`, which the script runs for values that live in the database.
  static let builtQuiver = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/debug/quiver").path

  @Test(.enabled(if: FileManager.default.fileExists(atPath: builtQuiver), "quiver is not built"))
  func aMistypedDatabaseOffersNothingAndCreatesNothing() async throws {
    let script = await quiver("completion", "bash").out.stdout
    let folder = NSTemporaryDirectory() + "quiver-complete-\(UUID())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let real = folder + "/q.sqlite"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    #expect(await quiver("--db", real, "archers", "add", "Sam").status == 0)
    let offered = try ShellCompletion.offered(
      ["--db", real, "archers", "switch", ""], executable: Self.builtQuiver, script: script)
    #expect(offered == ["Sam"], "an existing database offers its values")

    let mistyped = folder + "/nope/q.sqlite"
    let none = try ShellCompletion.offered(
      ["--db", mistyped, "archers", "switch", ""], executable: Self.builtQuiver, script: script)
    #expect(none == [])
    #expect(!FileManager.default.fileExists(atPath: folder + "/nope"), "TAB created nothing")
  }

  /// On a fresh machine (no database yet) the standard codenames still complete: they need no
  /// database, and asking creates none. Custom rounds are offered once the database exists.
  @Test func codenamesCompleteWithoutADatabaseAndCreateNone() async throws {
    let folder = NSTemporaryDirectory() + "quiver-fresh-\(UUID())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/quiver/quiver.sqlite"
    func complete(_ kind: String) async -> [String] {
      let out = CapturedOutput()
      let status = await QuiverCLI(defaultLocation: .file(path)).run(
        ["_complete", kind], output: out.output)
      #expect(status == 0, "\(out.stderr)")
      return out.stdout.split(separator: "\n").map(String.init)
    }
    let start = await complete("startable-rounds")
    #expect(start.contains("wa18") && start.contains("york") && start.last == "practice")
    #expect(await complete("round-codenames") == Array(start.dropLast()))
    #expect(await complete("round-ids") == [])
    #expect(!FileManager.default.fileExists(atPath: folder), "a TAB created nothing")

    try FileManager.default.createDirectory(
      atPath: folder + "/quiver", withIntermediateDirectories: true)
    let added = await QuiverCLI(defaultLocation: .file(path)).run(
      [
        "rounds", "custom", "add", "--name", "Club 30", "--per-end", "3", "--pass",
        "30@30m/80cm/10_zone",
      ], output: CapturedOutput().output)
    #expect(added == 0)
    let withCustom = await complete("startable-rounds")
    #expect(withCustom.count == start.count + 1 && withCustom.contains { $0.hasPrefix("custom_") })
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: builtQuiver), "quiver is not built"))
  func handicapOffersOnlyRoundsWithATableAndStartOffersPracticeToo() async throws {
    let script = await quiver("completion", "bash").out.stdout
    let folder = NSTemporaryDirectory() + "quiver-complete-\(UUID())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/q.sqlite"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    #expect(await quiver("--db", path, "archers", "add", "Sam").status == 0)
    func offered(_ typed: String...) throws -> [String] {
      try ShellCompletion.offered(
        ["--db", path] + typed, executable: Self.builtQuiver, script: script)
    }
    let handicap = try offered("handicap", "--round", "")
    #expect(handicap.contains("wa720_70") && !handicap.contains("practice"), "\(handicap)")
    let start = try offered("rounds", "start", "")
    #expect(start.contains("wa720_70") && start.contains("practice"), "\(start)")
  }

  @Test func anOptionsValueCompletesAfterAnEqualsSign() async throws {
    // bash splits `--kind=li` into `--kind` `=` `li`, and `--kind=` into `--kind` `=`.
    #expect(try await complete(["equipment", "list", "--kind", "="]).first == "riser")
    #expect(try await complete(["equipment", "list", "--kind", "=", "li"]) == ["limbs"])
    #expect(try await complete(["equipment", "list", "--kind=li"]) == ["--kind=limbs"])
    #expect(try await complete(["equipment", "list", "--kind", "=", "x"]) == [])
    let folder = NSTemporaryDirectory() + "quiver-eq-\(UUID())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data().write(to: URL(fileURLWithPath: folder + "/club.sqlite"))
    #expect(try await complete(["--db", "=", folder + "/cl"]) == [folder + "/club.sqlite"])
    #expect(
      try await complete(["--db", "=", folder + "/club.sqlite", "rou"]) == ["rounds"],
      "the path after = is the option's value, not a command")
  }

  @Test func anUnknownShellIsAUsageError() async {
    let (status, out) = await quiver("completion", "fish")
    #expect(status == 64)
    #expect(out.stderr.contains("SHELL takes one of bash, zsh, not 'fish'"))
  }
}
