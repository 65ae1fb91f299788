import Commands
import CoreInterfaces
import Store

@testable import CommandKit

/// An ``Output`` that keeps what a command writes, for assertions.
final class CapturedOutput: Sendable {
  private let out = Locked("")
  private let err = Locked("")

  var stdout: String { out.withLock { $0 } }
  var stderr: String { err.withLock { $0 } }

  var output: Output {
    Output(
      write: { text in self.out.withLock { $0 += text } },
      writeError: { text in self.err.withLock { $0 += text } })
  }
}

/// Runs `quiver arguments` in process on an in-memory default database.
func quiver(_ arguments: String...) async -> (status: Int32, out: CapturedOutput) {
  await quiverRun(arguments)
}

/// Runs `quiver arguments` in process on an in-memory default database.
func quiverRun(_ arguments: [String]) async -> (status: Int32, out: CapturedOutput) {
  let captured = CapturedOutput()
  let status = await QuiverCLI(defaultLocation: .inMemory).run(arguments, output: captured.output)
  return (status, captured)
}
