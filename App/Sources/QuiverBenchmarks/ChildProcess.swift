import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of a process as a person waits for it: wall time from spawn to exit, its peak
/// resident memory (wait4's rusage), and whether it outlived its time limit (then SIGKILLed).
struct ChildRun {
  var milliseconds: Double
  var peakMegabytes: Double
  var status: Int32
  var timedOut: Bool

  /// A run that ended by itself with status 0.
  var succeeded: Bool { !timedOut && status == 0 }
}

/// An error from the lifetime group's set-up, said in one line.
struct LifetimeFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Spawns processes with posix_spawn, so wall time includes process start as a person sees it.
enum ChildProcess {
  /// Runs `executable arguments` with standard input from `input` and standard output to `output`
  /// (`/dev/null` when not given), standard error to `errors`; kills it after `timeout` seconds.
  static func run(
    _ executable: String, _ arguments: [String], input: String? = nil, output: String? = nil,
    errors: String? = nil, timeout: Double
  ) throws -> ChildRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(
      &actions, 2, errors ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    let clock = ContinuousClock()
    let began = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw LifetimeFailure("cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    let own = ownPeakKilobytes()
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    var sampled = 0
    var polls = 0
    let deadline = began.advanced(by: .milliseconds(Int(timeout * 1_000)))
    while true {
      let waited = wait4(pid, &status, WNOHANG, &usage)
      if waited == pid { break }
      if waited < 0, errno != EINTR { throw LifetimeFailure("wait4 failed for \(executable)") }
      if !timedOut, clock.now > deadline {
        timedOut = true
        kill(pid, SIGKILL)
      }
      if polls % 10 == 0 { sampled = max(sampled, highWaterKilobytes(pid)) }
      polls += 1
      usleep(200)
    }
    let elapsed = began.duration(to: clock.now)
    // A normal exit has no signal number in the low 7 bits; its code is in the next byte.
    let exitCode = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return ChildRun(
      milliseconds: elapsed.nanoseconds / 1e6,
      peakMegabytes: Double(usage.ru_maxrss > own ? usage.ru_maxrss : sampled) / 1_024,
      status: exitCode, timedOut: timedOut)
  }

  /// This process's peak resident memory in kB. posix_spawn starts the child in this process's
  /// memory (vfork), so Linux counts this figure in the child's `ru_maxrss`: a child that used
  /// less than it is measured by sampling its own `VmHWM` instead.
  private static func ownPeakKilobytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage.ru_maxrss
  }

  /// `VmHWM` (peak resident memory, kB) from /proc/PID/status; 0 when it cannot be read.
  private static func highWaterKilobytes(_ pid: pid_t) -> Int {
    let descriptor = open("/proc/\(pid)/status", O_RDONLY)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return 0 }
    let text = String(decoding: buffer[..<count], as: UTF8.self)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else {
      return 0
    }
    return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") ?? 0
  }
}
