public import CoreInterfaces

/// What archers record for each kind of equipment, with units in the types.
public enum EquipmentDetails: Hashable, Codable, Sendable {
  /// A riser: length, material, hand.
  case riser(Riser)
  /// Limbs: marked draw weight, length, fitting.
  case limbs(Limbs)
  /// A set of numbered arrows.
  case arrow(ArrowSet)
  /// A sight: its extension.
  case sight(Sight)
  /// A stabilizer: role, length, mass.
  case stabilizer(Stabilizer)
  /// A bowstring: material, strands, length.
  case string(BowString)
  /// A plunger: its tension setting.
  case plunger(Plunger)
  /// A rest: its type.
  case rest(Rest)
  /// A weight: its mass.
  case weight(Weight)
  /// Anything else, as free text.
  case accessory(Accessory)

  /// Which hand the bow is for.
  public enum Hand: String, Hashable, Codable, Sendable, CaseIterable {
    /// For a right-handed archer.
    case right
    /// For a left-handed archer.
    case left
  }

  /// A riser.
  public struct Riser: Hashable, Codable, Sendable {
    /// Length, in inches (25 is the common size).
    public var length: Inches?
    /// Aluminium, carbon, …
    public var material = ""
    /// The hand it is for.
    public var hand: Hand?
    /// Details with what is known; the rest can be filled in later.
    public init(length: Inches? = nil, material: String = "", hand: Hand? = nil) {
      self.length = length
      self.material = material
      self.hand = hand
    }
  }

  /// A limb length: a marked size or a measured length.
  public enum LimbLength: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Marked short.
    case short
    /// Marked medium.
    case medium
    /// Marked long.
    case long
    /// A measured length.
    case inches(Inches)
    /// `medium`, `68 in`.
    public var description: String {
      switch self {
      case .short: "short"
      case .medium: "medium"
      case .long: "long"
      case .inches(let length): length.description
      }
    }
  }

  /// A pair of limbs.
  public struct Limbs: Hashable, Codable, Sendable {
    /// The draw weight marked on the limbs, in pounds.
    public var drawWeight: Pounds?
    /// Short, medium, long, or a measured length.
    public var length: LimbLength?
    /// ILF, Formula, …
    public var fitting = ""
    /// Details with what is known; the rest can be filled in later.
    public init(drawWeight: Pounds? = nil, length: LimbLength? = nil, fitting: String = "") {
      self.drawWeight = drawWeight
      self.length = length
      self.fitting = fitting
    }
  }

  /// A set of numbered arrows; an arrow can be retired alone.
  public struct ArrowSet: Hashable, Codable, Sendable {
    /// The shaft, e.g. "X10".
    public var shaftModel = ""
    /// Stiffness, e.g. 500.
    public var spine: Int?
    /// Cut length, in inches.
    public var cutLength: Inches?
    /// Point weight, in grains.
    public var pointWeight: Grains?
    /// Whole arrow weight, in grains.
    public var totalWeight: Grains?
    /// Shaft diameter, in millimetres (what the line rule uses).
    public var shaftDiameter: Millimetres?
    /// How many arrows the set has.
    public var count: Int
    /// The numbers on the shafts; empty means 1 to `count`.
    public var numbers: [Int] = []
    /// Numbers no longer shot (lost, bent).
    public var retiredNumbers: [Int] = []
    /// Details with what is known; the rest can be filled in later.
    public init(
      shaftModel: String = "", spine: Int? = nil, cutLength: Inches? = nil,
      pointWeight: Grains? = nil, totalWeight: Grains? = nil, shaftDiameter: Millimetres? = nil,
      count: Int, numbers: [Int] = [], retiredNumbers: [Int] = []
    ) {
      self.shaftModel = shaftModel
      self.spine = spine
      self.cutLength = cutLength
      self.pointWeight = pointWeight
      self.totalWeight = totalWeight
      self.shaftDiameter = shaftDiameter
      self.count = count
      self.numbers = numbers
      self.retiredNumbers = retiredNumbers
    }
    /// Every arrow's number.
    public var allNumbers: [Int] {
      numbers.isEmpty ? Array(1...min(max(count, 1), Bounded.arrowsInSet.upperBound)) : numbers
    }
    /// The numbers still shot.
    public var activeNumbers: [Int] { allNumbers.filter { !retiredNumbers.contains($0) } }
  }

  /// A sight.
  public struct Sight: Hashable, Codable, Sendable {
    /// How far the sight extends, in inches.
    public var extensionLength: Inches?
    /// Details with what is known; the rest can be filled in later.
    public init(extensionLength: Inches? = nil) { self.extensionLength = extensionLength }
  }

  /// What a stabilizer does on the bow.
  public enum StabilizerRole: String, Hashable, Codable, Sendable, CaseIterable {
    /// The front rod.
    case longRod = "long rod"
    /// A rear rod.
    case sideRod = "side rod"
    /// An extender.
    case extender
    /// A V-bar.
    case vBar = "v-bar"
  }

  /// A stabilizer.
  public struct Stabilizer: Hashable, Codable, Sendable {
    /// Long rod, side rod, extender, V-bar.
    public var role: StabilizerRole?
    /// Length, in inches.
    public var length: Inches?
    /// Mass, in grams.
    public var mass: Grams?
    /// Details with what is known; the rest can be filled in later.
    public init(role: StabilizerRole? = nil, length: Inches? = nil, mass: Grams? = nil) {
      self.role = role
      self.length = length
      self.mass = mass
    }
  }

  /// A bowstring.
  public struct BowString: Hashable, Codable, Sendable {
    /// Dacron, Fast Flight, …
    public var material = ""
    /// How many strands.
    public var strands: Int?
    /// Length, in inches.
    public var length: Inches?
    /// Details with what is known; the rest can be filled in later.
    public init(material: String = "", strands: Int? = nil, length: Inches? = nil) {
      self.material = material
      self.strands = strands
      self.length = length
    }
  }

  /// A plunger.
  public struct Plunger: Hashable, Codable, Sendable {
    /// The tension setting, as the plunger marks it.
    public var tension = ""
    /// Details with what is known; the rest can be filled in later.
    public init(tension: String = "") { self.tension = tension }
  }

  /// An arrow rest.
  public struct Rest: Hashable, Codable, Sendable {
    /// Stick-on, magnetic, blade, …
    public var type = ""
    /// Details with what is known; the rest can be filled in later.
    public init(type: String = "") { self.type = type }
  }

  /// A weight.
  public struct Weight: Hashable, Codable, Sendable {
    /// Mass, in grams.
    public var mass: Grams?
    /// Details with what is known; the rest can be filled in later.
    public init(mass: Grams? = nil) { self.mass = mass }
  }

  /// Anything else: a tab, a finger sling, a bow stand.
  public struct Accessory: Hashable, Codable, Sendable {
    /// What it is.
    public var text = ""
    /// Details with what is known; the rest can be filled in later.
    public init(text: String = "") { self.text = text }
  }

  /// Details of `kind` with nothing filled in (an arrow set of one arrow).
  public static func empty(_ kind: EquipmentKind) -> EquipmentDetails {
    switch kind {
    case .riser: .riser(Riser())
    case .limbs: .limbs(Limbs())
    case .arrow: .arrow(ArrowSet(count: 1))
    case .sight: .sight(Sight())
    case .stabilizer: .stabilizer(Stabilizer())
    case .string: .string(BowString())
    case .plunger: .plunger(Plunger())
    case .rest: .rest(Rest())
    case .weight: .weight(Weight())
    case .accessory: .accessory(Accessory())
    }
  }

  /// The kind these details describe.
  public var kind: EquipmentKind {
    switch self {
    case .riser: .riser
    case .limbs: .limbs
    case .arrow: .arrow
    case .sight: .sight
    case .stabilizer: .stabilizer
    case .string: .string
    case .plunger: .plunger
    case .rest: .rest
    case .weight: .weight
    case .accessory: .accessory
    }
  }
}
