public import CoreInterfaces
public import Foundation

/// Why an equipment operation failed, in words an archer can act on.
public enum EquipmentError: Error, Equatable, LocalizedError {
  /// An item was saved without a name.
  case nameRequired(EquipmentKind)
  /// An item's name is longer than the 80 characters allowed.
  case nameTooLong(Int)
  /// No item has this ID (deleted elsewhere, or a stale link).
  case notFound(EquipmentID)
  /// No bow setup has this ID.
  case bowSetupNotFound(BowSetupID)
  /// The item is part of a bow setup and cannot be deleted until it is removed from it.
  case inUse(EquipmentID, setup: String)

  /// What went wrong and what to do.
  public var errorDescription: String? {
    switch self {
    case .nameRequired(let kind): "A \(kind.rawValue) needs a name."
    case .nameTooLong(let count): "Names are at most 80 characters; this one has \(count)."
    case .notFound(let id): "No equipment item \(id) exists; it may have been deleted."
    case .bowSetupNotFound(let id): "No bow setup \(id) exists; it may have been deleted."
    case .inUse(_, let setup):
      "The item is part of the bow setup \"\(setup)\"; remove it there first."
    }
  }
}
