/// Which values unoverridden dependencies resolve to.
public enum DependencyContext: Sendable {
  /// Values registered by App's composition root; a key without one is a reported failure.
  case live(DependencyRegistry)
  /// Each key's `testValue`: the default, so code outside any scope never touches real data.
  case test
  /// Each key's `previewValue`: sample data for demos.
  case preview

  /// A short name for messages: `live`, `test` or `preview`.
  public var name: String {
    switch self {
    case .live: "live"
    case .test: "test"
    case .preview: "preview"
    }
  }
}
