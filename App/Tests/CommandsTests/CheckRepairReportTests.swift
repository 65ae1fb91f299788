import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// `check --repair --json` says what the repair did: `"repaired": true` only when it mended
/// something and left nothing it mends, `false` on a store with nothing to repair.
@Suite("check --repair --json says what it did", .timeLimit(.minutes(1)))
struct CheckRepairReportTests {
  let path = NSTemporaryDirectory() + "quiver-check-report-\(UUID()).sqlite"

  func run(_ arguments: String...) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  /// The `repaired` member of the report `out` printed, if any.
  func repaired(_ out: CapturedOutput) throws -> Bool? {
    let object = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any]
    return object?["repaired"] as? Bool
  }

  func storeWithARound() async -> String {
    let id = await run("rounds", "start", "portsmouth").out.stdout
      .trimmingCharacters(in: .newlines).lowercased()
    _ = await run("rounds", "score", id, "9", "9", "9")
    return id
  }

  @Test func aCleanStoreSaysNothingWasRepaired() async throws {
    _ = await storeWithARound()
    let clean = await run("check", "--repair", "--json")
    #expect(clean.status == 0, "\(clean.out.stderr)")
    #expect(try repaired(clean.out) == false, "\(clean.out.stdout)")
    #expect(try repaired(await run("check", "--json").out) == nil)
  }

  @Test func aMendedSummarySaysItWasRepaired() async throws {
    let id = await storeWithARound()
    try Connection(path: path).execute(
      "UPDATE round_summaries SET total = total + 1 WHERE round_id = '\(id)'")
    let mended = await run("check", "--repair", "--json")
    #expect(mended.status == 0, "\(mended.out.stdout)\(mended.out.stderr)")
    #expect(try repaired(mended.out) == true, "\(mended.out.stdout)")
    let after = await run("check", "--repair", "--json")
    #expect(try repaired(after.out) == false, "\(after.out.stdout)")
  }
}
