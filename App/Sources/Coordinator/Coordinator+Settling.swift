import Analytics
import CoreInterfaces
import Equipment
import Navigation
import Scoring

extension Coordinator {
  /// Awaits what the last intent started, so the screen drawn next is complete: the caller of a
  /// picker that has closed, and the load of the screen on top (again if that load's end
  /// brought another screen up). Awaits tasks; never polls.
  public func settled() async {
    if let asker, !pickerIsOpen {
      await asker.value
      self.asker = nil
    }
    // Each pass awaits a finished or finishing task; the path is finite, so this ends.
    for _ in 0...navigator.path.count {
      guard let top = navigator.path.top else {
        home.start()
        return await home.load()
      }
      guard let load = loads[top.id] else { return }
      await load.value
      if navigator.path.top?.id == top.id { return }
    }
  }

  /// Runs `caller` — a model awaiting a picker through this navigator — in its own task, and
  /// returns once the picker is on the path or the caller is done without one (refused).
  public func ask(_ caller: @escaping @MainActor () async -> Void) async {
    await withCheckedContinuation { continuation in
      releaseAskWaiter()  // an earlier waiter, if any, is not left waiting for ever
      askerShown = continuation
      asker = Task {
        await caller()
        self.releaseAskWaiter()
      }
    }
  }

  /// Awaits the answer to the picker a caller is waiting on: the choice reaches the caller
  /// through the routing task and the result bus, and the caller finishes with it.
  public func answered() async {
    await asker?.value
    asker = nil
  }

  /// Awaits the next push or pop — one an intent's action is about to cause (a started round's
  /// scoring screen, pushed by the routing task).
  public func nextPathChange() async {
    await withCheckedContinuation { pathWaiters.append($0) }
  }

  /// Whether a picker is open (a caller somewhere awaits its answer).
  public var pickerIsOpen: Bool {
    navigator.path.entries.contains { $0.destination.isTransient }
  }

  /// Lets ``ask(_:)`` return: its picker is showing, or its caller finished.
  func releaseAskWaiter() {
    askerShown?.resume()
    askerShown = nil
  }

  /// The screen on top again after the ones above it went follows its store again, reading
  /// once now (``settled()`` awaits that read): a list shows the item just edited, a round's
  /// detail the arrows just scored, round setup the round left unfinished.
  func uncoverTop() {
    guard let top = navigator.path.top, let reveal = screens[top.id]?.uncover() else { return }
    loads[top.id]?.cancel()
    loads[top.id] = Task { await reveal() }
  }
}
