public import CoreInterfaces
import Foundation

/// A named bow: the items shot together, its style, draw weight and sight marks. Editing a setup
/// makes a new version; a round records the version it was shot with, so history never changes.
public struct BowSetup: Identifiable, Hashable, Codable, Sendable {
  /// One item on the setup.
  public struct Part: Hashable, Codable, Sendable {
    /// The item's kind (which the bow style rules check).
    public var kind: EquipmentKind
    /// The item.
    public var item: EquipmentID

    /// A part.
    public init(kind: EquipmentKind, item: EquipmentID) {
      self.kind = kind
      self.item = item
    }
  }

  /// The setup's identifier, the same for every version.
  public var id: BowSetupID
  /// Which version this is, from 1.
  public var version: Int
  /// The archer's name for it, e.g. "Outdoor recurve".
  public var name: String
  /// The bow style, which decides the kinds it takes and compound inner-10 scoring.
  public var bowStyle: BowStyle
  /// The items, in the order added (several stabilizers and weights are fine).
  public var parts: [Part]
  /// Draw weight on the fingers, if measured.
  public var drawWeight: Pounds?
  /// Sight marks per distance.
  public var sightMarks: [SightMark]

  /// Creates a setup.
  public init(
    id: BowSetupID = BowSetupID(), version: Int = 1, name: String, bowStyle: BowStyle,
    parts: [Part] = [], drawWeight: Pounds? = nil, sightMarks: [SightMark] = []
  ) {
    self.id = id
    self.version = version
    self.name = name
    self.bowStyle = bowStyle
    self.parts = parts
    self.drawWeight = drawWeight
    self.sightMarks = sightMarks
  }

  /// The item of `kind`, for kinds a setup holds one of.
  public func item(of kind: EquipmentKind) -> EquipmentID? {
    parts.first { $0.kind == kind }?.item
  }

  /// What pickers and other packages see of this setup.
  public var summary: BowSetupSummary {
    BowSetupSummary(
      id: id, name: name, bowStyle: bowStyle, drawWeightPounds: drawWeight?.value,
      version: version, sightMarks: sightMarks)
  }

  /// The setup checked: a name, parts the style takes, one of each kind that allows only one,
  /// no negative distance or two marks for one distance.
  public func validated() throws(EquipmentError) -> BowSetup {
    var copy = self
    do { copy.name = try Names.validated(name, "name") } catch {
      let empty = name.allSatisfy(\.isWhitespace)
      throw .invalid(field: "name", problem: empty ? "a name is required" : "use \(error.accepted)")
    }
    for part in parts {
      guard bowStyle.takes(part.kind) else { throw .partNotAllowed(part.kind, style: bowStyle) }
      if !EquipmentKind.severalAllowed.contains(part.kind),
        parts.count(where: { $0.kind == part.kind }) > 1
      {
        throw .onePartOnly(part.kind)
      }
    }
    var distances = Set<Int>()
    for mark in sightMarks {
      guard mark.distance.value > 0 else {
        throw .invalid(field: "sight marks", problem: "a distance must be longer than zero")
      }
      guard distances.insert(Int((mark.distance.metres * 100).rounded())).inserted else {
        throw .invalid(field: "sight marks", problem: "\(mark.distance) has two marks")
      }
    }
    copy.sightMarks.sort { $0.distance.metres < $1.distance.metres }
    return copy
  }

  /// What changed from `earlier` to this version, one line each, naming items by `names`.
  public func changes(since earlier: BowSetup, names: [EquipmentID: String] = [:]) -> [String] {
    func label(_ item: EquipmentID) -> String { names[item].map { "\"\($0)\"" } ?? "\(item)" }
    var lines: [String] = []
    if name != earlier.name { lines.append("name: \(earlier.name) → \(name)") }
    if bowStyle != earlier.bowStyle {
      lines.append("bow style: \(earlier.bowStyle.rawValue) → \(bowStyle.rawValue)")
    }
    if drawWeight != earlier.drawWeight {
      lines.append(
        "draw weight: \(earlier.drawWeight?.description ?? "none") → \(drawWeight?.description ?? "none")"
      )
    }
    for part in earlier.parts where !parts.contains(part) {
      lines.append("removed \(part.kind.rawValue) \(label(part.item))")
    }
    for part in parts where !earlier.parts.contains(part) {
      lines.append("added \(part.kind.rawValue) \(label(part.item))")
    }
    let before = Dictionary(earlier.sightMarks.map { ($0.distance.description, $0.mark) }) { $1 }
    let after = Dictionary(sightMarks.map { ($0.distance.description, $0.mark) }) { $1 }
    for (distance, mark) in after.sorted(by: { $0.key < $1.key }) where before[distance] != mark {
      lines.append(
        "sight mark at \(distance): \(before[distance].map { SightMarkReading.recorded($0).description } ?? "none") → \(SightMarkReading.recorded(mark))"
      )
    }
    for distance in before.keys.sorted() where after[distance] == nil {
      lines.append("sight mark at \(distance) removed")
    }
    return lines
  }
}

extension BowStyle {
  /// Whether a bow of this style takes parts of `kind`: a barebow takes no sight and no
  /// stabilizer; a longbow or traditional bow only a riser or limbs, arrows, a string, a rest and
  /// accessories.
  public func takes(_ kind: EquipmentKind) -> Bool {
    switch self {
    case .recurve, .compound: true
    case .barebow: kind != .sight && kind != .stabilizer
    case .longbow, .traditional:
      [.riser, .limbs, .arrow, .string, .rest, .accessory].contains(kind)
    }
  }
}

extension EquipmentKind {
  /// Kinds a setup may hold several of.
  public static let severalAllowed: Set<EquipmentKind> = [.stabilizer, .weight, .accessory]
}
