/// Numbers as text without a conversion that can trap: `70`, `5.5`, `1e+19`, `nan`. Every render
/// path formats through here, so a damaged or extreme stored value prints instead of crashing.
public enum NumberText {
  /// A whole number without a decimal point when it is one (and fits an `Int`), else Swift's
  /// shortest round-tripping form.
  public static func plain(_ value: Double) -> String {
    if value.isFinite, value.rounded() == value, let whole = Int(exactly: value) {
      return String(whole)
    }
    return String(value)
  }

  /// `value` rounded to `decimals` places (0…6), as `5.20`; non-finite or huge values as `plain`.
  public static func fixed(_ value: Double, decimals: Int) -> String {
    let places = min(max(decimals, 0), 6)
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard scaled.isFinite, let units = Int(exactly: scaled), abs(units) < 1 << 53 else {
      return plain(value)
    }
    let magnitude = String(abs(units))
    let padded = String(repeating: "0", count: max(0, places + 1 - magnitude.count)) + magnitude
    let sign = units < 0 ? "-" : ""
    guard places > 0 else { return sign + padded }
    return sign + padded.dropLast(places) + "." + padded.suffix(places)
  }

  /// The nearest `Int` to `value`, clamped to `range`; `nil` when `value` is not finite. For
  /// turning measured doubles into grid cells or pixel positions.
  public static func clampedInt(_ value: Double, to range: ClosedRange<Int>) -> Int? {
    guard value.isFinite else { return nil }
    let rounded = value.rounded()
    if rounded <= Double(range.lowerBound) { return range.lowerBound }
    if rounded >= Double(range.upperBound) { return range.upperBound }
    return Int(rounded)  // finite and strictly inside an Int range: cannot trap
  }

  /// A number as people write one — `38`, `-12.5`, `.5`, `1e3` — and nothing else: no hex
  /// (`0x10`, which Swift's `Double(_:)` reads as 16), no `nan` or `inf`, no spaces. Every place
  /// that reads a number a person typed reads it here, so they all take the same forms.
  public static func decimal(_ text: some StringProtocol) -> Double? {
    var scalars = Substring(text).unicodeScalars[...]
    if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
    let digits = scalars.prefix { ("0"..."9").contains($0) }
    scalars = scalars.dropFirst(digits.count)
    var fraction = Substring.UnicodeScalarView.SubSequence()
    if scalars.first == "." {
      fraction = scalars.dropFirst().prefix { ("0"..."9").contains($0) }
      scalars = scalars.dropFirst(1 + fraction.count)
    }
    guard !digits.isEmpty || !fraction.isEmpty else { return nil }
    if let e = scalars.first, e == "e" || e == "E" {
      var exponent = scalars.dropFirst()
      if let sign = exponent.first, sign == "+" || sign == "-" { exponent = exponent.dropFirst() }
      let power = exponent.prefix { ("0"..."9").contains($0) }
      guard !power.isEmpty else { return nil }
      scalars = exponent.dropFirst(power.count)
    }
    guard scalars.isEmpty else { return nil }
    return Double(String(text))
  }
}
