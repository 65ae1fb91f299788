import CoreInterfaces
import Foundation

/// The words an import's refusal uses for what the decoder found: kinds of JSON value, the
/// values a field accepts, and one short line however long or odd the file's text is.
enum ImportText {
  /// `a number`, `text`, `a list` for the type a decoder expected.
  static func kind(of type: Any.Type) -> String {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(String.self): "text"
    case ObjectIdentifier(Bool.self): "true or false"
    case ObjectIdentifier([Any].self): "a list"
    case ObjectIdentifier([String: Any].self): "an object"
    case ObjectIdentifier(UUID.self): "an ID"
    default: type is any Numeric.Type ? "a number" : "another kind of value"
    }
  }

  /// What a file's top level holds, from its first character: `a JSON list`.
  static func topLevel(of data: Data) -> String {
    let first = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    switch first.map(Unicode.Scalar.init).map(Character.init) {
    case "[": return "a JSON list"
    case "\"": return "a JSON string"
    case "t", "f": return "true or false"
    case "n": return "null"
    default: return "a number"
    }
  }

  /// Why a value the decoder called corrupted is refused, from the field it is in.
  static func invalidValue(_ context: DecodingError.Context) -> String {
    let keys = context.codingPath.map(\.stringValue)
    switch keys.last {
    case "definition":  // RoundDefinition's own check: its words are Quiver's
      return shortened(context.debugDescription)
    case "id" where keys.count == 3:
      return "not a round ID; use a UUID such as 3a064f12-3cbd-4e33-8710-80b7a0c4c9f0"
    case "status": return "not a round status; use \(list(RoundStatus.allCases.map(\.rawValue)))"
    case "bowStyle": return "not a bow style; use \(list(BowStyle.allCases.map(\.rawValue)))"
    case "system":
      return "not a scoring system; use \(list(ScoringSystem.allCases.map(\.rawValue)))"
    case "unit":
      let units = ["m", "cm", "yd", "in"].filter { Length.Unit(rawValue: $0) != nil }
      return "not a unit; use \(list(units))"
    default: return "this value is not valid here"
    }
  }

  /// A refusal thrown inside a decoder that is not a `DecodingError`: Quiver's own words for a
  /// value out of range; anything else only as "not valid".
  static func oneLine(_ error: any Error) -> String {
    guard let error = error as? ValueRangeError, let text = error.errorDescription else {
      return "this value is not valid here"
    }
    return shortened(text.hasSuffix(".") ? String(text.dropLast()) : text)
  }

  /// At most 200 characters with control characters shown as `?`; a longer text keeps its
  /// start and its end (where the reason is) around an ellipsis.
  static func shortened(_ text: String) -> String {
    let visible = String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    guard visible.count > 200 else { return visible }
    return visible.prefix(60) + "…" + visible.suffix(139)
  }

  private static func list(_ values: [String]) -> String { values.joined(separator: ", ") }
}
