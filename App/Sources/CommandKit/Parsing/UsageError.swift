/// A command line that cannot be run as written: exit status 64, with what to fix.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong and, where it helps, what is accepted.
  public let description: String

  /// A usage error saying `description`.
  public init(_ description: String) { self.description = description }
}
