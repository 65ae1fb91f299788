import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// `rounds list --limit N` beside damaged round rows (stranger 28b #11): N readable rounds, the
/// damaged rows named apart and taking no place, and the footer's limit lists every one.
@Suite("rounds list --limit beside damaged rows", .timeLimit(.minutes(1)))
struct ListLimitDamageTests {
  let path = NSTemporaryDirectory() + "quiver-limit-\(UUID()).sqlite"

  func run(_ arguments: String...) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  @Test func aLimitCountsReadableRoundsOnly() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    var ids: [String] = []
    for _ in 0..<5 {
      ids.append(
        await run("rounds", "start", "portsmouth").out.stdout.trimmingCharacters(in: .newlines))
      #expect(await run("rounds", "cancel", ids.last ?? "").status == 0)
    }
    // One damaged row sorts first (its start is far past 9999), one among the others.
    try Connection(path: path).execute(
      """
      UPDATE rounds SET created_at = 1e300 WHERE lower(id) = lower('\(ids[0])');
      UPDATE rounds SET codename = 'no_such_round', definition = NULL
        WHERE lower(id) = lower('\(ids[3])');
      """)
    let rows = { (out: String) in out.split(separator: "\n").filter { $0.contains("Portsmouth") } }
    let two = await run("rounds", "list", "--limit", "2")
    #expect(rows(two.out.stdout).count == 2, "\(two.out.stdout)")
    #expect(two.out.stdout.contains("1 older round not shown; 'quiver rounds list --limit 3'"))
    #expect(two.out.stderr.split(separator: "\n").count == 2)  // both damaged rows named
    let three = await run("rounds", "list", "--limit", "3")
    #expect(rows(three.out.stdout).count == 3 && !three.out.stdout.contains("not shown"))
  }
}
