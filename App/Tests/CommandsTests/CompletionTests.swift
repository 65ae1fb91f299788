import Commands
import Foundation
import Testing

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
            #expect(values == words, "\(here) --\(option.name)")
          }
        }
        if case .choices(let words)? = command.arguments.first?.completion {
          #expect(try ShellCompletion.offered(here + [""], script: script) == words, "\(here)")
        }
      }
    }
    try walk(QuiverCLI.standardCommands, [])
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/bin/zsh")
        || FileManager.default.fileExists(atPath: "/bin/zsh")))
  func zshCompletesThroughBashcompinit() async throws {
    // zsh filters by the typed prefix itself, so the script offers every word for the path.
    #expect(try await complete(["rounds", "s"], in: "zsh").contains("start"))
    #expect(
      try await complete(["equipment", "add", "limbs", "--dr"], in: "zsh").contains(
        "--draw-weight-lb"))
  }

  @Test func anUnknownShellIsAUsageError() async {
    let (status, out) = await quiver("completion", "fish")
    #expect(status == 64)
    #expect(out.stderr.contains("SHELL takes one of bash, zsh, not 'fish'"))
  }
}
