import Foundation
import Store

extension AtomicFile {
  /// The temporary files a killed write leaves beside its target. Each is named for the process
  /// that writes it (`.rounds.csv.quiver-<pid>-<random>.tmp`), so a later write to the same
  /// target removes those of processes that are gone and never one still writing.
  enum Leftovers {
    /// A new temporary name for `target`, in its folder, naming this process.
    static func temporaryName(for target: String) -> String {
      "\(prefix(of: target))\(getpid())-\(UUID().uuidString.prefix(8)).tmp"
    }

    /// Removes the temporary files of `target` whose process is gone (a kill mid-write); one of
    /// a live process, or named as before processes were named, stays.
    static func remove(besides target: String) {
      let folder = FileSystemPath.folder(of: target)
      let prefix = prefix(of: target)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
      for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
        let writer = name.dropFirst(prefix.count).prefix { $0 != "-" }
        guard let pid = pid_t(writer), pid > 0, isGone(pid) else { continue }
        unlink("\(folder)/\(name)")
      }
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
}
