public import Coordinator

extension ScreenRegistry {
  /// Every screen of the interactive app, by the destination it shows: one line a screen. Home
  /// is not here: it is under every path (`HomeScreen`).
  public static var terminal: ScreenRegistry {
    ScreenRegistry { destination, start in
      switch destination {
      case .newRound: return NewRoundScreen()
      case .roundsList: return RoundsListScreen(start)
      case .roundSetup(let codename): return RoundSetupScreen(codename, start)
      case .scoring(let round): return ScoringScreen(round, start)
      case .roundDetail(let round): return RoundDetailScreen(round, start)
      case .analyticsHub: return AnalyticsScreen(start)
      case .equipmentHub: return EquipmentHubScreen(start)
      case .equipmentList(let kind): return EquipmentListScreen(kind, start)
      case .equipmentEditor(let kind, let id): return EquipmentEditorScreen(kind, id, start)
      case .itemPicker(let kind): return ItemPickerScreen(kind, start)
      case .setupsList: return SetupsListScreen(start)
      case .setupEditor(let id): return SetupEditorScreen(id, start)
      case .bowSetupPicker: return BowSetupPickerScreen(start)
      case .settings: return SettingsScreen(start)
      case .archers: return ArchersScreen(start)
      case .clubTarget: return TargetScreen(start)
      case .match(let id): return MatchScreen(id, start)
      case .newMatch: return MatchScreen(nil, start)
      case .syncConflicts: return SyncConflictsScreen(start)
      }
    }
  }
}
