import CoreInterfaces
import Foundation

/// Sample rounds for previews and demos: two rounds of twelve arrows, plotted and numbered.
public enum AnalyticsSamples {
  /// A Portsmouth, four ends in, plotted and numbered (arrow 3 flies high).
  public static let portsmouth = record(
    "portsmouth", day: 1,
    shots: [
      ("X", 0.002, 0.003, 1), ("9", -0.03, 0.01, 2), ("8", 0.01, 0.085, 3),
      ("10", 0.01, -0.02, 1), ("9", 0.035, 0.0, 2), ("8", -0.01, 0.09, 3),
      ("X", -0.004, 0.001, 1), ("10", 0.02, 0.01, 2), ("7", 0.02, 0.1, 3),
      ("9", 0.0, -0.04, 1), ("M", nil, nil, 2), ("8", -0.02, 0.08, 3),
    ])
  /// A Worcester, two ends and two arrows in.
  public static let worcester = record(
    "worcester", day: 2,
    shots: ["5", "5", "4", "5", "3", "4", "5", "5", "4", "2", "5", "4"].map { ($0, nil, nil, nil) })
  /// Both, newest first.
  public static let rounds = [worcester, portsmouth]

  private static func record(
    _ codename: String, day: Int, shots: [(String, Double?, Double?, Int?)]
  ) -> RoundRecord {
    // NB: both codenames are in the catalogue, which the catalogue tests pin.
    let definition = RoundCatalogue.round(codename) ?? RoundCatalogue.all[0]
    let perEnd = definition.arrowsPerEnd
    let system = definition.passes[0].system
    let arrows = shots.enumerated().map { place, shot in
      PlottedArrow(
        value: (try? ArrowValue(notation: shot.0, on: system)) ?? .miss,
        endNumber: place / perEnd + 1, arrowIndex: place % perEnd, x: shot.1, y: shot.2,
        arrowNumber: shot.3)
    }
    return RoundRecord(
      id: RoundID(), definition: definition, status: .inProgress,
      startedAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(day) * 86_400),
      arrows: arrows)
  }
}
