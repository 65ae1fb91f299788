import CommandKit
import CoreInterfaces
import Foundation
import Scoring

/// `quiver rounds feed ID [--from PATH]`: scores `x y` lines (mm) from an electronic target's
/// feed as they arrive, saving and printing each arrow as it lands.
struct RoundsFeedCommand: QuiverCommand {
  let name = "feed"
  let summary =
    "Score an electronic target's 'x y' lines (mm, +y up) as they arrive, from standard input or --from PATH; each arrow is saved as it lands."
  let id = RoundAction.id
  let from = Option(
    "from", .path, "read from a file or FIFO instead of standard input")
  let arrowMM = RoundsPlotCommand.arrowMM
  let json = Flag.json

  /// An arrow as `--json` prints it, one object per line as it lands.
  struct Landed: Encodable {
    let arrow: ArrowJSON
    let runningTotal: Int
  }

  /// The last `--json` line: how many arrows were saved, the total, how many hits read after
  /// the round took its last arrow were not saved, and the round's card as it stands.
  struct Fed: Encodable {
    let saved: Int
    let total: Int
    let notSaved: Int
    let card: RoundResultJSON?
  }

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[RoundAction.id]
    let given = try context.arguments[RoundsPlotCommand.arrowMM].map { $0 / 1_000 }
    let output = context.output
    let say: @Sendable (String) -> Void = { output.error($0) }
    let path = try context.arguments[self.from]
    if let path { try Self.checkReadable(path) }
    let file = path.map { BoundedLines(path: $0, say: say) }
    let (next, arrived) =
      file.map { ($0.next, $0.nextIfArrived) } ?? (context.readLine, context.readArrivedLine)
    // Once the round takes no more arrows, only lines that have already arrived are read (to be
    // counted, never dropped unsaid); the feed then ends without waiting for more.
    let draining = Locked(false)
    let nextLine: @Sendable () -> String? = { draining.withLock { $0 } ? arrived() : next() }
    let unsaved = try await context.withLiveDependencies { @MainActor in
      @Dependency(\.settings) var settings
      let model = try await ScoringSession.open(try await Lookup.round(reference))
      try Self.checkTakesArrows(model)
      var shaft = given ?? 0
      if given == nil { shaft = try await settings.load().arrowDiameter }
      model.arrowDiameter = shaft
      let target = LineTarget(nextLine: nextLine) { number, line in
        output.writeError(
          "quiver: line \(number) ('\(ValueRangeError.shortened(line))') is not 'x y' in millimetres within reach; skipped\n"
        )
      }
      var (saved, unsaved) = (0, 0)
      do {
        for try await hit in target.hits {
          if draining.withLock({ $0 }) {
            unsaved += 1
            target.acknowledge()
            continue
          }
          guard await Self.store(hit, in: model, output), let arrow = model.arrows.last else {
            guard await Self.tookItsLast(model) else {
              throw Self.refused(model, saved: saved, output)
            }
            // Another writer took the round's last arrow: this hit and every one already
            // received are counted and said, never dropped.
            unsaved = 1
            draining.withLock { $0 = true }
            target.acknowledge()
            continue
          }
          saved += 1
          if context.json {
            try output.jsonLine(Landed(arrow: ArrowJSON(arrow), runningTotal: model.runningTotal))
          } else {
            output.line(
              "end \(arrow.endNumber) arrow \(arrow.arrowIndex + 1): \(arrow.entry) (total \(model.runningTotal))"
            )
          }
          if model.isWhole { draining.withLock { $0 = true } }
          target.acknowledge()
        }
      } catch is FeedEnded {}
      var card = RoundCard.completed(in: model, context)
      if card == nil, context.json { card = await RoundCard.read(model.roundID, context) }
      if context.json {
        try output.jsonLine(
          Fed(
            saved: saved, total: model.runningTotal, notSaved: unsaved,
            card: card.map(RoundResultJSON.init)))
      } else {
        output.line("\(saved) arrow\(saved == 1 ? "" : "s") saved; total \(model.runningTotal).")
        RoundCard.print(card, context)
      }
      return unsaved
    }
    if unsaved > 0 {
      output.error(
        "\(unsaved) hit\(unsaved == 1 ? "" : "s") after the round's last arrow \(unsaved == 1 ? "was" : "were") not saved: "
          + "the round is complete and takes no more arrows; correct an arrow with 'quiver rounds edit ID END ARROW VALUE'."
      )
      throw CommandExit(status: 1)
    }
    // Input that is not text was said in one line as reading stopped.
    if file?.stoppedOnBinary == true { throw CommandExit(status: 1) }
    if let problem = file?.failure {
      throw FeedReadError(message: "reading stopped: \(problem); every arrow printed is saved")
    }
    // A line skipped as too long was said as it was met: saved lines stay saved, and the exit
    // says one was not (stranger29b N10).
    if (file?.skippedLines ?? context.skippedLines()) > 0 { throw CommandExit(status: 1) }
  }

  /// Refuses, before a line is read, a round that takes no arrow (complete, a total entered
  /// alone, paused, cancelled), saying why in one line.
  @MainActor
  static func checkTakesArrows(_ model: LiveScoringModel) throws {
    guard let round = model.round, !round.progress(of: model.arrows).takesArrow else { return }
    if round.recordedTotal != nil {
      throw FeedReadError(
        message: "The round is a total entered alone (\(round.recordedTotal ?? 0)); it takes no "
          + "arrows. Correct its total with quiver rounds edit ID --score N.")
    }
    if RoundProgress.isOpen(round.status) || round.status == .planned,
      !round.progress(of: model.arrows).isWhole
    {
      throw ScoringError.roundNotActive(round.progress(of: model.arrows).phase)
    }
    let status = round.progress(of: model.arrows).phase.displayName
    throw FeedReadError(
      message: "The round is \(status); it takes no more arrows. Correct an arrow with "
        + "'quiver rounds edit ID END ARROW VALUE'.")
  }

  /// Whether the round refused a hit because it holds its last arrow already: this feed's, or
  /// another writer's (the store says the round is completed; the model then reads the round
  /// again, so the feed's closing total is the round's, not its own stale one).
  @MainActor
  static func tookItsLast(_ model: LiveScoringModel) async -> Bool {
    if model.scoringError == .roundNotActive(.completed) { await model.load() }
    guard let round = model.round else { return false }
    return round.progress(of: model.arrows).isWhole
  }

  /// The round refused a hit for a reason other than being complete: why first, then how many
  /// of this feed's hits were saved before it.
  @MainActor
  static func refused(_ model: LiveScoringModel, saved: Int, _ output: Output) -> CommandExit {
    output.error(ErrorText.line(for: model.failure))
    output.error(
      "\(saved) arrow\(saved == 1 ? "" : "s") of this feed saved before that hit; it and the lines after it were not saved."
    )
    return CommandExit(status: 1)
  }

  /// Refuses a `--from` path that is missing, a folder or unreadable, before anything is read.
  static func checkReadable(_ path: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw TransferFileError.missing(path)
    }
    guard !isFolder.boolValue else { throw TransferFileError.isFolder(path) }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw TransferFileError.unreadable(path)
    }
  }

  /// How long a hit waits for a store that cannot save it (busy with an import, a restore or
  /// another program's lock) before the feed gives up on it, saying so.
  static let patience: Duration = .seconds(600)

  /// Saves `hit` as the round's next arrow. When another writer saved to the round first (the
  /// store refuses a write made on a stale sheet and the model reloads), the hit goes after what
  /// they saved, however often that happens; when the store cannot save (busy), the feed says so
  /// once and tries again until ``patience`` runs out. A received hit is never dropped unsaid.
  @MainActor
  static func store(_ hit: TargetHit, in model: LiveScoringModel, _ output: Output) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + patience
    var told = false
    while true {
      _ = await model.completeEndIfFull()
      if await model.plot(x: hit.x, y: hit.y, arrowNumber: hit.arrowNumber) { return true }
      if model.scoringError == .changedElsewhere { continue }
      guard case .notSaved = model.scoringError, clock.now < deadline else { return false }
      if !told {
        output.error("The store could not save the next hit yet; waiting for it and trying again.")
        told = true
      }
      try? await Task.sleep(for: .milliseconds(250))
    }
  }
}

/// The feed's file could not be read to its end (what was received is saved), or its round
/// takes no arrows: one line.
struct FeedReadError: Error, LocalizedError {
  let message: String
  var errorDescription: String? { message }
}
