public import CoreInterfaces

/// A named bow: the equipment items shot together, one per kind at most.
public struct BowSetup: Identifiable, Hashable, Codable, Sendable {
  /// The setup's identifier.
  public var id: BowSetupID
  /// The archer's name for it, e.g. "Outdoor recurve".
  public var name: String
  /// The bow style, which decides compound inner-10 scoring.
  public var bowStyle: BowStyle
  /// The item chosen for each kind.
  public var components: [EquipmentKind: EquipmentID]
  /// Draw weight on the fingers, in pounds, if measured.
  public var drawWeightPounds: Double?

  /// Creates a setup.
  public init(
    id: BowSetupID = BowSetupID(), name: String, bowStyle: BowStyle,
    components: [EquipmentKind: EquipmentID] = [:], drawWeightPounds: Double? = nil
  ) {
    self.id = id
    self.name = name
    self.bowStyle = bowStyle
    self.components = components
    self.drawWeightPounds = drawWeightPounds
  }

  /// What pickers and other packages see of this setup.
  public var summary: BowSetupSummary {
    BowSetupSummary(id: id, name: name, bowStyle: bowStyle, drawWeightPounds: drawWeightPounds)
  }
}
