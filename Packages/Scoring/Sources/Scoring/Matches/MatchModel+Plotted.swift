import CoreInterfaces
import Foundation

extension MatchModel {
  /// Shoots the due shoot-off from plotted positions, `12,-3 / 40,5` (x,y in mm from the centre,
  /// +y up, one per archer a side), scored on the 122 cm face with the arrow-mm setting's shaft
  /// by the conversion `match shoot-off --plotted` uses. Refused in one line with nothing saved;
  /// cut short by Back, not a refusal.
  @discardableResult
  public func enterPlotted(_ line: String) async -> Bool {
    refusal = nil
    guard let sheet = shown.value, !saving else { return false }
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
      if let refused = MatchNotation.plottingRefusal(match.format) {
        throw PlottedLineError.format(refused)
      }
      let shaft = try await settings.wrappedValue.load().arrowDiameter
      let place = MatchPlace.shootOff(match.shootOffs.count + 1)
      _ = try await client.wrappedValue.shootOff(
        sheet.id,
        try MatchNotation.plottedShootOff(String(sides[0]), at: place, .a, arrowDiameter: shaft),
        try MatchNotation.plottedShootOff(String(sides[1]), at: place, .b, arrowDiameter: shaft))
    }
  }
}

/// A plotted shoot-off line the Match screen cannot take.
enum PlottedLineError: Error, LocalizedError {
  /// Not `x,y / x,y`.
  case shape
  /// The format's shoot-off is not plotted (the rulebook's reason).
  case format(String)

  var errorDescription: String? {
    switch self {
    case .shape:
      "Give side A's positions, a slash, then side B's: p 12,-3 / 40,5 (mm from the centre)."
    case .format(let reason): reason
    }
  }
}
