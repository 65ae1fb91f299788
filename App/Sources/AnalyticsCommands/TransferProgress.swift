import Analytics
import CommandKit
import CoreInterfaces

/// Renders an export's progress on standard error as it goes, one line each, then its summary.
/// Only "writing n of N" lines are shown: a refusal before any writing (a bad --out path, a
/// database that will not open) is then the one line a person reads.
enum Progress {
  /// Starts rendering `transfer`'s states on `output`'s standard error.
  static func show(_ transfer: RoundTransfer, on output: Output) -> Task<Void, Never> {
    Task {
      var last = ""
      for await state in transfer.state.values {
        if state.isFinished { break }
        guard case .writing = state else { continue }
        let line = state.description
        if line != last { output.writeError("quiver: \(line)\n") }
        last = line
      }
    }
  }

  /// Waits for the renderer to see the end, then prints the summary line.
  static func finish(_ transfer: RoundTransfer, _ task: Task<Void, Never>, on output: Output) async
  {
    await task.value
    output.writeError("quiver: \(transfer.state.value)\n")
  }
}
