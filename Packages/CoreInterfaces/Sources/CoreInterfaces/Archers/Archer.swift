/// An archer using this database: their rounds, equipment and statistics are theirs.
public struct Archer: Identifiable, Hashable, Codable, Sendable {
  /// The archer's identifier.
  public var id: ArcherID
  /// Their name: trimmed, 1 to 80 characters, no control characters.
  public let name: String
  /// The bow style they usually shoot.
  public var bowStyle: BowStyle
  /// Open or female, for their classification category.
  public var gender: Gender
  /// Their Archery GB age group, for their classification category.
  public var ageGroup: AgeGroup

  /// An archer, with the name checked by ``Names/validated(_:_:)``; an archer whose category is
  /// not given is open and adult, as every archer was before profiles held one.
  public init(
    id: ArcherID = ArcherID(), name: String, bowStyle: BowStyle, gender: Gender = .open,
    ageGroup: AgeGroup = .adult
  ) throws(ValueRangeError) {
    self.id = id
    self.name = try Names.validated(name, "archer name")
    self.bowStyle = bowStyle
    self.gender = gender
    self.ageGroup = ageGroup
  }

  /// The category their classifications are drawn for.
  public var category: ClassificationCategory {
    ClassificationCategory(bowStyle: bowStyle, gender: gender, ageGroup: ageGroup)
  }

  /// Decodes through the checked initializer.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      id: try container.decode(ArcherID.self, forKey: .id),
      name: try container.decode(String.self, forKey: .name),
      bowStyle: try container.decode(BowStyle.self, forKey: .bowStyle),
      gender: try container.decodeIfPresent(Gender.self, forKey: .gender) ?? .open,
      ageGroup: try container.decodeIfPresent(AgeGroup.self, forKey: .ageGroup) ?? .adult)
  }

  /// Whether `name` is this archer's name, ignoring case and surrounding space: two archers may
  /// not share one, or `archers switch NAME` could not tell them apart.
  public func isNamed(_ name: String) -> Bool {
    Names.comparable(self.name) == Names.comparable(name)
  }
}
