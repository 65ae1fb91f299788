import Commands
import Foundation
import Testing

@testable import CommandKit

/// The README's command list and the man page come from the declarations.
@Suite("Docs generated from the declarations")
struct GeneratedDocsTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("README.md")

  @Test func theReadmesCommandListIsTheGeneratedOne() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let generated = CommandList.markdown(QuiverCLI.standardCommands)
    #expect(
      text.contains(generated),
      "README.md's command list differs from the declarations; replace its block with:\n\(generated)"
    )
  }

  @Test func theManPageNamesEveryCommandAndOption() async throws {
    let (status, out) = await quiver("help", "--man")
    #expect(status == 0)
    let page = out.stdout
    #expect(page.hasPrefix(".TH QUIVER 1"))
    func roff(_ text: String) -> String { text.replacingOccurrences(of: "-", with: "\\-") }
    func walk(_ commands: [any QuiverCommand], _ path: String) {
      for command in commands where command.isListed {
        let here = "\(path) \(command.name)"
        if !command.subcommands.isEmpty {
          walk(command.subcommands, here)
          continue
        }
        #expect(page.contains(".SS \"\(roff(here))"), "the page has no section for \(here)")
        for option in command.options {
          #expect(page.contains("\\fB\\-\\-\(roff(option.name))\\fR"), "\(here) --\(option.name)")
        }
        for argument in command.arguments {
          #expect(page.contains("\\fI\(roff(argument.name))\\fR"), "\(here) \(argument.name)")
        }
      }
    }
    walk(QuiverCLI.standardCommands, "quiver")
    #expect(!page.contains("_complete"), "the completion helper is not a command people use")
  }
}

/// Every command and group, walked from the declarations: its `--help` parses and shows the
/// usage line, each argument and each option the command declares.
@Suite("Every command's help")
struct CommandHelpTests {
  @Test func everyCommandsHelpParsesAndNamesItsDeclarations() async {
    func walk(_ commands: [any QuiverCommand], _ path: [String]) async {
      for command in commands {
        let here = path + [command.name]
        let (status, out) = await quiverRun(here + ["--help"])
        #expect(status == 0, "\(here): \(out.stderr)")
        #expect(out.stdout.hasPrefix("Usage: quiver \(here.joined(separator: " "))"), "\(here)")
        for option in command.options {
          #expect(out.stdout.contains("  \(option.synopsis)"), "\(here) \(option.synopsis)")
        }
        for argument in command.arguments {
          #expect(out.stdout.contains("  \(argument.name)"), "\(here) \(argument.name)")
        }
        await walk(command.subcommands, here)
      }
    }
    await walk(QuiverCLI.standardCommands, [])
  }
}
