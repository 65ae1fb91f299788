import CoreInterfaces
import Foundation

extension MatchModel {
  /// Shoots the due shoot-off from plotted positions, `12,-3 / 40,5` (x,y in mm from the centre,
  /// +y up, one per archer a side), scored on the match's face (122 cm recurve, or 80 cm 6-ring
  /// compound in a cumulative match) with the arrow-mm setting's shaft
  /// by the conversion `match shoot-off --plotted` uses. Refused in one line with nothing saved;
  /// cut short by Back, not a refusal.
  @discardableResult
  public func enterPlotted(_ line: String) async -> Bool {
    refusal = nil
    guard let sheet = known, !saving else { return false }
    let sides = line.split(separator: "/", omittingEmptySubsequences: false)
    guard sides.count == 2 else {
      refusal = UserFacingError(PlottedLineError.shape)
      return false
    }
    saving = true
    defer { saving = false }
    return await refusing {
      let match = sheet.match
      try match.checkNextShootOff()
      let shaft = try await settings.wrappedValue.load().arrowDiameter
      let place = MatchPlace.shootOff(match.shootOffs.count + 1)
      let face = MatchNotation.plottedFace(for: match.format)  // compound: 80 cm 6-ring
      saved = try await client.wrappedValue.shootOff(
        sheet.id,
        try MatchNotation.plottedShootOff(
          String(sides[0]), at: place, .a, on: face, arrowDiameter: shaft),
        try MatchNotation.plottedShootOff(
          String(sides[1]), at: place, .b, on: face, arrowDiameter: shaft))
    }
  }
}

/// A plotted shoot-off line the Match screen cannot take.
enum PlottedLineError: Error, LocalizedError {
  /// Not `x,y / x,y`.
  case shape

  var errorDescription: String? {
    switch self {
    case .shape:
      "Give side A's positions, a slash, then side B's: p 12,-3 / 40,5 (mm from the centre)."
    }
  }
}
