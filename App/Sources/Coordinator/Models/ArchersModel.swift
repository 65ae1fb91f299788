public import CoreInterfaces
public import Observation

/// The archer switcher: every archer, the active one followed (`ArcherClient/observeActive`,
/// an observed query like every screen's), and adding, switching, editing and removing by
/// position.
@MainActor
@Observable
public final class ArchersModel {
  /// Every archer, by name.
  public private(set) var archers: [Archer] = []
  /// The archers the store holds but could not read, named rather than left out.
  public private(set) var damaged: [StoreDamage] = []
  /// The observed query of the active archer, `nil` before the first archer is added.
  public let shown: Observed<Archer?>
  /// The active archer, as the store last handed it.
  public var active: Archer? { shown.value ?? nil }
  /// Why the last change was refused.
  public private(set) var error: UserFacingError?
  /// Whether the list has been read once (it may be empty).
  public private(set) var isLoaded = false
  /// The archer a first ``remove(position:)`` asked about: removing takes their rounds and gear,
  /// so it happens only when asked twice in a row for the same archer.
  public private(set) var confirmingRemoval: Archer?
  /// The archer as the last ``edit(position:_:)`` stored them (what a confirmation names, never
  /// whoever sits at that row after the list is read again).
  public private(set) var lastEdited: Archer?

  @ObservationIgnored @Dependency(\.archers) private var client

  /// A switcher with nothing read; call ``start()``.
  public init() {
    let archers = Dependency(\.archers)  // read when the query starts
    shown = Observed { archers.wrappedValue.observeActive() }
  }

  /// Lists the archers and follows the active one until the screen goes.
  public func start() async {
    shown.start()
    await reload()
  }

  /// Reads the list again, and returns once the active archer is read.
  public func reload() async {
    do {
      let listed = try await client.list()
      archers = listed.items
      damaged = listed.damaged
      isLoaded = true
    } catch {
      self.error = UserFacingError(error)
    }
    await shown.arrived()
    if let failure = shown.error { error = failure }
  }

  /// Adds an archer of `bowStyle` called `name`; the first archer becomes active.
  @discardableResult
  public func add(name: String, bowStyle: BowStyle = .recurve) async -> Bool {
    await change { _ = try await self.client.add(try Archer(name: name, bowStyle: bowStyle)) }
  }

  /// Makes the archer at `position` (from 1) active.
  @discardableResult
  public func switchTo(position: Int) async -> Bool {
    guard let archer = archer(at: position) else { return false }
    return await change { _ = try await self.client.switchTo(archer.id) }
  }

  /// Makes `change` (bow style, gender, age group) to the archer at `position` (from 1), as
  /// `quiver archers edit` does: on the archer as stored, their classifications following.
  @discardableResult
  public func edit(position: Int, _ edit: ArcherChange) async -> Bool {
    guard let archer = archer(at: position) else { return false }
    lastEdited = nil
    return await change { self.lastEdited = try await self.client.update(archer.id, edit) }
  }

  /// What a remove did: asked to be confirmed, removed the archer, or was refused (``error``).
  public enum Removal: Equatable, Sendable {
    /// The first ask: ``confirmingRemoval`` names who would go; ask again to remove.
    case needsConfirming
    /// Removed, with their rounds and gear.
    case removed
    /// Refused; ``error`` says why.
    case refused
  }

  /// Removes the archer at `position` (from 1) when asked twice in a row for the same archer,
  /// since their rounds and gear go too; refused for the active archer. Any other change in
  /// between forgets the first ask.
  @discardableResult
  public func remove(position: Int) async -> Removal {
    guard let archer = archer(at: position) else { return .refused }
    guard archer.id != active?.id else {
      error = UserFacingError(ArcherError.removingActive(archer.name))
      return .refused
    }
    guard confirmingRemoval?.id == archer.id else {
      confirmingRemoval = archer
      return .needsConfirming
    }
    return await change { try await self.client.remove(archer.id) } ? .removed : .refused
  }

  private func archer(at position: Int) -> Archer? {
    guard position >= 1, archers.indices.contains(position - 1) else {
      error = UserFacingError(NoArcherThere(position: position, count: archers.count))
      return nil
    }
    return archers[position - 1]
  }

  private func change(_ work: () async throws -> Void) async -> Bool {
    confirmingRemoval = nil
    do {
      try await work()
      error = nil
      // The screen drawn next shows the change: followed again, the active archer reads once.
      shown.start()
      await reload()
      return true
    } catch {
      self.error = UserFacingError(error)
      return false
    }
  }
}

/// A position past the end of the list.
private struct NoArcherThere: Error, CustomStringConvertible {
  let position: Int
  let count: Int
  var description: String { "No archer \(position): type a number from 1 to \(count)." }
}
