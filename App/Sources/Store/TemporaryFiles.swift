import Foundation

/// The temporary files a write makes beside its target before moving them into place (an
/// `--out` file, a new store). Each is hidden and named for the process that writes it
/// (`.rounds.csv.quiver-<pid>-<random>.tmp`), so a later write to the same target removes those
/// a killed process left, and never one still being written.
public enum TemporaryFiles {
  /// A new temporary name for `target`, in its folder, naming this process.
  public static func name(for target: String) -> String {
    let folder = FileSystemPath.folder(of: target)
    return "\(folder)/\(prefix(of: target))\(getpid())-\(UUID().uuidString.prefix(8)).tmp"
  }

  /// Removes the temporary files of `target` whose process is gone (a kill mid-write), with the
  /// journals SQLite keeps beside one (`-wal`, `-shm`, `-journal`); one of a live process, or
  /// named as before processes were named, stays.
  public static func removeLeftovers(besides target: String) {
    let folder = FileSystemPath.folder(of: target)
    let prefix = prefix(of: target)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(prefix) {
      guard let pid = writer(of: name.dropFirst(prefix.count)), isGone(pid) else { continue }
      unlink("\(folder)/\(name)")
    }
  }

  /// The process that wrote a temporary name, from what follows its prefix: exactly
  /// `PID-XXXXXXXX.tmp` as ``name(for:)`` makes it (a PID of digits with no leading zero, eight
  /// hexadecimal digits), or that with SQLite's `-wal`, `-shm` or `-journal` after it; `nil`
  /// for any other name, which is never removed.
  private static func writer(of rest: Substring) -> pid_t? {
    let parts = rest.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, let digits = parts.first, let first = digits.first, first != "0",
      digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let pid = pid_t(digits),
      pid > 0
    else { return nil }
    let tail = parts[1]
    let random = tail.prefix(8)
    guard random.count == 8, random.allSatisfy(\.isHexDigit), random.allSatisfy(\.isASCII) else {
      return nil
    }
    let suffix = tail.dropFirst(8)
    return ["", "-wal", "-shm", "-journal"].map { ".tmp" + $0 }.contains(String(suffix))
      ? pid : nil
  }

  /// `.rounds.csv.quiver-`: what every temporary name of `target` starts with.
  private static func prefix(of target: String) -> String {
    ".\(FileSystemPath.name(of: target)).quiver-"
  }

  /// Whether no process `pid` exists (signal 0 checks without sending anything).
  private static func isGone(_ pid: pid_t) -> Bool {
    kill(pid, 0) != 0 && errno == ESRCH
  }
}
