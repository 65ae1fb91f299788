import Commands
import Foundation
import Testing

@testable import CommandKit

/// Rules across options are declared once beside them: the parser refuses a command line that
/// breaks one (exit 64, worded as the rule) before the command runs, and help and the man page
/// state it.
@Suite("Rules across options", .timeLimit(.minutes(1)))
struct OptionRuleTests {
  @Test(arguments: [
    (
      ["rounds", "add", "wa18", "--date", "2026-01-10"],
      "give exactly one of --ends ENDS or --score N"
    ),
    (
      ["rounds", "add", "wa18", "--date", "2026-01-10", "--score", "500", "--ends", "X"],
      "give exactly one of --ends ENDS or --score N"
    ),
    (
      ["handicap", "--round", "wa18", "--score", "500", "--table"],
      "give exactly one of --score N, --handicap H or --table"
    ),
    (["handicap", "--round", "wa18"], "give exactly one of --score N, --handicap H or --table"),
    (
      ["rounds", "start", "practice", "--distance", "18m"],
      "when CODENAME is practice, give --distance LENGTH, --face LENGTH and --system SYSTEM"
    ),
  ])
  func aBrokenRuleIsAUsageErrorWordedAsTheRule(arguments: [String], rule: String) async {
    let (status, out) = await quiverRun(arguments)
    #expect(status == 64)
    #expect(out.stderr.contains(rule), "\(out.stderr)")
  }

  @Test(arguments: [
    ["set", "20m"], ["remove", "20m", "3"], ["remove"], ["remove", "20m", "--note", "n"],
  ])
  func sightmarksTakesWhatItsActionTakes(arguments: [String]) async {
    let (status, out) = await quiverRun(["sightmarks", "00000000"] + arguments)
    #expect(status == 64, "\(arguments)")
    #expect(
      out.stderr.contains("set takes DISTANCE and MARK, remove takes DISTANCE alone")
        || out.stderr.contains("--windage W and --note NOTE go only with set"), "\(out.stderr)")
  }

  @Test func helpAndTheManPageStateTheRules() async {
    let (status, out) = await quiver("rounds", "add", "--help")
    #expect(status == 0)
    #expect(
      out.stdout.contains("Rules:\n  give exactly one of --ends ENDS or --score N"), "\(out.stdout)"
    )
    let man = await quiver("help", "--man").out.stdout
    #expect(man.contains("give exactly one of \\-\\-score N, \\-\\-handicap H or \\-\\-table"))
    #expect(
      man.contains("when CODENAME is practice, give \\-\\-distance LENGTH"), "the practice rule")
  }
}
