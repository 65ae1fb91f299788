import Equipment

/// The unit a form field's or setting's key ends with (`draw-weight-lb` → `lb`, `arrow-mm` →
/// `mm`): `equipment show` and `settings` print it after the number, as `equipment list` does,
/// and `--json` puts it in the key (`drawWeightLb`).
enum FieldUnit {
  /// Every unit a field can be measured in, by its symbol.
  static let symbols = FormField.unitSymbols

  /// Fields that hold a whole count, with no unit.
  static let counts: Set = ["count", "spine", "strands"]

  /// Fields that hold a list of arrow numbers.
  static let numberLists: Set = ["numbers", "retired-numbers"]

  /// The unit `key` is measured in, if it is a measured field.
  static func unit(of key: String) -> String? {
    symbols.first { key.hasSuffix("-\($0)") }
  }

  /// `draw-weight-lb` → `drawWeightLb`.
  static func jsonKey(_ key: String) -> String {
    let words = key.split(separator: "-")
    return words.enumerated().map { index, word in
      index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
  }
}
