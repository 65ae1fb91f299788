public import CoreInterfaces

/// The archer an export file's rounds belong to, as the file carries them: their name and
/// classification category (never the source store's ID). An import matches them by name in the
/// target store, or creates them, so the rounds keep their archer, cards and classifications.
public struct ExportedArcher: Codable, Sendable, Hashable {
  /// Their name, checked as an archer's name is.
  public let name: String
  /// The bow style they usually shoot.
  public let bowStyle: BowStyle
  /// Open or female.
  public let gender: Gender
  /// Their Archery GB age group.
  public let ageGroup: AgeGroup

  /// `archer` as an export carries them.
  public init(_ archer: Archer) {
    name = archer.name
    bowStyle = archer.bowStyle
    gender = archer.gender
    ageGroup = archer.ageGroup
  }

  /// Decodes through `Archer`'s checked initializer, so a name no archer may have is refused.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try Archer(
        name: try container.decode(String.self, forKey: .name),
        bowStyle: try container.decode(BowStyle.self, forKey: .bowStyle),
        gender: try container.decodeIfPresent(Gender.self, forKey: .gender) ?? .open,
        ageGroup: try container.decodeIfPresent(AgeGroup.self, forKey: .ageGroup) ?? .adult))
  }

  /// A new archer of this name and category, for a store that has none of that name.
  public func newArcher() throws -> Archer {
    try Archer(name: name, bowStyle: bowStyle, gender: gender, ageGroup: ageGroup)
  }
}
