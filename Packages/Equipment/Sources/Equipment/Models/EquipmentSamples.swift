import CoreInterfaces
import Foundation

/// Sample equipment for previews and demos: one indoor recurve setup and one compound setup.
/// IDs are fixed so demo output is the same on every run.
public enum EquipmentSamples {
  /// A recurve riser.
  public static let riser = EquipmentItem(
    id: fixedID(1), name: "Hoyt Formula Xi", brand: "Hoyt", model: "Formula Xi",
    details: .riser(.init(length: Inches(known: 25), material: "aluminium", hand: .right)))
  /// Recurve limbs.
  public static let limbs = EquipmentItem(
    id: fixedID(2), name: "Uukha VX1000", brand: "Uukha", model: "VX1000",
    details: .limbs(.init(drawWeight: Pounds(known: 38), length: .medium, fitting: "Formula")))
  /// Arrows, twelve numbered, one retired.
  public static let arrows = EquipmentItem(
    id: fixedID(3), name: "Easton X10 470", brand: "Easton", model: "X10",
    details: .arrow(
      .init(
        shaftModel: "X10", spine: 470, cutLength: Inches(known: 28.5),
        pointWeight: Grains(known: 110),
        totalWeight: Grains(known: 285), shaftDiameter: Millimetres(known: 5.5), count: 12,
        retiredNumbers: [7])))
  /// A sight.
  public static let sight = EquipmentItem(
    id: fixedID(4), name: "Shibuya Ultima", brand: "Shibuya",
    details: .sight(.init(extensionLength: Inches(known: 9))))
  /// A compound bow's riser.
  public static let compoundRiser = EquipmentItem(
    id: fixedID(5), name: "Mathews TRX 38", brand: "Mathews",
    details: .riser(.init(length: Inches(known: 38), hand: .right)))
  /// A long rod.
  public static let longRod = EquipmentItem(
    id: fixedID(6), name: "Doinker Platinum 30", brand: "Doinker",
    details: .stabilizer(.init(role: .longRod, length: Inches(known: 30), mass: Grams(known: 180))))
  /// A side rod (setups may hold several stabilizers).
  public static let sideRod = EquipmentItem(
    id: fixedID(7), name: "Doinker Platinum 12", brand: "Doinker",
    details: .stabilizer(.init(role: .sideRod, length: Inches(known: 12), mass: Grams(known: 90))))

  /// Every sample item.
  public static let items = [riser, limbs, arrows, sight, compoundRiser, longRod, sideRod]

  /// The indoor recurve setup, with sight marks.
  public static let recurveSetup = BowSetup(
    id: BowSetupID(fixedUUID(101)), name: "Indoor recurve", bowStyle: .recurve,
    parts: [
      .init(kind: .riser, item: riser.id), .init(kind: .limbs, item: limbs.id),
      .init(kind: .arrow, item: arrows.id), .init(kind: .sight, item: sight.id),
      .init(kind: .stabilizer, item: longRod.id), .init(kind: .stabilizer, item: sideRod.id),
    ],
    drawWeight: Pounds(known: 39.5),
    sightMarks: [(18, 6.8), (30, 5.9), (50, 4.2), (70, 2.4)].compactMap { metres, mark in
      // In range by construction; EquipmentSamplesTests checks all four are here.
      try? SightMark(distance: Length(metres, .metres), mark: mark)
    })
  /// The compound setup.
  public static let compoundSetup = BowSetup(
    id: BowSetupID(fixedUUID(102)), name: "Outdoor compound", bowStyle: .compound,
    parts: [.init(kind: .riser, item: compoundRiser.id)], drawWeight: Pounds(known: 55))

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
