import Testing

/// Issue 20 point 4 through the executable: `--arrow-mm 0` scores the hit point itself (a
/// zero-width shaft under the line rule); only a negative diameter is refused.
@Suite("A zero-width shaft through the commands", .timeLimit(.minutes(1)))
struct ArrowPointTests {
  func score(_ arrowMm: String) throws -> QuiverBinary.Output {
    // 21 mm out on a 40 cm face: 1 mm outside the 10 ring (radius 20 mm).
    try QuiverBinary.run(
      ["target", "score", "--system", "10_zone", "--diameter-cm", "40", "--arrow-mm", arrowMm],
      input: "21 0\n")
  }

  @Test func zeroScoresThePointAndAShaftReachesTheLine() throws {
    let point = try score("0")
    #expect(point.status == 0, "stderr: \(point.stderr)")
    #expect(point.stdout == "9 9\n")
    #expect(try score("5.5").stdout == "10 10\n")
    let negative = try score("-1")
    #expect(negative.status == 64)
    #expect(negative.stdout.isEmpty)
  }
}
