/// Who a classification is for: bow style, gender and age group, as an archer's profile holds it.
public struct ClassificationCategory: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The archer's bow style.
  public var bowStyle: BowStyle
  /// Open or female.
  public var gender: Gender
  /// The age group.
  public var ageGroup: AgeGroup

  /// A category.
  public init(bowStyle: BowStyle, gender: Gender, ageGroup: AgeGroup) {
    self.bowStyle = bowStyle
    self.gender = gender
    self.ageGroup = ageGroup
  }

  /// The style the scheme classes the archer as: traditional (and flatbow) bows are barebow.
  public var classedStyle: BowStyle { bowStyle == .traditional ? .barebow : bowStyle }

  /// `recurve open adult`.
  public var description: String { "\(bowStyle.rawValue) \(gender.rawValue) \(ageGroup.rawValue)" }
}
