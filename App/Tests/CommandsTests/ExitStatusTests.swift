import Commands
import Foundation
import Testing

@testable import CommandKit

/// The rule README and help state: 64 when the command line itself is wrong (a name malformed in
/// itself included), 1 when the data refuses (no such record, an ambiguous prefix).
@Suite("Exit statuses follow the one rule", .timeLimit(.minutes(1)))
struct ExitStatusTests {
  @Test(arguments: [
    ["archers", "add", "\u{7}"], ["setups", "add", "--name", "\u{7}", "--style", "recurve"],
    ["rounds", "custom", "add", "--name", "\u{7}", "--pass", "36@30m/80cm/10_zone"],
    ["equipment", "add", "riser", "--name", "\u{7}"],
  ])
  func aMalformedNameIsTheCommandLinesFault(_ arguments: [String]) async {
    let (status, out) = await quiverRun(arguments)
    #expect(status == 64, "stderr: \(out.stderr)")
    #expect(out.stderr.split(separator: "\n").count == 1, "one line: \(out.stderr)")
  }
}
