public import Foundation

/// A number or name refused where it is made: what it is, the value as given, and what is
/// accepted. Every entry point (the command line, the app, import, the target feed) builds domain
/// values through initializers that throw this, so they all share one check and one wording.
public struct ValueRangeError: Error, Equatable, Sendable, LocalizedError {
  /// What the value is for: `draw weight`, `sight mark`, `archer name`.
  public let what: String
  /// The value as given, shortened so a 100 kB string makes a one-line message.
  public let value: String
  /// What is accepted: `0 to 200 lb`, `1 to 80 characters`.
  public let accepted: String
  /// What is wrong with it: `is out of range` for a number, `cannot be used` for a name.
  public let problem: String

  /// A refusal of `value` for `what`, accepting `accepted`.
  public init(_ what: String, value: String, accepted: String, problem: String = "is out of range")
  {
    self.what = what
    self.value = Self.shortened(value)
    self.accepted = accepted
    self.problem = problem
  }

  /// `Draw weight '1e9' is out of range; use 0 to 200 lb.`
  public var errorDescription: String? {
    "\(what.prefix(1).uppercased())\(what.dropFirst()) '\(value)' \(problem); use \(accepted)."
  }

  /// At most 40 visible characters, control characters and bidirectional overrides shown as `?`,
  /// so a message is one line and cannot rewrite the terminal around it.
  public static func shortened(_ text: String) -> String {
    let visible = Names.shownSafely(text)
    return visible.count <= 40 ? visible : visible.prefix(37) + "…"
  }
}
