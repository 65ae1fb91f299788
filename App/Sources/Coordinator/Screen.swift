public import Equipment
public import Scoring

/// The model behind one entry of the path, made by the coordinator when the entry is pushed and
/// dropped when it is popped.
@MainActor
public enum Screen {
  /// A screen with no model of its own yet (a hub or a list).
  case plain(Destination)
  /// The bow-setup picker.
  case bowSetupPicker(BowSetupPickerModel)
  /// An item picker.
  case itemPicker(ItemPickerModel)
  /// Round setup.
  case roundSetup(RoundSetupModel)
  /// Live scoring of a round (loading as it is shown).
  case scoring(LiveScoringModel)
}
