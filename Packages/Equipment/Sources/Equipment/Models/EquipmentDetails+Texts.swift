extension EquipmentDetails {
  /// The kind's free-text fields as (label, value), so one check covers every one of them.
  var texts: [(field: String, value: String)] {
    switch self {
    case .riser(let riser): [("material", riser.material)]
    case .limbs(let limbs): [("fitting", limbs.fitting)]
    case .arrow(let arrows): [("shaft model", arrows.shaftModel)]
    case .string(let string): [("material", string.material)]
    case .plunger(let plunger): [("tension", plunger.tension)]
    case .rest(let rest): [("rest type", rest.type)]
    case .accessory(let accessory): [("text", accessory.text)]
    case .sight, .stabilizer, .weight: []
    }
  }
}
