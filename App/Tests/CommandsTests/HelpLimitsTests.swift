import CoreInterfaces
import Foundation
import Testing

@testable import CommandKit

/// Help states the limits that are enforced, taken from where they are enforced.
@Suite("Help says what is enforced", .timeLimit(.minutes(1)))
struct HelpLimitsTests {
  @Test func equipmentHelpStatesFieldLimits() async {
    let help = await quiver("equipment", "add", "--help").out.stdout
    #expect(help.contains("free text, at most \(Bounded.freeTextLength.upperBound) characters"))
    #expect(help.contains("--length-in IN          0–200 in"), "\(help)")
    #expect(help.contains("short, medium, long, or 0–200 in"))
    let tooLong = await quiver(
      "equipment", "add", "riser", "--name", "R", "--length-in", "201")
    #expect(tooLong.status != 0, "what help states is what is refused")
  }

  @Test func theScoreHelpAndTheRefusalAgree() async {
    #expect(
      await quiver("handicap", "--help").out.stdout.contains(
        "--score N          print the handicap for this score (0 to 11000)"))
    let above = await quiver("handicap", "--round", "wa18", "--score", "11001")
    #expect(above.status == 64)
    #expect(above.out.stderr.contains("use 0 to 11000"))
    // One declared range for every --score: rounds add, rounds edit, handicap and classify.
    for command in [["rounds", "add"], ["rounds", "edit"], ["classify"]] {
      let help = await quiverRun(command + ["--help"]).out.stdout
      #expect(help.contains("(0 to 11000)"), "\(command): \(help)")
    }
    let zero = await quiver("handicap", "--round", "wa18", "--score", "0")
    #expect(zero.status == 1, "a score of 0 is a score; it has no handicap")
    #expect(zero.out.stderr.contains("A score of 0 has no handicap"))
    #expect(await quiver("handicap", "--round", "wa18", "--score", "1").status == 0)
  }

  @Test func lengthsStateTheirRange() async {
    let help = await quiver("rounds", "start", "--help").out.stdout
    #expect(
      help.contains(
        "--distance LENGTH  practice: the distance (a number and m, yd, cm or in, more than 0 up to 1000 m"
      ))
    let far = await quiver(
      "rounds", "start", "practice", "--distance", "1001m", "--face", "40cm", "--system", "10_zone")
    #expect(far.status != 0)
  }
}
