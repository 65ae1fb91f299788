import CoreInterfaces
import Foundation
import Scoring

/// `quiver rounds feed ID [--from PATH]`: scores `x y` lines (mm) from an electronic target's
/// feed as they arrive, saving and printing each arrow as it lands.
struct RoundsFeedCommand: QuiverCommand {
  static let from = Option(
    "from", .path, "read from a file or FIFO instead of standard input")

  let name = "feed"
  let summary =
    "Score an electronic target's 'x y' lines (mm, +y up) as they arrive, from standard input or --from PATH; each arrow is saved as it lands."
  let arguments = [RoundAction.id.spec]
  let options = [Self.from.spec, RoundsPlotCommand.arrowMM.spec]

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[RoundAction.id]
    let given = try context.arguments[RoundsPlotCommand.arrowMM].map { $0 / 1_000 }
    let output = context.output
    let nextLine: @Sendable () -> String?
    if let path = try context.arguments[Self.from] {
      guard FileManager.default.isReadableFile(atPath: path) else {
        throw TransferFileError.unreadable(path)
      }
      nextLine = FileLines(path: path).next
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
          _ = await model.completeEndIfFull()
          guard await model.plot(x: hit.x, y: hit.y, arrowNumber: hit.arrowNumber),
            let arrow = model.arrows.last
          else { throw model.error ?? UserFacingError(ScoringError.roundNotFound(model.roundID)) }
          saved += 1
          output.line(
            "end \(arrow.endNumber) arrow \(arrow.arrowIndex + 1): \(arrow.entry) (total \(model.runningTotal))"
          )
          target.acknowledge()
          if model.card?.isFull == true { break }
        }
      } catch is FeedEnded {}
      output.line("\(saved) arrow\(saved == 1 ? "" : "s") saved; total \(model.runningTotal).")
      RoundCard.print(RoundCard.completed(in: model, context), context)
    }
  }
}

/// The lines of a file or FIFO, read on demand (a FIFO opens once a writer does).
final class FileLines: Sendable {
  private let path: String
  private let state = Locked((handle: FileHandle?.none, buffer: Data(), ended: false))

  init(path: String) { self.path = path }

  /// The next line without its newline; `nil` at the end (or if the file cannot be opened).
  func next() -> String? {
    state.withLock { state in
      if state.handle == nil && !state.ended {
        state.handle = FileHandle(forReadingAtPath: path)
        if state.handle == nil { state.ended = true }
      }
      while true {
        if let newline = state.buffer.firstIndex(of: 0x0A) {
          let line = state.buffer[state.buffer.startIndex..<newline]
          state.buffer = Data(state.buffer[(newline + 1)...])
          return String(decoding: line, as: UTF8.self)
        }
        guard !state.ended, let handle = state.handle else { break }
        let chunk = handle.availableData  // blocks until a writer writes, or the end
        if chunk.isEmpty { state.ended = true } else { state.buffer.append(chunk) }
      }
      guard !state.buffer.isEmpty else { return nil }
      defer { state.buffer = Data() }
      return String(decoding: state.buffer, as: UTF8.self)
    }
  }
}
