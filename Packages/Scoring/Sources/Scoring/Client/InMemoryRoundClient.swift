public import CoreInterfaces

extension RoundClient {
  /// A working client over in-memory state with the live store's rules: unknown rounds and
  /// codenames are refused, arrows are checked against the round's face, saving is an upsert.
  public static func inMemory() -> RoundClient {
    struct Round {
      var definition: RoundDefinition
      var status: RoundStatus
      var arrows: [Int: ScoredArrow] = [:]  // keyed by place in the round
    }
    let rounds = Locked<[RoundID: Round]>([:])
    return RoundClient(
      start: { codename, _ in
        guard let definition = RoundCatalogue.round(codename) else {
          throw ScoringError.unknownRound(codename)
        }
        let id = RoundID()
        rounds.withLock { $0[id] = Round(definition: definition, status: .inProgress) }
        return id
      },
      saveArrow: { id, arrow in
        try rounds.withLock { rounds throws(ScoringError) in
          guard var round = rounds[id] else { throw .roundNotFound(id) }
          let place = try round.definition.place(of: arrow)
          guard round.status.acceptsArrows else { throw .roundNotActive(round.status) }
          round.arrows[place] = arrow
          rounds[id] = round
        }
      },
      arrows: { id in
        try rounds.withLock { rounds throws(ScoringError) in
          guard let round = rounds[id] else { throw .roundNotFound(id) }
          return round.arrows.sorted { $0.key < $1.key }.map(\.value)
        }
      },
      setStatus: { id, status in
        try rounds.withLock { rounds throws(ScoringError) in
          guard var round = rounds[id] else { throw .roundNotFound(id) }
          guard round.status.canTransition(to: status) else {
            throw .invalidTransition(from: round.status, to: status)
          }
          round.status = status
          rounds[id] = round
        }
      })
  }
}

extension RoundDefinition {
  /// The 0-based place of `arrow` in this round, after checking it fits the round and its face.
  public func place(of arrow: ScoredArrow) throws(ScoringError) -> Int {
    guard (1...totalEnds).contains(arrow.endNumber) else {
      throw .endOutOfRange(arrow.endNumber, ends: totalEnds)
    }
    guard (0..<arrowsPerEnd).contains(arrow.arrowIndex) else {
      throw .arrowOutOfRange(arrow.arrowIndex, perEnd: arrowsPerEnd)
    }
    let place = (arrow.endNumber - 1) * arrowsPerEnd + arrow.arrowIndex
    guard let pass = pass(forArrow: place) else {
      throw .endOutOfRange(arrow.endNumber, ends: totalEnds)
    }
    if !arrow.value.isMiss {
      do {
        _ = try ArrowValue(points: arrow.value.points, isX: arrow.value.isX, on: pass.system)
      } catch {
        throw .invalidArrow(error)
      }
    }
    return place
  }
}
