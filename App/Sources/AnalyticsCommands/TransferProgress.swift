import Analytics
import CommandKit
import CoreInterfaces

/// Renders an export's or an import's progress on standard error as it goes, one line each, then
/// its summary. Only counts are shown ("writing n of N", "checking the file: n rounds so far",
/// "read n of N rounds; staged m"): a refusal before any (a bad --out path, a database that will
/// not open) is then the one line a person reads.
enum Progress {
  /// Starts rendering `transfer`'s states on `output`'s standard error.
  static func show(_ transfer: RoundTransfer, on output: Output) -> Task<Void, Never> {
    Task {
      var last = ""
      for await state in transfer.state.values {
        switch state {
        case .writing, .checking, .importing: break
        case .done, .failed: return
        case .preparing: continue
        }
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
