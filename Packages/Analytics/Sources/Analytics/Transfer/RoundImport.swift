import CoreInterfaces
public import Foundation

/// The checks an import passes before anything is written, so a bad file imports nothing: each
/// round's definition can be shot and its name and codename are names (`Names`), its date is a
/// date, and each arrow sits inside its round, once, with a value its face allows and a position
/// and number in range. Errors name the path in the file (`rounds[2].arrows[14]`).
public enum RoundImport {
  /// Bow-setup versions an imported round may name (each edit of a setup makes one).
  static let setupVersions = 1...1_000_000

  /// Throws ``AnalyticsError/invalidImport(path:problem:)`` for the first problem in `records`;
  /// a start is judged at `now` (`Bounded.startProblem`).
  public static func validate(_ records: [RoundRecord], now: Date = Date()) throws(AnalyticsError) {
    var checker = Checker(now: now)
    for (index, record) in records.enumerated() { try checker.check(record, at: index) }
  }

  /// The checks one round at a time, in file order, remembering the IDs seen (a streamed import
  /// holds one round, and this set).
  public struct Checker: Sendable {
    private var seen = Set<RoundID>()
    private let now: Date

    /// A checker that has seen no round; a start is judged at `now` (`Bounded.startProblem`).
    public init(now: Date = Date()) { self.now = now }

    /// Throws ``AnalyticsError/invalidImport(path:problem:)`` for the first problem in `record`,
    /// the file's round number `index`.
    public mutating func check(_ record: RoundRecord, at index: Int) throws(AnalyticsError) {
      let path = "rounds[\(index)]"
      guard seen.insert(record.id).inserted else {
        throw .invalidImport(path: "\(path).id", problem: "the round \(record.id) appears twice")
      }
      try RoundImport.check(record, at: path, now: now)
    }
  }

  private static func check(_ record: RoundRecord, at path: String, now: Date)
    throws(AnalyticsError)
  {
    if let problem = record.definition.validationProblem() ?? codenameProblem(record) {
      throw .invalidImport(path: "\(path).definition", problem: ImportText.shortened(problem))
    }
    if let problem = Bounded.startProblem(
      record.startedAt.timeIntervalSince1970, now: now.timeIntervalSince1970)
    {
      throw .invalidImport(
        path: "\(path).startedAt",
        problem: "round \"\(ImportText.shortened(record.name))\" \(problem)")
    }
    if let version = record.bowSetupVersion, !setupVersions.contains(version) {
      throw .invalidImport(
        path: "\(path).bowSetupVersion", problem: "not a bow-setup version (1 to 1,000,000)")
    }
    if let name = record.bowSetupName, (try? Names.validated(name, "bow setup name")) == nil {
      throw .invalidImport(
        path: "\(path).bowSetupName", problem: "not a bow setup's name (1 to 80 characters)")
    }
    if let total = record.recordedTotal {
      guard record.arrows.isEmpty, record.definition.canScore(total, bowStyle: record.bowStyle)
      else {
        throw .invalidImport(
          path: "\(path).recordedTotal",
          problem: "not a total this round can score without arrows")
      }
    }
    var places = Set<[Int]>()
    for (arrowIndex, arrow) in record.arrows.enumerated() {
      let at = "\(path).arrows[\(arrowIndex)]"
      if let problem = problem(with: arrow, in: record) {
        throw .invalidImport(path: at, problem: problem)
      }
      guard places.insert([arrow.endNumber, arrow.arrowIndex]).inserted else {
        throw .invalidImport(
          path: at, problem: "end \(arrow.endNumber) arrow \(arrow.arrowIndex &+ 1) appears twice"
        )
      }
    }
  }

  private static func problem(with arrow: PlottedArrow, in record: RoundRecord) -> String? {
    let definition = record.definition
    if !Bounded.endNumber.contains(arrow.endNumber)
      || definition.totalEnds.map({ arrow.endNumber > $0 }) == true
    {
      return "end \(arrow.endNumber) is outside the round"
    }
    if !(0..<definition.arrowsPerEnd).contains(arrow.arrowIndex) {
      return "arrow \(arrow.arrowIndex &+ 1) is outside an end of \(definition.arrowsPerEnd)"
    }
    if (arrow.x == nil) != (arrow.y == nil) { return "a position needs both x and y" }
    if let problem = rangeProblem(arrow) { return problem }
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

  private static func codenameProblem(_ record: RoundRecord) -> String? {
    do {
      _ = try Names.validated(record.definition.id, "round codename")
      return nil
    } catch {
      return error.errorDescription.map { String($0.dropLast()) } ?? "not a round codename"
    }
  }

  private static func rangeProblem(_ arrow: PlottedArrow) -> String? {
    do {
      if let x = arrow.x {
        _ = try Bounded.check(x, in: Bounded.plotMetres, "position x", unit: "m")
      }
      if let y = arrow.y {
        _ = try Bounded.check(y, in: Bounded.plotMetres, "position y", unit: "m")
      }
      if let number = arrow.arrowNumber {
        _ = try Bounded.check(number, in: Bounded.arrowsInSet, "arrow number")
      }
      return nil
    } catch {
      return error.errorDescription.map { String($0.dropLast()) } ?? "out of range"
    }
  }
}
