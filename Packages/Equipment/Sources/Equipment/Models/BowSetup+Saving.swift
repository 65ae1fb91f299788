extension BowSetup {
  /// The rule every store applies before saving: a save is made from the version it read
  /// (`version`), and is refused unless that is still the latest one (`latest`; `nil` when the
  /// setup is new). Two writers who read the same version cannot both save, so neither change
  /// silently overwrites the other.
  public func checkSavable(over latest: Int?) throws(EquipmentError) {
    guard let latest, latest != version else { return }
    throw .changedElsewhere(setup: name, latest: latest)
  }
}
