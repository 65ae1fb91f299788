/// An Archery GB 2023 classification, by its code: outdoor (and field) `EMB` … `A3`, indoor
/// `I-GMB` … `I-A3`, and `UC` for a score that reaches none.
public enum Classification: String, CaseIterable, Codable, Sendable {
  case elite = "EMB", grandMaster = "GMB", master = "MB"
  case bowman1 = "B1", bowman2 = "B2", bowman3 = "B3"
  case archer1 = "A1", archer2 = "A2", archer3 = "A3"
  case indoorGrandMaster = "I-GMB", indoorMaster = "I-MB"
  case indoorBowman1 = "I-B1", indoorBowman2 = "I-B2", indoorBowman3 = "I-B3"
  case indoorArcher1 = "I-A1", indoorArcher2 = "I-A2", indoorArcher3 = "I-A3"
  case unclassified = "UC"

  /// The code as scoresheets and the command line write it: `B1`, `I-MB`, `UC`.
  public var code: String { rawValue }
}
