import CoreInterfaces

extension LiveScoringModel {
  /// Where each arrow of a line would land and what it scores there, or the first refusal
  /// naming its position in the line (for a line of one, its own reason). Changes nothing: the
  /// one check behind "a refused line saves nothing", for the app, the command line and the feed.
  func plan(_ inputs: [ArrowInput], completingFullEnds: Bool) throws -> [ScoredArrow] {
    guard !inputs.isEmpty else { throw ScoringError.emptyLine }
    guard let round else { throw ScoringError.roundNotFound(roundID) }
    guard RoundProgress.takesArrows(in: round.status) else {
      throw ScoringError.roundNotActive(
        round.progress(ofInOrder: arrows, after: arrowsBefore).phase)
    }
    var (end, index, total) = (currentEndNumber, currentEnd.count, arrowCount)
    var planned: [ScoredArrow] = []
    for (offset, input) in inputs.enumerated() {
      do {
        // Where the line stands after the arrows planned before this one.
        let progress = RoundProgress(
          round.definition, status: round.status, arrowsShot: total,
          lastEnd: RoundProgress.EndHeld(number: end, arrows: index))
        if !progress.takesArrow { throw ScoringError.roundFull(arrows: total) }
        if progress.isFull(endHolding: index) {
          guard completingFullEnds else {
            throw ScoringError.endFull(perEnd: round.definition.arrowsPerEnd)
          }
          (end, index) = (end + 1, 0)
        }
        guard let system = round.system(forEnd: end), let pass = round.definition.pass(forEnd: end)
        else { throw ScoringError.roundFull(arrows: total) }
        let entry = try entry(input, system: system, face: pass.pass.faceDiameter)
        planned.append(ScoredArrow(endNumber: end, arrowIndex: index, entry: entry))
        (index, total) = (index + 1, total + 1)
      } catch {
        guard inputs.count > 1 else { throw error }
        throw ScoringError.lineRefused(
          position: offset + 1, value: input.description, reason: UserFacingError(error).message)
      }
    }
    return planned
  }

  /// What `input` scores on a face of `system` and `face` diameter.
  private func entry(_ input: ArrowInput, system: ScoringSystem, face: Length) throws -> ArrowEntry
  {
    switch input {
    case .notation(let text):
      do {
        return ArrowEntry(try ArrowValue(notation: text, on: system))
      } catch {
        throw ScoringError.invalidArrow(error)
      }
    case .plotted(let x, let y, let arrowNumber):
      let position = try PlotPosition(x: x, y: y)
      if let arrowNumber {
        _ = try Bounded.check(arrowNumber, in: Bounded.arrowsInSet, "arrow number")
      }
      let target = TargetFace(system: system, diameter: face.metres)
      return ArrowEntry(
        target.score(x: position.x, y: position.y, arrowDiameter: arrowDiameter),
        position: position, arrowNumber: arrowNumber)
    }
  }
}
