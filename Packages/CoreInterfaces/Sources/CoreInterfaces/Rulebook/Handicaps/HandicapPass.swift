import Foundation

/// One distance of a round resolved for the handicap model: everything that does not depend on
/// the handicap is computed once, so the expected score (and its slope, for the root finder) is
/// one `exp` per ring edge. The arithmetic is in the order ``HandicapScheme`` states it, so the
/// numbers are bit for bit those of the formula.
struct HandicapPass: Sendable, Hashable {
  /// One ring edge: the points lost crossing it and the reach a/2 + R that must stay inside it.
  struct Edge: Sendable, Hashable {
    let drop: Double
    let reach: Double
  }

  let arrows: Double
  /// d · ang0, the part of σ_r before the handicap's growth factor.
  let spreadScale: Double
  /// e^(kd · d), the part of σ_r after it.
  let distanceFactor: Double
  let topScore: Double
  let edges: [Edge]

  init(
    arrows: Double, distance: Double, face: TargetFace, arrowDiameter: Double,
    scheme: HandicapScheme
  ) {
    self.arrows = arrows
    spreadScale = distance * scheme.angle0
    distanceFactor = exp(scheme.kd * distance)
    let rings = face.rings
    topScore = Double(rings.first?.points ?? 0)
    edges = rings.enumerated().compactMap { index, ring in
      let outside = index + 1 < rings.count ? rings[index + 1].points : 0
      let drop = Double(ring.points - outside)
      return drop == 0 ? nil : Edge(drop: drop, reach: arrowDiameter / 2 + ring.radius)
    }
  }

  /// The expected score of this distance's arrows where the scheme's growth factor is `growth`,
  /// and its derivative by the handicap (`logStep` = ln(1 + step/100)): each edge's term
  /// e^(−x²) with x = reach/σ changes by e^(−x²) · 2x² · ln(1 + step/100) per handicap point.
  func expected(growth: Double, logStep: Double = 0) -> (score: Double, slope: Double) {
    let spread = spreadScale * growth * distanceFactor
    var score = topScore
    var slope = 0.0
    for edge in edges {
      let reach = edge.reach / spread
      let outside = exp(-(reach * reach))
      score -= edge.drop * outside
      slope -= edge.drop * outside * 2 * reach * reach * logStep
    }
    return (arrows * score, arrows * slope)
  }
}
