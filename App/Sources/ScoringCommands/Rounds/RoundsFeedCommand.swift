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

  /// The last `--json` line: how many arrows were saved, the total, and the score card when
  /// the feed completed the round.
  struct Fed: Encodable {
    let saved: Int
    let total: Int
    let card: RoundResultJSON?
  }

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[RoundAction.id]
    let given = try context.arguments[RoundsPlotCommand.arrowMM].map { $0 / 1_000 }
    let output = context.output
    let nextLine: @Sendable () -> String?
    var file: BoundedLines?
    if let path = try context.arguments[self.from] {
      try Self.checkReadable(path)
      let lines = BoundedLines(path: path, say: { output.error($0) })
      (file, nextLine) = (lines, lines.next)
    } else {
      nextLine = context.readLine
    }
    try await context.withLiveDependencies { @MainActor in
      @Dependency(\.settings) var settings
      let model = try await ScoringSession.open(try await Lookup.round(reference))
      var shaft = given ?? 0
      if given == nil { shaft = try await settings.load().arrowDiameter }
      model.arrowDiameter = shaft
      let target = LineTarget(nextLine: nextLine) { number, line in
        output.writeError(
          "quiver: line \(number) ('\(ValueRangeError.shortened(line))') is not 'x y' in millimetres within reach; skipped\n"
        )
      }
      var saved = 0
      do {
        for try await hit in target.hits {
          guard await Self.store(hit, in: model, output), let arrow = model.arrows.last else {
            output.error("\(saved) arrow\(saved == 1 ? "" : "s") saved before this one.")
            throw model.error ?? UserFacingError(ScoringError.roundNotFound(model.roundID))
          }
          saved += 1
          if context.json {
            try output.jsonLine(Landed(arrow: ArrowJSON(arrow), runningTotal: model.runningTotal))
          } else {
            output.line(
              "end \(arrow.endNumber) arrow \(arrow.arrowIndex + 1): \(arrow.entry) (total \(model.runningTotal))"
            )
          }
          target.acknowledge()
          if model.isWhole {
            // Nothing after the round's last arrow is read, so nothing received is dropped
            // unsaid: the target's later hits stay where they are.
            output.error("The round is complete; no line after its last arrow was read.")
            break
          }
        }
      } catch is FeedEnded {}
      let card = RoundCard.completed(in: model, context)
      if context.json {
        return try output.jsonLine(
          Fed(saved: saved, total: model.runningTotal, card: card.map(RoundResultJSON.init)))
      }
      output.line("\(saved) arrow\(saved == 1 ? "" : "s") saved; total \(model.runningTotal).")
      RoundCard.print(card, context)
    }
    // Input that is not text was said in one line as reading stopped.
    if file?.stoppedOnBinary == true { throw CommandExit(status: 1) }
    if let problem = file?.failure {
      throw FeedReadError(message: "reading stopped: \(problem); every arrow printed is saved")
    }
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

/// The feed's file could not be read to its end; what was received is saved.
struct FeedReadError: Error, LocalizedError {
  let message: String
  var errorDescription: String? { message }
}
