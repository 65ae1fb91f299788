public import Analytics
public import Equipment
public import Scoring

/// The model behind one entry of the path, made by the coordinator when the entry is pushed and
/// dropped when it is popped.
@MainActor
public enum Screen {
  /// The catalogue of rounds to start.
  case newRound(NewRoundModel)
  /// The archer's rounds.
  case roundsList(RoundsListModel)
  /// The archer's bow setups.
  case setupsList(BowSetupsListModel)
  /// The equipment hub, following every change to gear.
  case equipmentHub(EquipmentHubModel)
  /// The items of one kind.
  case equipmentList(EquipmentListModel)
  /// Editing an item, once it is read.
  case equipmentEditor(ScreenLoader<EquipmentEditorModel>)
  /// Editing a bow setup, once it is read.
  case setupEditor(ScreenLoader<SetupEditorModel>)
  /// The bow-setup picker.
  case bowSetupPicker(BowSetupPickerModel)
  /// An item picker.
  case itemPicker(ItemPickerModel)
  /// Round setup.
  case roundSetup(RoundSetupModel)
  /// Live scoring of a round (loading as it is shown).
  case scoring(LiveScoringModel)
  /// A round in detail: end by end, statistics, face plot.
  case roundDetail(RoundDetailModel)
  /// The analytics hub, following every change to rounds.
  case analyticsHub(AnalyticsHubModel)
  /// The settings.
  case settings(SettingsModel)
  /// The archer switcher.
  case archers(ArchersModel)
}
