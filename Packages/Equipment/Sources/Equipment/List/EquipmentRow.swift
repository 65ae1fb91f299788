public import CoreInterfaces

/// Any kind of item as one list row: a title, a subtitle and a line of its kind's details.
public struct EquipmentRow: Identifiable, Hashable, Sendable {
  /// The item.
  public var id: EquipmentID
  /// Its name.
  public var title: String
  /// Brand and model.
  public var subtitle: String
  /// The details that matter for its kind, e.g. `38 lb, medium, Formula`.
  public var detail: String
  /// Whether it is retired.
  public var retired: Bool

  /// The row of `item`.
  public init(_ item: EquipmentItem) {
    id = item.id
    title = item.name
    subtitle = [item.brand, item.model].filter { !$0.isEmpty }.joined(separator: " ")
    retired = item.retired
    detail = Self.detail(item.details)
  }

  static func detail(_ details: EquipmentDetails) -> String {
    func join(_ parts: [String?]) -> String {
      parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
    switch details {
    case .riser(let riser):
      return join([
        riser.length?.description, riser.material, riser.hand.map { "\($0.rawValue)-handed" },
      ])
    case .limbs(let limbs):
      return join([limbs.drawWeight?.description, limbs.length?.description, limbs.fitting])
    case .arrow(let arrows):
      let retired = arrows.retiredNumbers.isEmpty ? "" : " (\(arrows.retiredNumbers.count) retired)"
      return join([
        arrows.shaftModel, arrows.spine.map { "spine \($0)" }, arrows.cutLength?.description,
        arrows.pointWeight.map { "\($0) point" },
        "\(arrows.count) arrow\(arrows.count == 1 ? "" : "s")\(retired)",
      ])
    case .sight(let sight): return join([sight.extensionLength.map { "extension \($0)" }])
    case .stabilizer(let stabilizer):
      return join([
        stabilizer.role?.rawValue, stabilizer.length?.description, stabilizer.mass?.description,
      ])
    case .string(let string):
      return join([
        string.material, string.strands.map { "\($0) strands" }, string.length?.description,
      ])
    case .plunger(let plunger):
      return join([plunger.tension.isEmpty ? nil : "tension \(plunger.tension)"])
    case .rest(let rest): return rest.type
    case .weight(let weight): return join([weight.mass?.description])
    case .accessory(let accessory): return accessory.text
    }
  }
}
