import Analytics
public import CoreInterfaces

/// Colour for terminal text: ANSI escapes when on, the text untouched when off. Arrows take the
/// colour of the ring they hit, as printed on the face (`ScoringSystem.ringColour(points:)` in Analytics),
/// so the terminal and the SVG plots agree on what gold is.
public struct Palette: Sendable, Equatable {
  /// What a piece of text is, which decides its colour.
  public enum Role: Sendable, Equatable {
    /// The breadcrumb: bold.
    case heading
    /// The list of keys: dim.
    case hint
    /// A one-line error: red.
    case error
    /// A confirmation: green.
    case success
  }

  /// Whether escapes are written at all.
  public var isOn: Bool

  /// A palette that colours when `isOn`.
  public init(isOn: Bool) { self.isOn = isOn }

  /// No colour: what a pipe, a file or `NO_COLOR` gets.
  public static let plain = Palette(isOn: false)

  /// `text` in the colour of `role`.
  public func paint(_ text: String, _ role: Role) -> String {
    switch role {
    case .heading: wrap(text, "1")
    case .hint: wrap(text, "2")
    case .error: wrap(text, "31")
    case .success: wrap(text, "32")
    }
  }

  /// An arrow's notation (`X`, `9`, `M`) in the colour of the ring it scored on `system`.
  public func arrow(_ value: ArrowValue, on system: ScoringSystem?) -> String {
    guard !value.isMiss else { return wrap(value.description, "2") }
    guard let system else { return value.description }
    let code =
      switch system.ringColour(points: value.points) {
      case "#f5d000": "33"  // gold
      case "#e0242b": "31"  // red
      case "#2a7fd4": "34"  // blue
      case "#202020": "90"  // black, drawn grey so it shows on a dark terminal
      default: "97"  // white
      }
    return wrap(value.description, code)
  }

  private func wrap(_ text: String, _ code: String) -> String {
    isOn && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension String {
  /// The text with every ANSI colour escape removed: what a person reads, for tests and widths.
  public var withoutColour: String {
    var result = ""
    var inEscape = false
    for character in self {
      if inEscape {
        if character == "m" { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
