/// Names one dependency and gives it a value for tests and one for previews.
///
/// The live value is not here: App's composition root registers it in a ``DependencyRegistry``,
/// so feature packages never see live code.
/// ```swift
/// enum EquipmentClientKey: DependencyKey {
///   static let testValue = EquipmentClient.unimplemented
///   static let previewValue = EquipmentClient.preview
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
