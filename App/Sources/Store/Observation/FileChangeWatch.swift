import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Calls `onChange` when a file beside the database, whose name starts with the database file's
/// (the file itself, its `-wal` and `-shm`), is written or replaced: how a commit by another
/// process is noticed. inotify wakes it, so it costs nothing while nothing is written.
final class FileChangeWatch {
  private let source: any DispatchSourceRead

  /// Watches the folder of `path`; `nil` where inotify is missing or refuses (the store then
  /// sees only its own commits, as before).
  init?(path: String, onChange: @escaping @Sendable () -> Void) {
    #if canImport(Glibc)
      let folder = (path as NSString).deletingLastPathComponent
      let prefix = Array((path as NSString).lastPathComponent.utf8)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      let mask = UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE)
      guard inotify_add_watch(descriptor, folder.isEmpty ? "." : folder, mask) >= 0 else {
        close(descriptor)
        return nil
      }
      source = DispatchSource.makeReadSource(
        fileDescriptor: descriptor, queue: DispatchQueue(label: "quiver.store.watch"))
      source.setEventHandler {
        if Self.drain(descriptor, matching: prefix) { onChange() }
      }
      source.setCancelHandler { close(descriptor) }
      source.resume()
    #else
      return nil
    #endif
  }

  /// Stops watching and closes the watch.
  func stop() { source.cancel() }

  deinit { source.cancel() }

  #if canImport(Glibc)
    /// Reads every pending event; whether one names a file starting with `prefix`.
    private static func drain(_ descriptor: Int32, matching prefix: [UInt8]) -> Bool {
      var matched = false
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return matched }
        var offset = 0
        // Each event: wd, mask, cookie, len (4 bytes each), then `len` bytes of NUL-padded name.
        while offset + 16 <= count {
          let length = buffer.withUnsafeBytes {
            Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          }
          let name = buffer[(offset + 16)..<min(offset + 16 + length, count)]
          if name.starts(with: prefix) { matched = true }
          offset += 16 + length
        }
      }
    }
  #endif
}
