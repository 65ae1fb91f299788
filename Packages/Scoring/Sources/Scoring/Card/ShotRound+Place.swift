import CoreInterfaces

extension ShotRound {
  /// The 0-based place of `arrow` in this round, after checking that its end and index fit the
  /// round, that its value is possible on the face of its pass (for this round's bow style), and
  /// that the round takes arrows (`RoundProgress`: not a paused one). The one check every store
  /// runs before saving; `held` (the arrows the round holds) names a closed round's phase.
  public func place(of arrow: ScoredArrow, held: Int) throws(ScoringError) -> Int {
    let perEnd = definition.arrowsPerEnd
    if let ends = definition.totalEnds, !(1...ends).contains(arrow.endNumber) {
      throw .endOutOfRange(arrow.endNumber, ends: ends)
    }
    // Practice has no last end; Bounded.endNumber bounds it so a place can never overflow.
    guard Bounded.endNumber.contains(arrow.endNumber) else {
      throw .endOutOfRange(
        arrow.endNumber, ends: definition.totalEnds ?? Bounded.endNumber.upperBound)
    }
    guard (0..<perEnd).contains(arrow.arrowIndex) else {
      throw .arrowOutOfRange(arrow.arrowIndex, perEnd: perEnd)
    }
    if let number = arrow.entry.arrowNumber {
      guard Bounded.arrowsInSet.contains(number), arrowNumbers?.contains(number) ?? true else {
        throw .arrowNumberNotInSet(number, numbers: arrowNumbers)
      }
    }
    guard RoundProgress.takesArrows(in: status) else {
      throw .roundNotActive(progress(holding: held).phase)
    }
    let place = (arrow.endNumber - 1) * perEnd + arrow.arrowIndex
    guard let system = system(forEnd: arrow.endNumber) else {
      throw .endOutOfRange(arrow.endNumber, ends: definition.totalEnds ?? 0)
    }
    if !arrow.value.isMiss {
      do {
        _ = try ArrowValue(points: arrow.value.points, isX: arrow.value.isX, on: system)
      } catch {
        throw .invalidArrow(error)
      }
    }
    return place
  }
}
