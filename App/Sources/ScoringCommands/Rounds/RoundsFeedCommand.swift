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

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[RoundAction.id]
    let given = try context.arguments[RoundsPlotCommand.arrowMM].map { $0 / 1_000 }
    let output = context.output
    let nextLine: @Sendable () -> String?
    var file: FileLines?
    if let path = try context.arguments[self.from] {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw TransferFileError.missing(path)
      }
      guard !isFolder.boolValue else { throw TransferFileError.isFolder(path) }
      guard FileManager.default.isReadableFile(atPath: path) else {
        throw TransferFileError.unreadable(path)
      }
      let lines = FileLines(path: path)
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
          guard await Self.store(hit, in: model), let arrow = model.arrows.last else {
            throw model.error ?? UserFacingError(ScoringError.roundNotFound(model.roundID))
          }
          saved += 1
          output.line(
            "end \(arrow.endNumber) arrow \(arrow.arrowIndex + 1): \(arrow.entry) (total \(model.runningTotal))"
          )
          target.acknowledge()
          if model.card?.isFull == true {
            // Nothing after the round's last arrow is read, so nothing received is dropped
            // unsaid: the target's later hits stay where they are.
            output.error("The round is complete; no line after its last arrow was read.")
            break
          }
        }
      } catch is FeedEnded {}
      output.line("\(saved) arrow\(saved == 1 ? "" : "s") saved; total \(model.runningTotal).")
      RoundCard.print(RoundCard.completed(in: model, context), context)
    }
    if let problem = file?.failure {
      throw FeedReadError(message: "reading stopped: \(problem); every arrow printed is saved")
    }
  }

  /// Saves `hit` as the round's next arrow. When another writer saved to the round first (the
  /// store refuses a write made on a stale sheet and the model reloads), the hit goes after what
  /// they saved: a hit already received from the target is never dropped for it.
  @MainActor
  static func store(_ hit: TargetHit, in model: LiveScoringModel) async -> Bool {
    for _ in 1...5 {
      _ = await model.completeEndIfFull()
      if await model.plot(x: hit.x, y: hit.y, arrowNumber: hit.arrowNumber) { return true }
      guard model.error == UserFacingError(ScoringError.changedElsewhere) else { return false }
    }
    return false
  }
}

/// The feed's file could not be read to its end; what was received is saved.
struct FeedReadError: Error, LocalizedError {
  let message: String
  var errorDescription: String? { message }
}

/// The lines of a file or FIFO, read on demand (a FIFO opens once a writer does). A file that
/// cannot be opened or read ends the lines and keeps why in ``failure``.
final class FileLines: Sendable {
  private let path: String
  private let state = Locked(
    (handle: FileHandle?.none, buffer: Data(), ended: false, failure: String?.none))

  init(path: String) { self.path = path }

  /// Why reading stopped before the end, if it did.
  var failure: String? { state.withLock { $0.failure } }

  /// The next line without its newline; `nil` at the end, or when the file cannot be read.
  func next() -> String? {
    state.withLock { state in
      if state.handle == nil && !state.ended {
        state.handle = FileHandle(forReadingAtPath: path)
        if state.handle == nil {
          state.ended = true
          state.failure = "\(path) could not be opened"
        }
      }
      while true {
        if let newline = state.buffer.firstIndex(of: 0x0A) {
          let line = state.buffer[state.buffer.startIndex..<newline]
          state.buffer = Data(state.buffer[(newline + 1)...])
          return String(decoding: line, as: UTF8.self)
        }
        guard !state.ended, let handle = state.handle else { break }
        // read(2) blocks until a writer writes (returning what is there), or the end (0). An
        // error ends the feed with its reason; Foundation's availableData would trap on it.
        var chunk = [UInt8](repeating: 0, count: 64 * 1_024)
        let count = chunk.withUnsafeMutableBytes {
          read(handle.fileDescriptor, $0.baseAddress, $0.count)
        }
        if count > 0 {
          state.buffer.append(contentsOf: chunk[0..<count])
        } else if count == 0 || errno != EINTR {
          state.ended = true
          if count < 0 {
            state.failure = "\(path) could not be read (\(String(cString: strerror(errno))))"
          }
        }
      }
      guard !state.buffer.isEmpty else { return nil }
      defer { state.buffer = Data() }
      return String(decoding: state.buffer, as: UTF8.self)
    }
  }
}
