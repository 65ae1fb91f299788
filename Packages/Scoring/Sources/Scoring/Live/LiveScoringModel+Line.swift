import CoreInterfaces

extension LiveScoringModel {
  /// Where each arrow of a line would land and what it scores there, or the first refusal
  /// naming its position in the line (for a line of one, its own reason). Changes nothing: the
  /// one check behind "a refused line saves nothing", for the app, the command line and the feed.
  func plan(_ inputs: [ArrowInput], completingFullEnds: Bool) throws -> [ScoredArrow] {
    guard !inputs.isEmpty else { throw ScoringError.emptyLine }
    guard let round else { throw ScoringError.roundNotFound(roundID) }
    guard round.status.acceptsArrows, round.status != .paused else {
      throw ScoringError.roundNotActive(round.status)
    }
    let perEnd = round.definition.arrowsPerEnd
    var (end, index, total) = (currentEndNumber, currentEnd.count, arrows.count)
    var planned: [ScoredArrow] = []
    for (offset, input) in inputs.enumerated() {
      do {
        if let limit = round.definition.totalArrows, total >= limit {
          throw ScoringError.roundFull(arrows: limit)
        }
        if index == perEnd {
          guard completingFullEnds else { throw ScoringError.endFull(perEnd: perEnd) }
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
