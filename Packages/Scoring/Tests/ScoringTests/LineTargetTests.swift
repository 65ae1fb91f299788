import CoreInterfaces
import Scoring
import Testing

@Suite("A target that reads lines", .timeLimit(.minutes(1)))
struct LineTargetTests {
  @Test func aLineIsTwoNumbersInMillimetresWithinReach() {
    #expect(LineTarget.hit("12 -30") == TargetHit(x: 0.012, y: -0.03))
    #expect(LineTarget.hit("\t1.5,2 ") == TargetHit(x: 0.0015, y: 0.002))
    #expect(LineTarget.hit("12 -30\r") == TargetHit(x: 0.012, y: -0.03), "a Windows line end")
    for bad in ["", "1", "1 2 3", "x 2", "nan 0", "1e9 0", "inf 1", "0x10 0", "1_0 0", "1e 0"] {
      #expect(LineTarget.hit(bad) == nil, "\(bad)")
    }
  }

  @Test func hitsArriveInOrderBadLinesAreNamedAndTheEndIsSaid() async throws {
    let lines = Locked(["0 0", "junk", "", "30 -12"])
    let malformed = Locked([Int]())
    let target = LineTarget(
      nextLine: { lines.withLock { $0.isEmpty ? nil : $0.removeFirst() } },
      onMalformed: { number, _ in malformed.withLock { $0.append(number) } })
    var hits: [TargetHit] = []
    var ended: FeedEnded?
    do {
      for try await hit in target.hits {
        hits.append(hit)
        target.acknowledge()
      }
    } catch let end as FeedEnded {
      ended = end
    }
    #expect(ended?.lines == 4)
    #expect(hits == [TargetHit(x: 0, y: 0), TargetHit(x: 0.03, y: -0.012)])
    #expect(malformed.withLock { $0 } == [2])
  }

  @Test func theNextLineIsReadOnlyOnceTheLastHitIsAcknowledged() async throws {
    let lines = Locked(["1 1", "2 2"])
    let target = LineTarget(
      nextLine: { lines.withLock { $0.isEmpty ? nil : $0.removeFirst() } },
      onMalformed: { _, _ in })
    for try await _ in target.hits {
      #expect(lines.withLock { $0 } == ["2 2"], "the second line waits for the first's save")
      break
    }
  }
}
