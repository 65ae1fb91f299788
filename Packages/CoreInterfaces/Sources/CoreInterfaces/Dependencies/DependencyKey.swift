/// Names one dependency and gives it a value for tests and one for previews.
///
/// The live value is not here: App's composition root registers it in a ``DependencyRegistry``,
/// so feature packages never see live code.
/// ```swift
/// enum GreetingClientKey: DependencyKey {
///   static let testValue = GreetingClient(
///     greet: unimplemented("GreetingClient.greet"),
///     count: unimplemented("GreetingClient.count", placeholder: -1))
///   static let previewValue = GreetingClient(greet: { "Preview, \($0)" }, count: { 7 })
/// }
/// ```
public protocol DependencyKey: SendableMetatype {
  /// The client this key names, usually a struct of `@Sendable` closures.
  associatedtype Value: Sendable
  /// Used in the test context: every endpoint reports "unimplemented" when called.
  static var testValue: Value { get }
  /// Used in the preview context (demos, sample screens): canned in-memory data.
  static var previewValue: Value { get }
}
