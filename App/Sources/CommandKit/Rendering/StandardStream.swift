import Foundation

/// Unbuffered writes to a standard stream that report failure instead of dropping it.
enum StandardStream {
  /// Writes all of `text` to `descriptor`; returns `errno` when the system refuses, else `nil`.
  static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      bytes = bytes.dropFirst(written)
    }
    return nil
  }
}
