/// An archer using this database: their rounds, equipment and statistics are theirs.
public struct Archer: Identifiable, Hashable, Codable, Sendable {
  /// The archer's identifier.
  public var id: ArcherID
  /// Their name.
  public var name: String
  /// The bow style they usually shoot.
  public var bowStyle: BowStyle

  /// An archer.
  public init(id: ArcherID = ArcherID(), name: String, bowStyle: BowStyle) {
    self.id = id
    self.name = name
    self.bowStyle = bowStyle
  }
}
