import CoreInterfaces
import Foundation

/// Sample equipment for previews and demos: one indoor recurve setup and one compound setup.
/// IDs are fixed so demo output is the same on every run.
public enum EquipmentSamples {
  /// A recurve riser.
  public static let riser = EquipmentItem(
    id: fixedID(1), kind: .riser, name: "Hoyt Formula Xi", specifications: ["length": "25 in"])
  /// Recurve limbs.
  public static let limbs = EquipmentItem(
    id: fixedID(2), kind: .limbs, name: "Uukha VX1000", specifications: ["poundage": "38 lb"])
  /// Arrows.
  public static let arrows = EquipmentItem(
    id: fixedID(3), kind: .arrow, name: "Easton X10 470", specifications: ["spine": "470"])
  /// A sight.
  public static let sight = EquipmentItem(id: fixedID(4), kind: .sight, name: "Shibuya Ultima")
  /// A compound bow's riser.
  public static let compoundRiser = EquipmentItem(
    id: fixedID(5), kind: .riser, name: "Mathews TRX 38")

  /// Every sample item.
  public static let items = [riser, limbs, arrows, sight, compoundRiser]

  /// The indoor recurve setup.
  public static let recurveSetup = BowSetup(
    id: BowSetupID(fixedUUID(101)), name: "Indoor recurve", bowStyle: .recurve,
    components: [.riser: riser.id, .limbs: limbs.id, .arrow: arrows.id, .sight: sight.id],
    drawWeightPounds: 39.5)
  /// The compound setup.
  public static let compoundSetup = BowSetup(
    id: BowSetupID(fixedUUID(102)), name: "Outdoor compound", bowStyle: .compound,
    components: [.riser: compoundRiser.id], drawWeightPounds: 55)

  /// Every sample setup.
  public static let setups = [recurveSetup, compoundSetup]

  private static func fixedID(_ number: Int) -> EquipmentID { EquipmentID(fixedUUID(number)) }

  private static func fixedUUID(_ number: Int) -> UUID {
    let digits = String(number)
    let padded = String(repeating: "0", count: 12 - digits.count) + digits
    // NB: always a valid UUID string (8-4-4-4-12 hex digits), so the fallback never runs.
    return UUID(uuidString: "00000000-0000-4000-8000-\(padded)") ?? UUID()
  }
}
