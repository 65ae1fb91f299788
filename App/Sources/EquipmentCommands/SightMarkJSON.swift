import CommandKit
import CoreInterfaces

/// One sight mark: the distance in metres, the reading, whether it was estimated (and, only when
/// so, `extrapolated` beyond every mark), and its windage and note when recorded.
struct SightMarkJSON: Encodable {
  let distanceM: Double
  let mark: Double
  let estimated: Bool
  let extrapolated: Bool?
  let windage: Double?
  let note: String?

  init(distance: Length, mark: Double, estimated: Bool = false, extrapolated: Bool = false) {
    distanceM = distance.metres.rounded(toPlaces: 3)
    self.mark = mark
    self.estimated = estimated
    self.extrapolated = extrapolated ? true : nil
    windage = nil
    note = nil
  }

  init(_ recorded: SightMark) {
    distanceM = recorded.distance.metres.rounded(toPlaces: 3)
    mark = recorded.mark
    estimated = false
    extrapolated = nil
    windage = recorded.windage
    note = recorded.note
  }
}
