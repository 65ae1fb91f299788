import Commands
import Foundation
import Testing

/// The completion scripts, run in real shells: bash always, zsh when it is installed.
@Suite("Shell completion", .timeLimit(.minutes(1)))
struct CompletionTests {
  /// What `quiver <typed…> <TAB>` offers in `shell`.
  func complete(_ typed: [String], in shell: String) async throws -> [String] {
    let script = await quiver("completion", shell).out.stdout
    let file = NSTemporaryDirectory() + "quiver-completion-\(UUID()).sh"
    defer { try? FileManager.default.removeItem(atPath: file) }
    try script.write(toFile: file, atomically: true, encoding: .utf8)
    let words = (["quiver"] + typed).map { "'\($0)'" }.joined(separator: " ")
    let call =
      shell == "zsh"
      ? "autoload -U compinit && compinit -u; source \(file); t() { emulate -L sh; setopt kshglob noshglob braceexpand; COMP_WORDS=(\"$@\"); COMP_CWORD=$(( $# - 1 )); _quiver; echo \"${COMPREPLY[@]}\"; }; t \(words)"
      : "source \(file); COMP_WORDS=(\(words)); COMP_CWORD=\(typed.count); _quiver; echo \"${COMPREPLY[@]}\""
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [shell, "-c", call]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(
      String.init)
  }

  @Test func bashCompletesCommandsSubcommandsAndEachCommandsOwnOptions() async throws {
    #expect(try await complete(["rou"], in: "bash") == ["rounds"])
    #expect(try await complete(["rounds", "s"], in: "bash") == ["start", "score", "show"])
    #expect(
      try await complete(["--db", "q.sqlite", "rounds", "start", "--p"], in: "bash") == [
        "--per-end"
      ])
    #expect(
      try await complete(["equipment", "add", "limbs", "--dr"], in: "bash") == ["--draw-weight-lb"])
    #expect(
      !(try await complete([""], in: "bash")).contains("_complete"),
      "internal commands stay hidden")
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/bin/zsh")
        || FileManager.default.fileExists(atPath: "/bin/zsh")))
  func zshCompletesThroughBashcompinit() async throws {
    // zsh filters by the typed prefix itself, so the script offers every word for the path.
    #expect(try await complete(["rounds", "s"], in: "zsh").contains("start"))
    #expect(
      try await complete(["equipment", "add", "limbs", "--dr"], in: "zsh").contains(
        "--draw-weight-lb"))
  }

  @Test func anUnknownShellIsAUsageError() async {
    let (status, out) = await quiver("completion", "fish")
    #expect(status == 64)
    #expect(out.stderr.contains("SHELL takes one of bash, zsh, not 'fish'"))
  }
}
