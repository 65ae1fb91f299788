/// A change to an archer's profile: only the fields given change, applied by the store to the
/// archer as stored when it writes, so two people editing different fields at once both keep
/// their change (a whole `Archer` read earlier would write back the other's old values).
public struct ArcherChange: Sendable, Hashable {
  /// The new bow style, if it changes.
  public var bowStyle: BowStyle?
  /// The new gender, if it changes.
  public var gender: Gender?
  /// The new age group, if it changes.
  public var ageGroup: AgeGroup?

  /// A change of the fields given.
  public init(bowStyle: BowStyle? = nil, gender: Gender? = nil, ageGroup: AgeGroup? = nil) {
    self.bowStyle = bowStyle
    self.gender = gender
    self.ageGroup = ageGroup
  }

  /// Whether it changes nothing.
  public var isEmpty: Bool { bowStyle == nil && gender == nil && ageGroup == nil }

  /// `archer` with the change made; the name and ID stay.
  public func applied(to archer: Archer) -> Archer {
    var changed = archer
    changed.bowStyle = bowStyle ?? archer.bowStyle
    changed.gender = gender ?? archer.gender
    changed.ageGroup = ageGroup ?? archer.ageGroup
    return changed
  }
}
