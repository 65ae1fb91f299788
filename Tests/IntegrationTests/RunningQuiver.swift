import CoreInterfaces
import Foundation

/// `quiver` running as a subprocess with a pipe on standard input kept open, for tests that act
/// on it while it runs (type, send signals) and read what it has printed so far.
final class RunningQuiver: Sendable {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let process = Process()
  private let input = Pipe()
  private let output = Locked(Data())

  /// Starts `quiver arguments`; standard error goes with standard output.
  init(_ arguments: [String]) throws {
    process.executableURL = URL(fileURLWithPath: QuiverBinary.path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardInput = input
    process.standardOutput = pipe
    process.standardError = pipe
    pipe.fileHandleForReading.readabilityHandler = { [output] handle in
      let data = handle.availableData
      output.withLock { $0 += data }
    }
    try process.run()
  }

  /// What it has printed so far.
  var printed: String { String(decoding: output.withLock { $0 }, as: UTF8.self) }

  /// The process ID, for signals.
  var pid: Int32 { process.processIdentifier }

  /// Types `line` and Enter.
  func type(_ line: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Waits (at most `seconds`) until the output contains `text`.
  func waitFor(_ text: String, seconds: Double = 20) throws {
    guard poll(for: seconds, until: { printed.contains(text) }) else {
      throw Failure(description: "'\(text)' never appeared; the output was:\n\(printed)")
    }
  }

  /// Waits (at most `seconds`) for it to exit and returns its status; kills it if it does not.
  func exitStatus(seconds: Double = 20) throws -> Int32 {
    guard poll(for: seconds, until: { !process.isRunning }) else {
      kill(pid, SIGKILL)
      process.waitUntilExit()
      throw Failure(description: "still running after \(seconds) s; it printed:\n\(printed)")
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  deinit { if process.isRunning { kill(pid, SIGKILL) } }
}
