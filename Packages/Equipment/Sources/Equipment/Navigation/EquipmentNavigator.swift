public import CoreInterfaces

/// What Equipment asks of whoever presents it.
@MainActor
public protocol EquipmentNavigator: AnyObject {
  /// Shows an item picker for `kind` and waits; `nil` if the archer went back.
  func pickItem(of kind: EquipmentKind) async -> EquipmentItem?
}

/// What Equipment tells whoever presents it (`BowSetupPickerModel.actions`, …).
public enum EquipmentAction: Sendable, Equatable {
  /// The archer chose this bow setup in a picker.
  case bowSetupPicked(BowSetupSummary)
  /// The archer chose this item in a picker.
  case itemPicked(EquipmentItem)
}
