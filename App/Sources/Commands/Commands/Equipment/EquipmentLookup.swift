import CoreInterfaces
import Equipment
import Foundation
import Store

/// The item `text` names (a unique ID prefix will do).
func resolveItem(_ text: String) async throws -> EquipmentItem {
  @Dependency(\.equipment) var equipment
  guard
    let item = try IDPrefix.match(
      text, in: try await equipment.fetchAll(nil), id: \.id.description, plural: "items")
  else { throw EquipmentLookupError.noItem(text) }
  return item
}

/// The setup `text` names (a unique ID prefix will do).
func resolveSetup(_ text: String) async throws -> BowSetup {
  @Dependency(\.equipment) var equipment
  guard
    let setup = try IDPrefix.match(
      text, in: try await equipment.fetchBowSetups(), id: \.id.description, plural: "bow setups")
  else { throw EquipmentLookupError.noSetup(text) }
  return setup
}

/// An ID that matches nothing.
enum EquipmentLookupError: Error, LocalizedError {
  case noItem(String)
  case noSetup(String)

  var errorDescription: String? {
    switch self {
    case .noItem(let text):
      "No item's ID starts with '\(text)'; 'quiver equipment list' shows them."
    case .noSetup(let text):
      "No bow setup's ID starts with '\(text)'; 'quiver setups list' shows them."
    }
  }
}
