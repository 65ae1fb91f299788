/// An error that can say the one record a query reads is gone (deleted, here or in another
/// process), not merely unreadable for now: ``Observed`` shows it in place of the last value, so
/// a screen never keeps offering keys on a record that no longer exists.
public protocol RecordGone: Error {
  /// Whether this error says the record is gone.
  var recordIsGone: Bool { get }
}
