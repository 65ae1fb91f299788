public import CoreInterfaces
public import Foundation

/// Why an equipment operation failed, in words an archer can act on.
public enum EquipmentError: Error, Equatable, LocalizedError {
  /// A field is wrong; nothing was saved.
  case invalid(field: String, problem: String)
  /// No item has this ID (deleted elsewhere, or a stale link).
  case notFound(EquipmentID)
  /// No bow setup has this ID.
  case bowSetupNotFound(BowSetupID)
  /// The setup has no such version.
  case versionNotFound(BowSetupID, version: Int)
  /// The item is part of a bow setup and cannot be deleted until it is removed from it.
  case inUse(EquipmentID, setup: String)
  /// A bow of this style takes no part of this kind (a barebow has no sight).
  case partNotAllowed(EquipmentKind, style: BowStyle)
  /// A bow setup holds one part of this kind at most.
  case onePartOnly(EquipmentKind)
  /// The setup was saved elsewhere since it was read (it is now at `latest`): nothing was saved,
  /// so the other change is kept.
  case changedElsewhere(setup: String, latest: Int)
  /// The item or setup (`what`) is another archer's: only they, while active, change it.
  case anotherArchers(String)

  /// What went wrong and what to do.
  public var errorDescription: String? {
    switch self {
    case .invalid(let field, let problem):
      "\(field.prefix(1).uppercased())\(field.dropFirst()): \(problem)."
    case .notFound(let id): "No equipment item \(id) exists; it may have been deleted."
    case .bowSetupNotFound(let id): "No bow setup \(id) exists; it may have been deleted."
    case .versionNotFound(_, let version): "The bow setup has no version \(version)."
    case .inUse(_, let setup):
      "The item is part of the bow setup \"\(setup)\"; remove it there first."
    case .partNotAllowed(let kind, let style): "A \(style.rawValue) takes no \(kind.rawValue)."
    case .onePartOnly(let kind): "A bow setup holds at most one item of kind \(kind.rawValue)."
    case .anotherArchers(let what):
      "That \(what) is another archer's; nothing was changed. Switch to them first "
        + "(quiver archers switch NAME)."
    case .changedElsewhere(let setup, let latest):
      "The bow setup \"\(setup)\" changed elsewhere (it is now version \(latest)); nothing was saved. Make the change again on what it holds now."
    }
  }
}
