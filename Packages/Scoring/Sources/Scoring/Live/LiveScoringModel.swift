public import CoreInterfaces
import Foundation
public import Observation

/// Live scoring of one round: the current end as a list of entries, end and running totals, the
/// pass and distance being shot, undo and redo, completing ends, and the round's status.
///
/// Every arrow is saved when it is entered — the store first, then the screen — so what the
/// screen shows is always what is stored, and a resumed round carries on at the next arrow.
/// Operations run one at a time in the order called, so fast typing or a burst from an
/// electronic target can never give two arrows the same place. A refused entry (a value the face
/// does not allow, a seventh arrow in a six-arrow end, a finished round) sets ``error`` and
/// changes nothing.
@MainActor
@Observable
public final class LiveScoringModel {
  /// The round being scored.
  public let roundID: RoundID
  /// The round, once loaded.
  public private(set) var round: ShotRound?
  /// Every arrow saved so far, in shooting order: the single source of the sheet. A model
  /// loaded by its last end (``loadLastEnd()``) holds that end's arrows and the ones it saves.
  public private(set) var arrows: [ScoredArrow] = []
  /// The round's arrows before ``arrows`` that this model does not hold: 0 unless it was loaded
  /// by its last end.
  public private(set) var arrowsBefore = 0
  /// Every arrow of the round, held or not.
  public var arrowCount: Int { arrowsBefore + arrows.count }
  /// The end being shot, from 1.
  public internal(set) var currentEndNumber = 1
  /// Why the last operation was refused (cleared by the next one that succeeds), else why the
  /// round could not be followed (cleared by its next value).
  public var error: UserFacingError? { operationError ?? shown.error }
  /// Why the last operation was refused; cleared by the next one that succeeds.
  private var operationError: UserFacingError?
  /// The last operation's refusal as the scoring rules name it (`nil` after a success, or when
  /// it failed for another reason), so a caller can tell "not saved" from "refused".
  public private(set) var scoringError: ScoringError?
  /// The last operation's refusal as it was thrown, so each front end can say it in its words.
  public private(set) var refusal: (any Error)?
  /// The shaft diameter used to score plotted arrows by the line rule, in metres.
  public var arrowDiameter = 0.0055

  /// The round's score card, read once the round completes (its last arrow, or a finish), or
  /// why it could not be read; `.idle` while the round goes on.
  public internal(set) var result: LoadState<RoundResult, UserFacingError> = .idle

  /// Whether a first ``askToCancel()`` waits for a second; any other intent forgets it.
  public internal(set) var cancelPending = false
  /// Whether a first ``askToFinish()`` of a round with arrows still to shoot waits for a second.
  public internal(set) var finishPending = false

  @ObservationIgnored @Dependency(\.rounds) private var rounds
  @ObservationIgnored @Dependency(\.roundCorrections) var corrections
  /// Score cards, read when the round completes (``result``).
  @ObservationIgnored @Dependency(\.roundResults) var results
  @ObservationIgnored private var redoStack: [ArrowEntry] = []
  @ObservationIgnored private var queue: Task<Bool, Never>?
  /// Who this model is to the store: its saves are told apart from another writer's.
  @ObservationIgnored private let writer = UUID()
  /// Arrows another writer saved while this model was open (seen when a conflict reloaded the
  /// round): undo never removes one of them.
  @ObservationIgnored private var othersArrows: Set<ScoredArrow> = []
  /// The screen's observed query: the round and its arrows as stored
  /// (`RoundClient/observeSheet`), followed from ``start()`` until the model goes. Each value is
  /// taken in after the operations called before it (`take(_:)`).
  public let shown: Observed<RoundSheet>
  /// What the sheet was before each of this model's own writes since the store last handed the
  /// sheet as it is: a value that shows one of them is the store before that write, not news.
  @ObservationIgnored var passed: [SheetMark] = []

  /// A model for the round `roundID`; call ``load()`` to resume it, ``start()`` to follow it.
  public init(roundID: RoundID) {
    self.roundID = roundID
    let rounds = Dependency(\.rounds)  // read when the query starts
    shown = Observed { rounds.wrappedValue.observeSheet(roundID) }
    shown.onValue = { [weak self] sheet in self?.receive(sheet) }
  }

  // MARK: - The sheet

  /// The arrows as a scoresheet.
  public var card: ScoreCard? { round.map { ScoreCard(definition: $0.definition, arrows: arrows) } }
  /// The arrows of the end being shot, in order.
  public var currentEnd: [ArrowEntry] {
    // The sheet is in shooting order: the current end's arrows are at its tail (after it, only
    // later ends'), so this reads one end, not the round.
    arrows.reversed().prefix { $0.endNumber >= currentEndNumber }
      .filter { $0.endNumber == currentEndNumber }.sorted { $0.arrowIndex < $1.arrowIndex }
      .map(\.entry)
  }
  /// Whether every arrow of the round is in (never, for practice): the card's `isFull`,
  /// without building the card.
  public var isWhole: Bool {
    round.map { RoundProgress($0.definition, status: .inProgress, arrowsShot: arrowCount) }?
      .isWhole ?? false
  }
  /// The ends before the current one, with their totals.
  public var completedEnds: [ScoreCard.End] {
    card?.ends.filter { $0.number < currentEndNumber } ?? []
  }
  /// The current end's points.
  public var endTotal: Int { currentEnd.reduce(0) { $0 + $1.points } }
  /// Points so far, the current end included: kept as the sheet changes (`points(of:)`), so
  /// the 20,000th arrow of a practice round does not add up the 19,999 before it again.
  public private(set) var runningTotal = 0
  /// The pass (0-based) and its distance and face for the end being shot; `nil` once every end
  /// is shot.
  public var currentPass: (number: Int, pass: RoundDefinition.Pass)? {
    round?.definition.pass(forEnd: currentEndNumber)
  }
  /// The scoring system of the end being shot, for this round's bow style.
  public var currentSystem: ScoringSystem? { round?.system(forEnd: currentEndNumber) }
  /// Whether an undone arrow can be entered again.
  public var canRedo: Bool { !redoStack.isEmpty }

  // MARK: - Loading (resume)

  /// Loads the round and its arrows and carries on where it stopped: in its incomplete end, at
  /// the next arrow, or at the start of the next end. A completed round's card is read with it.
  /// A followed round (``start()``) is loaded by the query's first value: nothing is read twice.
  @discardableResult
  public func load() async -> Bool {
    if shown.isFollowing {
      await shown.arrived()
      _ = await queue?.value  // the value is taken in behind what was called before it
      if round == nil, let failure = shown.error { operationError = failure }
      return round != nil
    }
    return await serialized { [self] in
      try await reload()
      if round?.status == .completed { await loadResult() }
    }
  }

  /// Loads the round by its last end (``RoundTail``): what entering arrows from the command line
  /// needs, read in the time of one end however long the round. The running total counts every
  /// arrow; ``arrows``, ``card`` and undo hold only that end and what this model saves.
  @discardableResult
  public func loadLastEnd() async -> Bool {
    await serialized { [self] in
      let tail = try await rounds.tail(roundID)
      show(tail.round, tail.arrows, afterConflict: false)
      arrowsBefore = tail.arrowsBefore
      runningTotal += tail.pointsBefore
      currentEndNumber =
        tail.round.progress(ofInOrder: tail.arrows, after: arrowsBefore)
        .endToScore
      if round?.status == .completed { await loadResult() }
    }
  }

  /// Where the round stands with the arrows held and those before them.
  var progressNow: RoundProgress? { round?.progress(ofInOrder: arrows, after: arrowsBefore) }

  // MARK: - Following the store

  /// Follows the round in the store until the screen goes: when another writer (another window,
  /// a command) saves or removes an arrow or changes the status, the sheet shows it at once.
  public func start() { shown.start() }

  /// Stops following (a screen covered by another); the sheet stays as it is.
  public func stop() { shown.stop() }

  /// Takes `sheet` in after the operations called before it (`take(_:)`).
  private func receive(_ sheet: RoundSheet) {
    let previous = queue
    let next = Task { @MainActor [self] in
      _ = await previous?.value
      await take(sheet)
      return true
    }
    queue = next
  }

  // MARK: - Entering arrows

  /// Enters `entry` as the next arrow of the current end and saves it.
  @discardableResult
  public func enter(_ entry: ArrowEntry) async -> Bool {
    await serialized { [self] in
      try await save([try nextArrow(entry)])
      redoStack.removeAll()
    }
  }

  /// Enters scoresheet notation — `X`, `10`…`1`, `M` — on the current end's face. X is never
  /// inferred from a 10: only `X` is an X.
  @discardableResult
  public func enter(notation: String) async -> Bool {
    await enter(line: [.notation(notation)], completingFullEnds: false)
  }

  /// Enters a line of arrows, checked whole before the first is saved: every value on the face
  /// of the end it lands in, room in the end (or, with `completingFullEnds`, the full-end rule:
  /// a full end is completed by the next arrow) and room in the round. One refused value refuses
  /// the line and saves none of it; then each arrow is saved as entered, crash-safe.
  /// `saved` hears each arrow once it is stored, so a command can acknowledge it at once.
  @discardableResult
  public func enter(
    line inputs: [ArrowInput], completingFullEnds: Bool,
    saved: @escaping @MainActor (ScoredArrow) -> Void = { _ in }
  ) async -> Bool {
    await serialized { [self] in
      let planned = try plan(inputs, completingFullEnds: completingFullEnds)
      try await save(planned)
      for arrow in planned { saved(arrow) }
      redoStack.removeAll()
    }
  }

  /// Completes the current end when it holds all its arrows and the round goes on: the full-end
  /// rule for a single arrow from the command line or a target feed.
  @discardableResult
  public func completeEndIfFull() async -> Bool {
    await serialized { [self] in
      guard let progress = progressNow, !progress.isWhole,
        progress.isFull(endHolding: currentEnd.count)
      else { return }
      currentEndNumber += 1
    }
  }

  /// Enters an arrow plotted at (`x`, `y`) metres from the centre, scored by the line rule on the
  /// current end's face.
  @discardableResult
  public func plot(x: Double, y: Double, arrowNumber: Int? = nil) async -> Bool {
    await enter(line: [.plotted(x: x, y: y, arrowNumber: arrowNumber)], completingFullEnds: false)
  }

  /// Removes the last arrow entered (across an end boundary if need be); it can be redone. If
  /// another writer changed the round since, nothing is removed and the model reloads.
  @discardableResult
  public func undo() async -> Bool {
    await serialized { [self] in
      guard let round else { throw ScoringError.roundNotFound(roundID) }
      // A round entered by its total has no arrow to undo: its total is what corrects.
      if arrows.isEmpty, round.recordedTotal != nil { throw CorrectionError.enteredByTotal }
      guard RoundProgress.isOpen(round.status) else {
        throw ScoringError.undoClosed(round.status)
      }
      guard let last = arrows.last else { throw ScoringError.nothingTo("undo") }
      guard !othersArrows.contains(last) else { throw ScoringError.enteredElsewhere }
      do {
        try await rounds.deleteArrow(roundID, last)
      } catch ScoringError.changedElsewhere {
        try await reload(afterConflict: true)
        throw ScoringError.changedElsewhere
      }
      noteOwnWrite()
      arrows.removeLast()
      runningTotal -= Self.points(of: [last])
      redoStack.append(last.entry)
      currentEndNumber = last.endNumber
    }
  }

  /// Enters the last undone arrow again, where it was.
  @discardableResult
  public func redo() async -> Bool {
    await serialized { [self] in
      guard let entry = redoStack.last else { throw ScoringError.nothingTo("redo") }
      try await save([try nextArrow(entry)])
      redoStack.removeLast()
    }
  }

  /// Completes the current end once it holds all its arrows; the next arrow starts a new end.
  @discardableResult
  public func completeEnd() async -> Bool {
    await serialized { [self] in
      guard let round else { throw ScoringError.roundNotFound(roundID) }
      guard progressNow?.isFull(endHolding: currentEnd.count) == true else {
        throw ScoringError.endIncomplete(
          entered: currentEnd.count, perEnd: round.definition.arrowsPerEnd)
      }
      currentEndNumber += 1
    }
  }

  // MARK: - Status

  /// Pauses the round; arrows wait until it is resumed.
  @discardableResult
  public func pause() async -> Bool { await move(to: .paused) }

  /// Resumes a paused round.
  @discardableResult
  public func resume() async -> Bool { await move(to: .inProgress) }

  /// Finishes the round: practice at any time; a fixed round is completed by its last arrow
  /// (finishing it again succeeds without a change), and ended before that only when
  /// `endingEarly` (the command line's `rounds finish`; its card then says "incomplete").
  @discardableResult
  public func finish(endingEarly: Bool = false) async -> Bool {
    await serialized { [self] in
      guard let round else { throw ScoringError.roundNotFound(roundID) }
      if round.status == .completed { return await loadResult() }
      let progress = round.progress(ofInOrder: arrows, after: arrowsBefore)
      // A cancelled round is past finishing: say that, not how many arrows remain.
      if !progress.isOpen {
        throw ScoringError.invalidTransition(from: progress.phase, to: .completed)
      }
      if !endingEarly, !progress.isWhole, let total = progress.arrowsInRound {
        throw ScoringError.roundIncomplete(remaining: total - progress.arrowsShot)
      }
      try await setStatus(.completed)
      await loadResult()
    }
  }

  /// Cancels the round; its arrows stay, it takes no more.
  @discardableResult
  public func cancel() async -> Bool { await move(to: .cancelled) }

  // MARK: - Internals

  private func move(to status: RoundStatus) async -> Bool {
    await serialized { [self] in try await setStatus(status) }
  }

  private func setStatus(_ status: RoundStatus) async throws {
    try await rounds.setStatus(roundID, status)
    noteOwnWrite()
    round?.status = status
  }

  /// The face system for the next arrow, once the round takes arrows at all.
  private func activeSystem() throws(ScoringError) -> ScoringSystem {
    guard let round else { throw .roundNotFound(roundID) }
    let progress = round.progress(ofInOrder: arrows, after: arrowsBefore)
    guard RoundProgress.takesArrows(in: round.status) else {
      throw .roundNotActive(progress.phase)
    }
    guard progress.takesArrow else { throw .roundFull(arrows: arrowCount) }
    guard !progress.isFull(endHolding: currentEnd.count) else {
      throw .endFull(perEnd: round.definition.arrowsPerEnd)
    }
    guard let system = round.system(forEnd: currentEndNumber) else {
      throw .roundFull(arrows: arrowCount)
    }
    return system
  }

  /// Saves a planned line in one transaction, stating what this model last saw of the end it
  /// starts in, then shows it. When another writer changed the round, nothing is saved and the
  /// model reloads before reporting it.
  private func save(_ line: [ScoredArrow]) async throws {
    do {
      try await rounds.saveArrows(roundID, line, currentEnd, writer)
    } catch ScoringError.changedElsewhere {
      try await reload(afterConflict: true)
      throw ScoringError.changedElsewhere
    } catch let refused as ScoringError {
      throw refused
    } catch {
      // Storage failed (busy, full, damaged): the line was not saved, and the person must hear it.
      throw ScoringError.notSaved(
        arrows: line.map(\.entry.description), reason: UserFacingError(error).message)
    }
    noteOwnWrite()
    arrows.append(contentsOf: line)
    runningTotal += Self.points(of: line)
    // The store completed the round in the same transaction if this was its last arrow.
    if let before = round?.status, let after = round?.progress(holding: arrowCount).settledStatus,
      after != before
    {
      round?.status = after
      if after == .completed { await loadResult() }
    }
    if let last = line.last, last.endNumber > currentEndNumber { currentEndNumber = last.endNumber }
  }

  /// `entry` as the next arrow of the current end, once the round takes one there.
  private func nextArrow(_ entry: ArrowEntry) throws(ScoringError) -> ScoredArrow {
    _ = try activeSystem()
    return ScoredArrow(endNumber: currentEndNumber, arrowIndex: currentEnd.count, entry: entry)
  }

  /// Reads the round and its arrows again and carries on where the store says it stands. After a
  /// conflict, the arrows that appeared are another writer's; on a load, every arrow is this
  /// model's to undo (it took the round over).
  func reload(afterConflict: Bool = false) async throws {
    let (loaded, saved) = try await (rounds.round(roundID), rounds.arrows(roundID))
    noteOwnWrite()
    show(loaded, saved, afterConflict: afterConflict)
  }

  /// Shows `loaded` with `saved` as the store holds them, carrying on where they stop.
  func show(_ loaded: ShotRound, _ saved: [ScoredArrow], afterConflict: Bool) {
    if afterConflict {
      othersArrows.formUnion(Set(saved).subtracting(arrows))
    } else {
      othersArrows = []
    }
    round = loaded
    arrows = saved
    arrowsBefore = 0
    runningTotal = Self.points(of: saved)
    currentEndNumber = loaded.progress(of: saved).endToScore
    redoStack.removeAll()
  }

  /// The points `arrows` score: the one sum behind ``runningTotal``.
  static func points(of arrows: some Collection<ScoredArrow>) -> Int {
    arrows.reduce(0) { $0 + $1.value.points }
  }

  /// Runs `operation` after every operation called before it, recording its error (or clearing
  /// the last one) and returning whether it succeeded.
  func serialized(_ operation: @escaping @MainActor () async throws -> Void) async -> Bool {
    (cancelPending, finishPending) = (false, false)
    let previous = queue
    let next = Task { @MainActor [self] in
      _ = await previous?.value
      do {
        try await operation()
        (operationError, scoringError, refusal) = (nil, nil, nil)
        return true
      } catch {
        (operationError, scoringError, refusal) = (
          UserFacingError(error), error as? ScoringError, error
        )
        return false
      }
    }
    queue = next
    return await next.value
  }
}
