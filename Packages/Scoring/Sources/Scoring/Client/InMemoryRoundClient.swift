public import CoreInterfaces
import Foundation

extension RoundClient {
  /// A working client over in-memory state with the live store's rules: unknown rounds are
  /// refused, arrows are checked against the round's face and status, saving is an upsert,
  /// custom rounds are validated. A round belongs to the archer `activeArcher` names when it
  /// starts; only that archer, while active, changes it (else `anotherArchersRound`). A round
  /// `heldBy` names a club target and letter for takes no arrow nor undo here (`onTarget`), as
  /// the live store refuses a round its `target_archers` row holds.
  public static func inMemory(
    activeArcher: @escaping @Sendable () -> ArcherID? = { nil },
    heldBy: @escaping @Sendable (RoundID) -> (target: String, letter: String)? = { _ in nil }
  ) -> RoundClient {
    struct Stored {
      var round: ShotRound
      var archer: ArcherID?
      var arrows: [Int: ScoredArrow] = [:]  // keyed by place in the round
      var writers: [Int: UUID] = [:]  // who saved each place
    }
    let state = Locked((rounds: [RoundID: Stored](), custom: [String: RoundDefinition]()))
    let changes = MutableStateFlow(0)  // counts the writes to rounds, for observers
    @Sendable func stored(_ id: RoundID) throws(ScoringError) -> Stored {
      guard let stored = state.withLock({ $0.rounds[id] }) else { throw .roundNotFound(id) }
      return stored
    }
    /// `stored`, if it is the active archer's to change.
    @Sendable func owned(_ stored: Stored?, _ id: RoundID) throws(ScoringError) -> Stored {
      guard let stored else { throw .roundNotFound(id) }
      guard stored.archer == activeArcher() else { throw .anotherArchersRound(id) }
      return stored
    }
    /// `stored`, if it is the active archer's and no club target holds it.
    @Sendable func scorable(_ stored: Stored?, _ id: RoundID) throws(ScoringError) -> Stored {
      let stored = try owned(stored, id)
      if let (target, letter) = heldBy(id) {
        throw .onTarget(id, target: target, letter: letter)
      }
      return stored
    }
    /// Every round, newest first (then by ID), as the store orders them.
    @Sendable func listings() -> [RoundListing] {
      state.withLock { $0.rounds.values }
        .map { ShotRound.listing($0.round, arrows: Array($0.arrows.values)) }
        .sorted { RoundCursor($0).precedes(RoundCursor($1)) }
    }
    @Sendable func paged(_ page: RoundPage) -> PagedRounds {
      let prefix = page.idPrefix?.lowercased()
      let after = listings().filter { round in
        (page.after.map { $0.precedes(RoundCursor(round)) } ?? true)
          && (prefix.map { round.id.description.lowercased().hasPrefix($0) } ?? true)
      }
      let shown = page.limit.map { Array(after.prefix($0)) } ?? after
      return PagedRounds(
        Listed(shown), remaining: after.count - shown.count, limit: page.limit,
        last: shown.last.map(RoundCursor.init))
    }
    return RoundClient(
      start: { definition, setup in
        if let problem = definition.validationProblem() {
          throw ScoringError.invalidCustomRound(problem)
        }
        var round = ShotRound(
          id: RoundID(), definition: definition, status: .inProgress, setup: setup?.id,
          bowStyle: setup?.bowStyle, setupVersion: setup?.version)
        round.arrowNumbers = setup?.arrowNumbers  // as the live store reads its setup version's
        let archer = activeArcher()
        state.withLock { $0.rounds[round.id] = Stored(round: round, archer: archer) }
        changes.update { $0 += 1 }
        return round
      },
      round: { id in try stored(id).round },
      list: { Listed(listings()) },
      listPage: { page in paged(page) },
      damagedRows: { [] },  // every round in memory is a value that was read
      arrows: { id in try stored(id).arrows.sorted { $0.key < $1.key }.map(\.value) },
      observeSheet: { id in
        Flow { continuation in
          let task = Task {
            do {
              for await _ in changes.values {
                let now = try stored(id)
                continuation.yield(
                  RoundSheet(
                    round: now.round, arrows: now.arrows.sorted { $0.key < $1.key }.map(\.value)))
              }
              continuation.finish()
            } catch {
              continuation.finish(throwing: error)
            }
          }
          return Cancellable { task.cancel() }
        }
      },
      saveArrows: { id, arrows, expecting, writer in
        try state.withLock { state in
          // Changed only as a whole: a refusal leaves the round untouched.
          var stored = try scorable(state.rounds[id], id)
          for arrow in arrows { _ = try stored.round.place(of: arrow, held: stored.arrows.count) }
          let perEnd = stored.round.definition.arrowsPerEnd
          try WriterExpectation.saveLine(
            arrows, by: writer, writerSaw: expecting,
            endHolds: { end in
              stored.arrows.filter { $0.value.endNumber == end }.sorted { $0.key < $1.key }
                .map { (entry: $0.value.entry, writer: stored.writers[$0.key]) }
            },
            insert: { arrow in
              let place = (arrow.endNumber - 1) * perEnd + arrow.arrowIndex
              stored.arrows[place] = arrow
              stored.writers[place] = writer
            })
          stored.round.status = stored.round.progress(holding: stored.arrows.count).settledStatus
          state.rounds[id] = stored
        }
        changes.update { $0 += 1 }
      },
      deleteArrow: { id, arrow in
        try state.withLock { state throws(ScoringError) in
          var stored = try scorable(state.rounds[id], id)
          guard RoundProgress.isOpen(stored.round.status) else {
            throw .undoClosed(stored.round.status)
          }
          let all = stored.arrows.sorted { $0.key < $1.key }.map(\.value)
          try WriterExpectation.delete(arrow, roundArrows: all)
          stored.arrows = stored.arrows.filter { $0.value != arrow }
          stored.writers = stored.writers.filter { stored.arrows[$0.key] != nil }
          state.rounds[id] = stored
        }
        changes.update { $0 += 1 }
      },
      setStatus: { id, status in
        try state.withLock { state throws(ScoringError) in
          var stored = try owned(state.rounds[id], id)
          guard stored.round.status.canTransition(to: status) else {
            throw .invalidTransition(
              from: stored.round.progress(holding: stored.arrows.count).phase, to: status)
          }
          stored.round.status = status
          state.rounds[id] = stored
        }
        changes.update { $0 += 1 }
      },
      customRounds: {
        Listed(state.withLock { $0.custom.values }.sorted { $0.name < $1.name })
      },
      saveCustomRound: { definition in
        let custom = try RoundDefinition.custom(from: definition)
        try state.withLock { state throws(ScoringError) in
          if let existing = state.custom[custom.id] {
            throw RoundDefinition.codenameClash(custom, existing: existing.name)
          }
          state.custom[custom.id] = custom
        }
        return custom
      },
      observeList: { page in
        Flow { continuation in
          let task = Task {
            for await _ in changes.values {
              let all = listings()
              let rows = all.dropFirst(page.offset).prefix(page.limit)
              continuation.yield(Paged(page: page, rows: Listed(Array(rows)), total: all.count))
            }
            continuation.finish()
          }
          return Cancellable { task.cancel() }
        }
      },
      unfinished: { codename in
        let archer = activeArcher()
        let open = state.withLock { $0.rounds.values }.filter {
          $0.archer == archer && $0.round.definition.id == codename
            && RoundProgress.isOpen($0.round.status)
        }
        return open.map { ShotRound.listing($0.round, arrows: Array($0.arrows.values)) }
          .min { RoundCursor($0).precedes(RoundCursor($1)) }
      },
      tail: { id in
        let now = try stored(id)
        return RoundTail(round: now.round, all: now.arrows.sorted { $0.key < $1.key }.map(\.value))
      })
  }
}

extension ShotRound {
  /// How a list shows `round` with `arrows`.
  public static func listing(_ round: ShotRound, arrows: [ScoredArrow]) -> RoundListing {
    // A round entered by its total alone lists its arrows as shot and that total, as the
    // stored summary does.
    let byTotal = arrows.isEmpty ? round.recordedTotal : nil
    var listing = RoundListing(
      id: round.id, codename: round.definition.id, name: round.definition.name,
      status: round.status, arrows: round.progress(of: arrows).arrowsShot,
      totalArrows: round.definition.totalArrows,
      score: byTotal ?? arrows.reduce(0) { $0 + $1.value.points }, startedAt: round.startedAt)
    listing.setup = round.setup
    listing.setupVersion = round.setupVersion
    listing.bowStyle = round.bowStyle
    listing.recordedTotal = byTotal
    return listing
  }
}

extension RoundDefinition {
  /// `definition` as a custom round: validated, with a `custom_…` codename made from its name
  /// (a standard codename is never reused).
  public static func custom(from definition: RoundDefinition) throws(ScoringError)
    -> RoundDefinition
  {
    if let problem = definition.validationProblem() { throw .invalidCustomRound(problem) }
    var custom = definition
    let slug = codenamePart(definition.name)
    // A name that is, or reads as, a standard round's would start that round instead.
    if let standard = RoundCatalogue.all.first(where: {
      codenamePart($0.id) == slug || codenamePart($0.name) == slug
    }) {
      throw .customRoundNamedAsStandard(
        name: definition.name, standard: "\(standard.name) (\(standard.id))")
    }
    custom.id = "custom_" + slug
    custom.isPractice = false
    return custom
  }

  /// A custom round's codename, less its `custom_` prefix: `name` lowercased, each run of
  /// characters other than letters and digits one `_`.
  static func codenamePart(_ name: String) -> String {
    let slug = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "_" }
    return String(slug).split(separator: "_").joined(separator: "_")
  }

  /// Why a custom round `custom` cannot be saved beside `existing`, the one holding its codename.
  public static func codenameClash(_ custom: RoundDefinition, existing: String) -> ScoringError {
    existing.lowercased() == custom.name.lowercased()
      ? .customRoundNameTaken(existing)
      : .customRoundCodenameTaken(name: custom.name, codename: custom.id, taken: existing)
  }
}
