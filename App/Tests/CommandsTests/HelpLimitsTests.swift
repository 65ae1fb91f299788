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
        "--score N          print the handicap for this score (1 to 11000)"))
    let zero = await quiver("handicap", "--round", "wa18", "--score", "0")
    #expect(zero.status == 64)
    #expect(zero.out.stderr.contains("use 1 to 11000"))
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
