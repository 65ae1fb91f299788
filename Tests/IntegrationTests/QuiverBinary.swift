import Foundation

/// Runs the `quiver` executable as a subprocess, as a user would.
///
/// `make test` builds it first and passes its path in `QUIVER_BIN`; without it the tests look
/// in this package's own debug build folder.
enum QuiverBinary {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static var path: String { built("quiver", environment: "QUIVER_BIN") }

  /// The benchmark executable, whose `stress-arrows` is the crash-safety test's subject (`make
  /// test` builds it; `QUIVER_BENCH_BIN` overrides).
  static var benchmarkPath: String { built("quiver-bench", environment: "QUIVER_BENCH_BIN") }

  private static func built(_ product: String, environment: String) -> String {
    if let path = ProcessInfo.processInfo.environment[environment] { return path }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/\(product)").path
  }

  /// Runs `quiver` with `arguments` and `input` on standard input (and `environment` added to
  /// the test's own); kills it after `timeout`.
  static func run(
    _ arguments: [String], input: String = "", timeout: TimeInterval = 60,
    environment: [String: String] = [:]
  ) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(timeout)
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    while process.isRunning {
      if Date() > deadline {
        process.terminate()
        break
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }

  /// Starts `executable` (`quiver` unless given) with `arguments`, SIGKILLs it `milliseconds`
  /// after it starts (or after its first output, with `waitForOutput`), and returns the complete
  /// lines it printed.
  static func runAndKill(
    _ arguments: [String], executable: String = path, afterMilliseconds milliseconds: Int,
    waitForOutput: Bool
  ) throws -> [Substring] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var data = Data()
    if waitForOutput { data = output.fileHandleForReading.availableData }  // blocks until a save
    Thread.sleep(forTimeInterval: Double(milliseconds) / 1_000)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    data += output.fileHandleForReading.readDataToEndOfFile()
    let text = String(decoding: data, as: UTF8.self)
    // Only whole lines: a line cut by the kill was never acknowledged.
    return text.split(separator: "\n", omittingEmptySubsequences: true).dropLast(
      text.hasSuffix("\n") ? 0 : 1)
  }
}
