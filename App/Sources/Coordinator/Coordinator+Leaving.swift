import CoreInterfaces
import Equipment
import Navigation

extension Coordinator {
  /// What Back did.
  public enum Leaving: Equatable, Sendable {
    /// The top screen went.
    case left
    /// Nothing to leave: this is Home.
    case atHome
    /// The top screen holds unsaved edits: it stays, and Back again leaves without saving.
    case unsavedChanges
  }

  /// Back, unless it would drop unsaved edits: the first Back on an editor with changes warns,
  /// a second one in a row leaves. Any other intent in between (``keepEditing()``) re-arms it.
  public func leave() -> Leaving {
    guard let top = navigator.path.top else { return .atHome }
    if hasUnsavedChanges, warnedUnsaved != top.id {
      warnedUnsaved = top.id
      return .unsavedChanges
    }
    warnedUnsaved = nil
    back()
    return .left
  }

  /// Forgets a warning about unsaved edits: the next Back warns again.
  public func keepEditing() { warnedUnsaved = nil }

  /// Whether the screen on top holds edits that are not saved.
  public var hasUnsavedChanges: Bool {
    topScreen?.hasUnsavedChanges ?? false
  }
}
