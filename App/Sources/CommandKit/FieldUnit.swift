import CoreInterfaces
import Equipment

/// The unit a form field's or setting's key ends with (`draw-weight-lb` → `lb`, `arrow-mm` →
/// `mm`): `equipment show` and `settings` print it after the number, as `equipment list` does,
/// and `--json` puts it in the key (`drawWeightLb`).
public enum FieldUnit {
  /// Every unit a field can be measured in, by its symbol.
  public static let symbols = FormField.unitSymbols

  /// Fields that hold a whole count, with no unit.
  public static let counts: Set = ["count", "spine", "strands"]

  /// Fields that hold a list of arrow numbers.
  public static let numberLists: Set = ["numbers", "retired-numbers"]

  /// The unit `key` is measured in, if it is a measured field.
  public static func unit(of key: String) -> String? {
    symbols.first { key.hasSuffix("-\($0)") }
  }

  /// Fields that hold a word or a length in inches (`limb-length`: `long` or `68`).
  public static let wordOrInches: Set = ["limb-length"]

  /// The unit `text` in field `key` is in: the key's own, or inches for a number in a
  /// word-or-inches field (`68` limbs are 68 in; `long` ones have no unit).
  public static func unit(of key: String, value text: String) -> String? {
    if let unit = unit(of: key) { return unit }
    guard wordOrInches.contains(key), NumberText.decimal(text) != nil else { return nil }
    return InchUnit.symbol
  }

  /// The JSON key for `text` in field `key`: the unit added when the value has one the key does
  /// not say (`limb-length` 68 → `limbLengthIn`).
  public static func jsonKey(_ key: String, value text: String) -> String {
    guard unit(of: key) == nil, let unit = unit(of: key, value: text) else { return jsonKey(key) }
    return jsonKey("\(key)-\(unit)")
  }

  /// `draw-weight-lb` → `drawWeightLb`.
  public static func jsonKey(_ key: String) -> String {
    let words = key.split(separator: "-")
    return words.enumerated().map { index, word in
      index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
  }
}
