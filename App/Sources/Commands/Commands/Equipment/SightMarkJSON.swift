import CoreInterfaces

/// One sight mark: the distance in metres, the reading, and whether it was estimated between
/// recorded neighbours.
struct SightMarkJSON: Encodable {
  let distanceM: Double
  let mark: Double
  let estimated: Bool

  init(distance: Length, mark: Double, estimated: Bool = false) {
    distanceM = distance.metres.rounded(toPlaces: 3)
    self.mark = mark
    self.estimated = estimated
  }
}
