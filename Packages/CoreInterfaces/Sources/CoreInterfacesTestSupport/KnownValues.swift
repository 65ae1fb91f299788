public import CoreInterfaces

extension Length {
  /// A length a test knows is in range, without `try` at every use: `.known(70, .metres)`.
  /// Traps on a value out of range, which is a mistake in the test itself.
  public static func known(_ value: Double, _ unit: Unit) -> Length {
    do { return try Length(value, unit) } catch { fatalError("test length out of range: \(error)") }
  }
}

extension SightMark {
  /// A sight mark a test knows is in range: `.known(18, .metres, 6.8)`.
  public static func known(_ value: Double, _ unit: Length.Unit, _ mark: Double) -> SightMark {
    do {
      return try SightMark(distance: Length(value, unit), mark: mark)
    } catch { fatalError("test sight mark out of range: \(error)") }
  }
}
