import Foundation
import Testing

@testable import CommandKit
@testable import Commands

/// The man page is plain ASCII roff (groff reads it without preconv) and says everything help
/// says, `--version` included.
@Suite("The man page", .timeLimit(.minutes(1)))
struct ManPageTests {
  @Test func thePageIsPlainASCII() async {
    let page = await quiver("help", "--man").out.stdout
    let foreign = page.unicodeScalars.filter { !$0.isASCII }
    #expect(foreign.isEmpty, "not ASCII: \(String(String.UnicodeScalarView(foreign)))")
    #expect(page.contains(".TP\n\\fB\\-\\-version\\fR\nprint quiver's version and exit"))
  }

  @Test func typographyBecomesRoffNames() {
    #expect(ManPage.escape("0…150 → score – a—b") == "0...150 \\(-> score \\(en a\\(emb")
    #expect(ManPage.escape("café \\ x-y") == "caf\\[u00E9] \\e x\\-y")
  }

  @Test func theRoundsSummaryNamesEverySubcommand() {
    let rounds = QuiverCLI.standardCommands.first { $0.name == "rounds" }
    for sub in rounds?.subcommands.filter(\.isListed) ?? [] {
      #expect(rounds?.summary.contains(sub.name) == true, "\(sub.name)")
    }
  }
}
