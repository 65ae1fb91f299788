import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// Each option is one declaration — name, type, range, help, required or not — from which
/// parsing, help, completion and the man page come: commands hold their declarations as stored
/// properties, never a second hand-written list, and a required option is the parser's to check.
@Suite("One declaration per option", .timeLimit(.minutes(2)))
struct OptionDeclarationTests {
  /// Every command with its path.
  static func all(
    _ commands: [any QuiverCommand] = QuiverCLI.standardCommands, _ parent: String = "quiver"
  )
    -> [(String, any QuiverCommand)]
  {
    commands.flatMap { command in
      [("\(parent) \(command.name)", command)]
        + all(command.subcommands, "\(parent) \(command.name)")
    }
  }

  @Test func noCommandListsItsOptionsOrArgumentsASecondTime() {
    for (path, command) in Self.all() {
      for child in Mirror(reflecting: command).children {
        #expect(
          !(child.value is [OptionSpec]) && !(child.value is [ArgumentSpec]),
          "\(path) lists its declarations again in '\(child.label ?? "?")'")
      }
      let names = command.options.map(\.name) + QuiverCLI.globalOptions.map(\.name)
      #expect(Set(names).count == names.count, "\(path) declares an option twice: \(names)")
      #expect(command.options.map(\.name) == Declarations.options(of: command).map(\.name))
    }
  }

  /// Each command that cannot run without an option says so in one wording and exit 64, before
  /// it touches anything; its usage line names the option.
  @Test(
    arguments: [
      (["backup"], "missing --out FILE", "quiver backup --out FILE [options]"),
      (["export"], "missing --format FORMAT", "quiver export --format FORMAT [options]"),
      (["handicap", "--score", "500"], "missing --round CODENAME", nil),
      (["classify", "--table"], "missing --round CODENAME", nil),
      (["rounds", "add", "wa18", "--score", "500"], "missing --date YYYY-MM-DD", nil),
      (["rounds", "custom", "add", "--pass", "36@30m/80cm/10_zone"], "missing --name NAME", nil),
      (["rounds", "custom", "add", "--name", "C"], "missing --pass SPEC", nil),
      (
        ["target", "score", "--system", "10_zone", "--arrow-mm", "5"], "missing --diameter-cm CM",
        nil
      ),
      (["equipment", "add", "limbs"], "missing --name V", nil),
      (["setups", "add", "--name", "S"], "missing --style STYLE", nil),
    ] as [([String], String, String?)])
  func aRequiredOptionLeftOutIsRefusedByTheParser(
    arguments: [String], message: String, usage: String?
  ) async throws {
    let folder = NSTemporaryDirectory() + "quiver-required-\(UUID())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = CapturedOutput()
    let status = await QuiverCLI(defaultLocation: .file(folder + "/q.sqlite")).run(
      arguments, output: out.output
    ) { nil }
    #expect(status == 64, "\(arguments): \(out.stderr)")
    #expect(out.stderr.hasPrefix("quiver: \(message). Run '"), "\(out.stderr)")
    #expect(out.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder), "nothing was created")
    if let usage {
      let help = await quiverRun(arguments + ["--help"])
      #expect(help.status == 0 && help.out.stdout.contains("Usage: \(usage)"), "\(help.out.stdout)")
    }
  }

  /// `setups edit` takes the same options as `add` without needing the name and style.
  @Test func anOptionRequiredToAddIsNotRequiredToEdit() {
    let setups = QuiverCLI.standardCommands.first { $0.name == "setups" }
    let add = setups?.subcommands.first { $0.name == "add" }
    let edit = setups?.subcommands.first { $0.name == "edit" }
    #expect(add?.options.filter(\.required).map(\.name) == ["name", "style"])
    #expect(edit?.options.filter(\.required).isEmpty == true)
    #expect(add?.options.map(\.name) == edit?.options.map(\.name))
  }
}
