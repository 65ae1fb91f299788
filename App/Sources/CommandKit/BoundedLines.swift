import CoreInterfaces
import Foundation
import Store

/// The one line reader every command uses (standard input for `rounds feed`, the piped app and
/// `rounds delete`'s question; `rounds feed --from PATH`): memory stays bounded whatever arrives.
/// A line longer than ``limit`` bytes is skipped whole, said in one line; input that is not text
/// (a NUL byte, or bytes that are not UTF-8, as `/dev/zero` gives) ends the lines, said in one
/// line, so nothing spins or grows.
public final class BoundedLines: Sendable {
  /// The longest line kept, in bytes; a longer one is skipped.
  public static let limit = 64 * 1_024

  private let name: String
  private let path: String?
  private let say: @Sendable (String) -> Void
  /// The reader's own state, held while a read blocks (one reader at a time).
  private let state = Locked(
    (
      descriptor: Int32?.none, buffer: [UInt8](), start: 0, ended: false, skipping: false,
      line: 0
    ))
  /// Why reading stopped, apart: asking never waits for a read that blocks.
  private let outcome = Locked((failure: String?.none, notText: false, skipped: 0))

  /// Lines of standard input; `say` gets each one-line notice (a skipped or binary line).
  public init(standardInput say: @escaping @Sendable (String) -> Void) {
    (name, path, self.say) = ("standard input", nil, say)
    state.withLock { $0.descriptor = STDIN_FILENO }
  }

  /// Lines of the file or FIFO at `path` (a FIFO opens once a writer does).
  public init(path: String, say: @escaping @Sendable (String) -> Void) {
    (name, self.path, self.say) = (path, path, say)
  }

  /// Why reading stopped before the end (not text, or unreadable), if it did.
  public var failure: String? { outcome.withLock { $0.failure } }

  /// Whether reading stopped because the input is not text.
  public var stoppedOnBinary: Bool { outcome.withLock { $0.notText } }

  /// How many lines were skipped as longer than ``limit``: input not acted on, so a command
  /// that read them exits 1 after what it saved (stranger29b N10).
  public var skippedLines: Int { outcome.withLock { $0.skipped } }

  /// The next line without its newline; `nil` at the end, or once reading has stopped.
  public func next() -> String? { line(waiting: true) }

  /// The next line only when it has arrived already (never waits for a writer): `nil` when no
  /// whole line is there yet, at the end, or once reading has stopped.
  public func nextIfArrived() -> String? { line(waiting: false) }

  private func line(waiting: Bool) -> String? {
    var notices: [String] = []
    var skipped = 0
    let line = state.withLock { state -> String? in
      while true {
        if let newline = state.buffer[state.start...].firstIndex(of: 0x0A) {
          let bytes = Array(state.buffer[state.start..<newline])
          state.start = newline + 1
          if state.skipping {
            state.skipping = false
            continue
          }
          state.line += 1
          if let text = text(bytes, &state, &notices) { return text }
          return nil
        }
        // What is left has no newline: drop what was read, so the buffer holds one line at most.
        state.buffer.removeSubrange(..<state.start)
        state.start = 0
        if state.buffer.contains(0) {
          if !state.skipping { state.line += 1 }
          return stopNotText(&state, &notices)
        }
        if state.buffer.count > Self.limit || (state.skipping && !state.buffer.isEmpty) {
          if !state.skipping {
            state.line += 1
            notices.append(
              "line \(state.line) of \(name) is longer than \(Self.limit / 1_024) KiB; skipped")
            skipped += 1
          }
          state.skipping = true
          state.buffer.removeAll(keepingCapacity: true)
        }
        guard !state.ended else { break }
        if !waiting, !arrived(state) { return nil }
        readMore(&state)
      }
      guard !state.buffer.isEmpty, !state.skipping else { return nil }
      defer { state.buffer = [] }
      state.line += 1
      return text(state.buffer, &state, &notices)
    }
    if skipped > 0 { outcome.withLock { $0.skipped += skipped } }
    for notice in notices { say(notice) }
    return line
  }

  /// `bytes` as text, or `nil` (reading stops) when they are not text.
  private func text(
    _ bytes: [UInt8], _ state: inout LockedState, _ notices: inout [String]
  ) -> String? {
    guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
      return stopNotText(&state, &notices)
    }
    return text.hasSuffix("\r") ? String(text.dropLast()) : text
  }

  /// The reader's state; lines are taken from `buffer` at `start` on.
  private typealias LockedState = (
    descriptor: Int32?, buffer: [UInt8], start: Int, ended: Bool, skipping: Bool, line: Int
  )

  private func stopNotText(_ state: inout LockedState, _ notices: inout [String]) -> String? {
    let reason =
      "\(name) is not text (line \(state.line) holds a NUL byte or bytes that are not UTF-8); reading stopped"
    notices.append(reason)
    outcome.withLock {
      $0.failure = reason
      $0.notText = true
    }
    state.ended = true
    (state.buffer, state.start) = ([], 0)
    state.skipping = false
    closeFile(&state)
    return nil
  }

  /// Reads what is there (read(2) blocks until a writer writes, or the end); an error ends the
  /// lines and keeps why.
  private func readMore(_ state: inout LockedState) {
    if state.descriptor == nil, let path {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        state.ended = true
        let reason = "\(path) could not be opened (\(FileSystemPath.reason(errno)))"
        outcome.withLock { $0.failure = reason }
        return
      }
      state.descriptor = descriptor
    }
    guard let descriptor = state.descriptor else {
      state.ended = true
      return
    }
    var chunk = [UInt8](repeating: 0, count: 64 * 1_024)
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      state.buffer.append(contentsOf: chunk[0..<count])
    } else if count == 0 || errno != EINTR {
      if count < 0 {
        let reason = "\(name) could not be read (\(FileSystemPath.reason(errno)))"
        outcome.withLock { $0.failure = reason }
      }
      state.ended = true
      closeFile(&state)
    }
  }

  /// Whether a read would not wait: bytes (or the end) are there for the open input.
  private func arrived(_ state: LockedState) -> Bool {
    guard let descriptor = state.descriptor else { return false }
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&ready, 1, 0) > 0
  }

  private func closeFile(_ state: inout LockedState) {
    if path != nil, let descriptor = state.descriptor { close(descriptor) }
    state.descriptor = nil
  }
}
