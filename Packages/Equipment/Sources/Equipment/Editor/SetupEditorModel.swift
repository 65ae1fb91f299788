public import CoreInterfaces
public import Observation

/// Editing a bow setup: its parts chosen on the item picker (`await navigator.pickItem(of:)`),
/// its sight marks, and saving as a new version.
@MainActor
@Observable
public final class SetupEditorModel {
  /// The setup being edited.
  public private(set) var draft: BowSetup
  /// Names of the parts' items, for display.
  public private(set) var names: [EquipmentID: String] = [:]
  /// Why the last change or save was refused, if it was.
  public private(set) var error: UserFacingError?

  @ObservationIgnored private var saved: BowSetup?
  @ObservationIgnored private weak var navigator: (any EquipmentNavigator)?
  @ObservationIgnored @Dependency(\.equipment) private var equipment

  /// Edits `setup` (`nil`: a new one of `style`) whose parts' items are called `names`,
  /// presented by `navigator` (held weakly).
  public init(
    setup: BowSetup?, style: BowStyle = .recurve, names: [EquipmentID: String] = [:],
    navigator: (any EquipmentNavigator)?
  ) {
    self.names = names
    saved = setup
    draft = setup ?? BowSetup(name: "", bowStyle: style)
    self.navigator = navigator
  }

  /// Whether the draft differs from what was last saved.
  public var hasUnsavedChanges: Bool { draft != saved }

  /// Renames the setup.
  public func rename(_ name: String) { draft.name = name }

  /// Asks the navigator for an item of `kind` and puts it on the setup: it replaces the part of
  /// that kind, or is added where a setup holds several. Backing out of the picker changes
  /// nothing; a kind the bow style does not take is refused.
  public func choosePart(_ kind: EquipmentKind) async {
    guard draft.bowStyle.takes(kind) else {
      error = UserFacingError(EquipmentError.partNotAllowed(kind, style: draft.bowStyle))
      return
    }
    guard let navigator, let item = await navigator.pickItem(of: kind) else { return }
    if !EquipmentKind.severalAllowed.contains(kind) { draft.parts.removeAll { $0.kind == kind } }
    if !draft.parts.contains(where: { $0.item == item.id }) {
      draft.parts.append(.init(kind: kind, item: item.id))
    }
    names[item.id] = item.name
    error = nil
  }

  /// Takes an item off the setup.
  public func removePart(_ item: EquipmentID) { draft.parts.removeAll { $0.item == item } }

  /// Records `mark` for `distance`, replacing one within a centimetre of it; a mark out of
  /// range sets ``error`` and changes nothing.
  public func setSightMark(_ mark: Double, at distance: Length) {
    do {
      let recorded = try SightMark(distance: distance, mark: mark)
      draft.sightMarks.removeAll { abs($0.distance.metres - distance.metres) < 0.01 }
      draft.sightMarks.append(recorded)
      draft.sightMarks.sort { $0.distance.metres < $1.distance.metres }
      error = nil
    } catch {
      self.error = UserFacingError(error)
    }
  }

  /// Saves the draft as the setup's next version; returns it as stored, or `nil` with ``error``.
  public func save() async -> BowSetup? {
    do {
      let stored = try await equipment.saveBowSetup(draft.validated())
      saved = stored
      draft = stored
      error = nil
      return stored
    } catch {
      self.error = UserFacingError(error)
      return nil
    }
  }
}
