import CoreInterfaces

extension LiveScoringModel {
  /// Corrects arrow `arrowIndex` (from 0) of end `endNumber`, already entered, to `notation` on
  /// its end's face, if it still holds what this model shows; then shows the sheet as stored.
  @discardableResult
  public func correct(end endNumber: Int, arrow arrowIndex: Int, to notation: String) async
    -> Bool
  {
    await serialized { [self] in
      guard let round else { throw ScoringError.roundNotFound(roundID) }
      if arrows.isEmpty, round.recordedTotal != nil { throw CorrectionError.enteredByTotal }
      // A place the round has not is named as such, before whether it holds an arrow yet.
      guard let system = round.system(forEnd: endNumber) else {
        throw ScoringError.endOutOfRange(endNumber, ends: round.definition.totalEnds ?? 0)
      }
      let perEnd = round.definition.arrowsPerEnd
      guard (0..<perEnd).contains(arrowIndex) else {
        throw ScoringError.arrowOutOfRange(arrowIndex, perEnd: perEnd)
      }
      guard
        let old = arrows.first(where: { $0.endNumber == endNumber && $0.arrowIndex == arrowIndex })
      else { throw CorrectionError.noArrow(end: endNumber, arrow: arrowIndex + 1) }
      let value: ArrowValue
      do throws(InvalidArrowValue) {
        value = try ArrowValue(notation: notation, on: system)
      } catch {
        throw ScoringError.invalidArrow(error)
      }
      let new = ScoredArrow(endNumber: endNumber, arrowIndex: arrowIndex, value: value)
      _ = try await corrections.editArrow(roundID, new, old.entry)
      let (place, held) = (currentEndNumber, arrows.count)
      try await reload()
      // A correction changes a value, never where scoring stands: a full end that Enter has
      // not completed stays the end being shot (unless another writer's arrows moved it).
      if arrows.count == held { currentEndNumber = place }
      // A completed round's card (total, handicap, class, best) follows the correction at once.
      if self.round?.status == .completed { await loadResult() }
    }
  }

  /// Corrects the total of a round entered by its total alone (a paper round whose arrows were
  /// not kept); then shows it as stored, its card read again.
  @discardableResult
  public func correctTotal(to total: Int) async -> Bool {
    await serialized { [self] in
      _ = try await corrections.editTotal(roundID, total)
      try await reload()
      if round?.status == .completed { await loadResult() }
    }
  }
}
