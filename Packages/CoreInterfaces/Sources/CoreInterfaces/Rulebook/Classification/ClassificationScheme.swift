/// Which Archery GB 2023 classification scheme a round belongs to, with its classes and its
/// per-bow-style parameters (GLOSSARY "Classifications").
public enum ClassificationScheme: String, CaseIterable, Codable, Sendable {
  case outdoor, indoor, field

  /// A bow style's parameters in one scheme: the MB (or I-MB) handicap of an open adult, the step
  /// between classes, and the gender and age steps of the category offset.
  public struct Parameters: Sendable, Hashable {
    /// The handicap of the MB class (indoor: I-MB) for an open adult.
    public let datum: Double
    /// Handicap points between neighbouring classes.
    public let classStep: Double
    /// What being in the female category adds.
    public let genderStep: Double
    /// What each step of the age index adds.
    public let ageStep: Double
  }

  /// The scheme of a catalogue round, by codename; `nil` for any other round (custom, practice).
  public static func of(codename: String) -> ClassificationScheme? {
    switch codename {
    case "wa18", "wa18_compound", "wa25", "vegas", "portsmouth", "worcester", "bray_i": .indoor
    case "wa_field_24_red_marked": .field
    case "wa1440_90", "wa1440_70", "wa1440_60", "wa720_70", "wa720_60", "wa720_50_b",
      "wa720_50_c", "york", "hereford", "st_george", "windsor", "western", "national":
      .outdoor
    default: nil
    }
  }

  /// The classes, best first.
  public var classes: [Classification] {
    switch self {
    case .outdoor, .field:
      [.elite, .grandMaster, .master, .bowman1, .bowman2, .bowman3, .archer1, .archer2, .archer3]
    case .indoor:
      [
        .indoorGrandMaster, .indoorMaster, .indoorBowman1, .indoorBowman2, .indoorBowman3,
        .indoorArcher1, .indoorArcher2, .indoorArcher3,
      ]
    }
  }

  /// The index of the class whose handicap is the datum: MB outdoors and in the field, I-MB
  /// indoors.
  var masterIndex: Int { self == .indoor ? 1 : 2 }

  /// `style`'s parameters (traditional is classed as barebow).
  public func parameters(for style: BowStyle) -> Parameters {
    let table: (Double, Double, Double, Double)
    switch (self, style) {
    case (.outdoor, .compound): table = (15, 6, 4, 6)
    case (.outdoor, .recurve): table = (30, 7, 5, 6.5)
    case (.outdoor, .barebow), (.outdoor, .traditional): table = (47, 5.5, 5.5, 5.5)
    case (.outdoor, .longbow): table = (65, 6, 7, 6)
    case (.indoor, .compound): table = (11, 8, 4, 6)
    case (.indoor, .recurve): table = (28, 7.5, 5, 6.5)
    case (.indoor, .barebow), (.indoor, .traditional): table = (42, 6, 5.5, 5.5)
    case (.indoor, .longbow): table = (61, 6.5, 7, 6)
    case (.field, .compound): table = (18, 7.5, 4, 6)
    case (.field, .recurve): table = (34, 8, 5, 5.5)
    case (.field, .barebow), (.field, .traditional): table = (49, 6.5, 5.5, 4)
    case (.field, .longbow): table = (68, 5.5, 10, 5.5)
    }
    return Parameters(
      datum: table.0, classStep: table.1, genderStep: table.2, ageStep: table.3)
  }

  /// The category offset Δ added to every class handicap. Open: n·a. Female adult, 50+, u21, u18
  /// and u16: g + n·a, except female u16 where a < g, which is 4·a. Female u15, u14, u12: n·a.
  /// The field has no u21 group: a u21 archer is classed as adult there.
  public func offset(for category: ClassificationCategory) -> Double {
    let parameters = parameters(for: category.classedStyle)
    let group = self == .field && category.ageGroup == .u21 ? .adult : category.ageGroup
    let ageSteps = Double(group.ageIndex) * parameters.ageStep
    guard category.gender == .female, group.ageIndex <= 3 else { return ageSteps }
    if group == .u16, parameters.ageStep < parameters.genderStep { return 4 * parameters.ageStep }
    return parameters.genderStep + ageSteps
  }
}
