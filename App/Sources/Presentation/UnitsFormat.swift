public import CoreInterfaces
import Foundation

/// Lengths in the archer's units (`AppSettings.Units`). A round's distance keeps the unit its
/// rules give it (a Portsmouth is shot at 20 yd) with the other system's figure beside it when
/// they differ; small measures (group spread, offsets) are millimetres or inches.
public struct UnitsFormat: Sendable, Equatable {
  /// The archer's units.
  public var units: AppSettings.Units

  /// Formats in `units`.
  public init(_ units: AppSettings.Units) { self.units = units }

  /// Metric: the default.
  public static let metric = UnitsFormat(.metric)

  /// `20 yd (18.3 m)` in metric, `18 m (19.7 yd)` in imperial, `70 m` when the units agree.
  public func distance(_ length: Length) -> String {
    switch (units, length.unit) {
    case (.metric, .yards): "\(length) (\(String(format: "%.1f", length.metres)) m)"
    case (.imperial, .metres):
      "\(length) (\(String(format: "%.1f", length.metres / Length.Unit.yards.metres)) yd)"
    default: length.description
    }
  }

  /// A small measure given in metres: `12.3 mm`, or `0.48 in`.
  public func small(_ metres: Double) -> String {
    switch units {
    case .metric: String(format: "%.1f mm", metres * 1_000)
    case .imperial: String(format: "%.2f in", metres / Length.Unit.inches.metres)
    }
  }

  /// The unit small measures are written in: `mm` or `in`.
  public var smallUnit: String { units == .metric ? "mm" : "in" }

  /// A small measure typed in ``smallUnit``, in metres.
  public func metres(small value: Double) -> Double {
    units == .metric ? value / 1_000 : value * Length.Unit.inches.metres
  }
}
