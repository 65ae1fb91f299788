public import Foundation

/// An identifier that names what it identifies, so a round's ID cannot be passed where an arrow
/// set's is expected. `Tag` is a phantom type; the raw value is a UUID.
public struct TypedID<Tag>: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The underlying UUID.
  public let rawValue: UUID

  /// Wraps an existing UUID.
  public init(_ rawValue: UUID) { self.rawValue = rawValue }

  /// A new random identifier.
  public init() { rawValue = UUID() }

  /// Parses a UUID string; `nil` if it is not one.
  public init?(uuidString: String) {
    guard let uuid = UUID(uuidString: uuidString) else { return nil }
    rawValue = uuid
  }

  /// The UUID string, lowercased.
  public var description: String { rawValue.uuidString.lowercased() }

  /// Decodes from a bare UUID string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(UUID.self)
  }

  /// Encodes as a bare lower-case UUID string (as every ID is printed); decoding takes either case.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

/// Phantom tags for ``TypedID``; each names one kind of stored thing.
public enum IDTag {
  /// An equipment item of any kind.
  public enum EquipmentItem {}
  /// A bow setup: a named combination of riser, limbs, sight and so on.
  public enum BowSetup {}
  /// A set of numbered arrows.
  public enum ArrowSet {}
  /// A round being shot or shot.
  public enum Round {}
  /// One end of a round.
  public enum End {}
  /// An archer profile.
  public enum Archer {}
}

/// Identifies an equipment item.
public typealias EquipmentID = TypedID<IDTag.EquipmentItem>
/// Identifies a bow setup.
public typealias BowSetupID = TypedID<IDTag.BowSetup>
/// Identifies an arrow set.
public typealias ArrowSetID = TypedID<IDTag.ArrowSet>
/// Identifies a round.
public typealias RoundID = TypedID<IDTag.Round>
/// Identifies an end.
public typealias EndID = TypedID<IDTag.End>
/// Identifies an archer profile.
public typealias ArcherID = TypedID<IDTag.Archer>
