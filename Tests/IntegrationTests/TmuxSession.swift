import Foundation

/// `quiver` in a real terminal: a detached tmux session on its own server socket, driven with
/// `send-keys` and read with `capture-pane`. `.ci/run` installs tmux when it is missing.
struct TmuxSession {
  /// Whether tmux is installed here.
  static var isAvailable: Bool {
    (try? run(["-V"]).status) == 0
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let socket = "quiver-test-\(UUID().uuidString.prefix(8))"

  /// Starts `command` in a 100×50 terminal, inside a small shell that prints
  /// `[exited STATUS]` when it ends and keeps the pane open. (A pane left to die takes the
  /// command's last words with it: tmux 3.3 redraws a dead pane that used the alternate screen
  /// without what was written after leaving it.) The shell traps the stop signals so a Ctrl-C
  /// reaches the command alone; a trap is reset on `exec`, so the command starts with defaults.
  init(_ command: [String]) throws {
    let wrapper = "trap : INT TERM HUP; \"$@\"; echo \"[exited $?]\"; exec sleep 600"
    let quoted = (["sh", "-c", wrapper, "sh"] + command).map(Self.quote)
    // The server this starts outlives the command and inherits its descriptors, which keeps
    // `Process` waiting forever on Linux; `system` waits for the command alone.
    let start =
      "tmux -L \(socket) new-session -d -s quiver -x 100 -y 50 "
      + "\(Self.quote(quoted.joined(separator: " "))) </dev/null >/dev/null 2>&1"
    guard system(start) == 0 else { throw Failure(description: "tmux could not start") }
  }

  /// `text` in single quotes for a shell.
  private static func quote(_ text: String) -> String {
    "'\(text.replacingOccurrences(of: "'", with: "'\\''"))'"
  }

  /// Waits for the command to end; its exit status.
  func exitStatus(seconds: Double = 20) throws -> Int32 {
    let screen = try waitFor("[exited ", seconds: seconds)
    let status = screen.split(separator: "\n").last { $0.hasPrefix("[exited ") }?
      .dropFirst("[exited ".count).prefix { $0.isNumber }
    guard let status, let value = Int32(status) else {
      throw Failure(description: "no exit status on the screen:\n\(screen)")
    }
    return value
  }

  /// Types `line` and presses Enter.
  func type(_ line: String) throws {
    if !line.isEmpty { _ = try Self.run(["-L", socket, "send-keys", "-t", "quiver", "-l", line]) }
    _ = try Self.run(["-L", socket, "send-keys", "-t", "quiver", "Enter"])
  }

  /// Presses a key by its tmux name (`C-c` is Ctrl-C).
  func press(_ key: String) throws {
    _ = try Self.run(["-L", socket, "send-keys", "-t", "quiver", key])
  }

  /// The visible screen.
  func pane() throws -> String {
    try Self.run(["-L", socket, "capture-pane", "-p", "-t", "quiver"]).output
  }

  /// Waits (at most `seconds`) until the screen contains `text`; the screen, or a failure naming
  /// what was there instead.
  @discardableResult
  func waitFor(_ text: String, seconds: Double = 20) throws -> String {
    var screen = ""
    let appeared = poll(for: seconds, every: 0.05) {
      screen = (try? pane()) ?? ""
      return screen.contains(text)
    }
    guard appeared else {
      throw Failure(description: "'\(text)' never appeared; the screen was:\n\(screen)")
    }
    return screen
  }

  /// Ends the tmux server and everything in it.
  func kill() {
    _ = system("tmux -L \(socket) kill-server </dev/null >/dev/null 2>&1")
  }

  private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
