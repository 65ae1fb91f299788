import CoreInterfaces
import Foundation

/// An electronic target that reads `x y` (millimetres from the centre, +y up) one hit a line
/// from a blocking line source — a file, a FIFO, standard input — on its own thread, as devices
/// do. It reads the next line only once the last hit was acknowledged (saved), so a stop or a
/// kill never loses a hit it took in. A malformed line goes to `onMalformed` with its number and
/// is skipped; blank lines are ignored; the end of input is reported as ``FeedEnded``.
public final class LineTarget: ElectronicTarget {
  private struct State {
    var onHit: (@Sendable (TargetHit) -> Void)?
    var onFailure: (@Sendable (any Error) -> Void)?
  }
  private let state = Locked(State())
  private let saved = DispatchSemaphore(value: 0)
  private let nextLine: @Sendable () -> String?
  private let onMalformed: @Sendable (_ number: Int, _ line: String) -> Void

  /// A target reading `nextLine` (`nil` at the end), telling `onMalformed` of each bad line.
  public init(
    nextLine: @escaping @Sendable () -> String?,
    onMalformed: @escaping @Sendable (_ number: Int, _ line: String) -> Void
  ) {
    self.nextLine = nextLine
    self.onMalformed = onMalformed
  }

  /// Starts reading on a thread of its own.
  public func start(
    onHit: @escaping @Sendable (TargetHit) -> Void,
    onFailure: @escaping @Sendable (any Error) -> Void
  ) {
    state.withLock {
      $0.onHit = onHit
      $0.onFailure = onFailure
    }
    Thread.detachNewThread { [self] in read() }
  }

  /// Stops reporting; a read already waiting for a line ends with it.
  public func stop() {
    state.withLock {
      $0.onHit = nil
      $0.onFailure = nil
    }
    saved.signal()
  }

  /// Says the last hit is saved: the next line may be read.
  public func acknowledge() { saved.signal() }

  private func read() {
    var number = 0
    while let line = nextLine() {
      number += 1
      guard let onHit = state.withLock({ $0.onHit }) else { return }
      if line.allSatisfy(\.isWhitespace) { continue }
      guard let hit = Self.hit(line) else {
        onMalformed(number, line)
        continue
      }
      onHit(hit)
      saved.wait()
    }
    state.withLock { $0.onFailure }?(FeedEnded(lines: number))
  }

  /// The hit `x y` (millimetres) describes, or `nil`: two plain decimal numbers (no hex, no
  /// `nan`) within the plot's reach. A line ending in CR (a file written on Windows) reads as
  /// the same line without it.
  public static func hit(_ line: String) -> TargetHit? {
    let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" })
    guard parts.count == 2, let x = NumberText.decimal(parts[0]),
      let y = NumberText.decimal(parts[1])
    else { return nil }
    let metres = (x: x / 1_000, y: y / 1_000)
    guard Bounded.plotMetres.contains(metres.x), Bounded.plotMetres.contains(metres.y) else {
      return nil
    }
    return TargetHit(x: metres.x, y: metres.y)
  }
}

/// A line target's input ended (after `lines` lines): the normal end of a feed, not a failure.
public struct FeedEnded: Error, Equatable {
  /// How many lines were read.
  public let lines: Int
}
