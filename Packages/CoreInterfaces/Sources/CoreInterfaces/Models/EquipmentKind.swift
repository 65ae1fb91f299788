/// The ten kinds of equipment Quiver tracks.
public enum EquipmentKind: String, CaseIterable, Codable, Sendable {
  case riser, limbs, arrow, sight, stabilizer, string, plunger, rest, weight, accessory

  /// The name a person reads: "Riser", "Limbs", …
  public var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// Parses a kind from user input, ignoring case and a trailing plural "s".
  public init?(parsing text: String) {
    let word = text.trimmingWhitespace().lowercased()
    if let kind = EquipmentKind(rawValue: word) {
      self = kind
    } else if word.hasSuffix("s"), let kind = EquipmentKind(rawValue: String(word.dropLast())) {
      self = kind
    } else {
      return nil
    }
  }
}

extension String {
  func trimmingWhitespace() -> String {
    var view = Substring(self)
    while view.first?.isWhitespace == true { view.removeFirst() }
    while view.last?.isWhitespace == true { view.removeLast() }
    return String(view)
  }
}
