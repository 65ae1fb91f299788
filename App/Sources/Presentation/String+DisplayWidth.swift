extension String {
  /// How many terminal cells the string takes: an emoji or an East Asian wide character takes
  /// two, a combining mark or an invisible format character none, anything else one. Every
  /// column a table pads is measured with this, so a `🏹Robin` keeps the columns after it in line.
  public var displayWidth: Int { reduce(0) { $0 + $1.displayWidth } }
}

extension Character {
  /// The cells this character takes on a terminal: 0, 1 or 2.
  public var displayWidth: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    // An emoji shown as a picture (by default, or asked for with U+FE0F) is two cells wide.
    if first.properties.isEmojiPresentation
      || (first.properties.isEmoji && scalars.contains("\u{FE0F}"))
    {
      return 2
    }
    switch first.properties.generalCategory {
    case .control, .format, .nonspacingMark, .enclosingMark: return 0
    default: break
    }
    return Self.isWide(first.value) ? 2 : 1
  }

  /// East Asian wide and full-width blocks (Hangul, CJK, full-width forms).
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      true
    default: false
    }
  }
}
