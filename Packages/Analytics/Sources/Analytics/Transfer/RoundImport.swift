import CoreInterfaces

/// The checks an import passes before anything is written, so a bad file imports nothing: each
/// round's definition can be shot, and each arrow sits inside its round, once, with a value its
/// face allows. Errors name the path in the file (`rounds[2].arrows[14]`).
public enum RoundImport {
  /// Throws ``AnalyticsError/invalidImport(path:problem:)`` for the first problem in `records`.
  public static func validate(_ records: [RoundRecord]) throws(AnalyticsError) {
    var seen = Set<RoundID>()
    for (index, record) in records.enumerated() {
      let path = "rounds[\(index)]"
      guard seen.insert(record.id).inserted else {
        throw .invalidImport(path: "\(path).id", problem: "the round \(record.id) appears twice")
      }
      if let problem = record.definition.validationProblem() {
        throw .invalidImport(path: "\(path).definition", problem: problem)
      }
      var places = Set<[Int]>()
      for (arrowIndex, arrow) in record.arrows.enumerated() {
        let at = "\(path).arrows[\(arrowIndex)]"
        if let problem = problem(with: arrow, in: record) {
          throw .invalidImport(path: at, problem: problem)
        }
        guard places.insert([arrow.endNumber, arrow.arrowIndex]).inserted else {
          throw .invalidImport(
            path: at, problem: "end \(arrow.endNumber) arrow \(arrow.arrowIndex + 1) appears twice")
        }
      }
    }
  }

  private static func problem(with arrow: PlottedArrow, in record: RoundRecord) -> String? {
    let definition = record.definition
    if arrow.endNumber < 1 || definition.totalEnds.map({ arrow.endNumber > $0 }) == true {
      return "end \(arrow.endNumber) is outside the round"
    }
    if !(0..<definition.arrowsPerEnd).contains(arrow.arrowIndex) {
      return "arrow \(arrow.arrowIndex + 1) is outside an end of \(definition.arrowsPerEnd)"
    }
    if (arrow.x == nil) != (arrow.y == nil) { return "a position needs both x and y" }
    guard !arrow.value.isMiss else {
      return arrow.value.points == 0 && !arrow.value.isX ? nil : "a miss scores 0 and is no X"
    }
    guard let system = record.system(forEnd: arrow.endNumber) else {
      return "end \(arrow.endNumber) is outside the round"
    }
    do {
      _ = try ArrowValue(points: arrow.value.points, isX: arrow.value.isX, on: system)
      return nil
    } catch {
      return error.errorDescription ?? "not a score on a \(system.rawValue) face"
    }
  }
}
