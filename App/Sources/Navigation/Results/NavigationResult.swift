/// A value a screen returns, addressed to the entry that was pushed to get it.
public struct NavigationResult: Sendable {
  /// The entry the result is for.
  public let entry: EntryID
  /// The value; its type is checked by whoever awaits it.
  public let value: any Sendable

  /// Creates a result.
  public init(entry: EntryID, value: any Sendable) {
    self.entry = entry
    self.value = value
  }
}
