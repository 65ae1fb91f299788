import Foundation

/// A small SVG writer: elements with escaped attributes and text, nothing more.
struct SVG {
  private(set) var body: [String] = []
  let width: Double
  let height: Double
  let viewBox: String

  /// Adds `<name attributes…/>`.
  mutating func element(_ name: String, _ attributes: [(String, String)], text: String? = nil) {
    let rendered = attributes.map { " \($0.0)=\"\(Self.escape($0.1))\"" }.joined()
    if let text {
      body.append("<\(name)\(rendered)>\(Self.escape(text))</\(name)>")
    } else {
      body.append("<\(name)\(rendered)/>")
    }
  }

  /// The document.
  var document: String {
    ([
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" viewBox=\"\(viewBox)\">",
    ]
      + body.map { "  " + $0 } + ["</svg>"]).joined(separator: "\n") + "\n"
  }

  /// A number as SVG writes it: up to three decimals, no trailing zeros.
  static func number(_ value: Double) -> String {
    let text = String(format: "%.3f", value)
    return text.contains(".")
      ? String(text.reversed().drop { $0 == "0" }.drop { $0 == "." }.reversed()) : text
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
