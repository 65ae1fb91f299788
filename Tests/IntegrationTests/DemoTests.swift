import Testing

@Suite("quiver demo", .timeLimit(.minutes(2)))
struct DemoTests {
  @Test func demoRunsEveryStepAndEndsWithNothingWaiting() throws {
    let output = try QuiverBinary.run(["demo"])
    #expect(output.status == 0, "stderr: \(output.stderr)")
    for step in [
      "1. A push", "2. An awaited pick", "3. Back cancels an await", "4. A nested pick",
      "5. Pop-to-root resolves every waiter", "6. The path saved and restored",
    ] {
      #expect(output.stdout.contains(step), "missing step \(step)")
    }
    #expect(output.stdout.contains("Scoring received: Indoor recurve"))
    #expect(output.stdout.contains("Scoring received nil and kept its choice: Indoor recurve"))
    #expect(output.stdout.contains("Scoring received: Barebow practice"))
    #expect(
      output.stdout.contains("request #7 resumed with nil\n     · request #6 resumed with nil"))
    #expect(
      output.stdout.contains("Restored: Home › Equipment › Riser list › Round setup (worcester)\n"))
    #expect(output.stdout.contains("Restored pending requests: 0"))
    #expect(output.stdout.contains("7. Scoring a real round, interrupted and resumed"))
    #expect(output.stdout.contains("Restarted on Home › Scoring: end 3, arrow 2 is next; total 65"))
    #expect(output.stdout.contains("End 3: 8 9 X — end 27, total 84; 9 arrows stored once each"))
    #expect(output.stderr.isEmpty)
  }

  @Test func demoIsDeterministic() throws {
    let first = try QuiverBinary.run(["demo"])
    let second = try QuiverBinary.run(["demo"])
    #expect(first.stdout == second.stdout)
  }
}
