public import Coordinator
import CoreInterfaces
import Foundation
public import Navigation
import Scoring

/// The interactive app, one line of input at a time: it turns a key (`n`, `X`, `b`…) into a
/// coordinator or view-model call, waits for the effect to settle, and renders the top screen.
/// It knows nothing of the real terminal, so a script of lines replays a session exactly.
@MainActor
public final class TerminalSession {
  /// The coordinator the keys drive.
  public let coordinator: Coordinator
  /// Saves the path after every key, so a killed process comes back to the same screen.
  let savePath: (PathSnapshot<Destination>) async throws -> Void
  /// The one-line message under the screen: an error or a confirmation, cleared by the next key.
  var message: String?
  /// The caller waiting on a picker this session opened (round setup's "pick a bow setup").
  var awaitingPicker: Task<Void, Never>?
  /// Set by that caller's task when it has its answer, so waiting for it never blocks.
  var pickerCallerDone = true
  /// The rounds the Rounds screen lists, newest first, loaded when it is shown.
  var listing: [RoundListing] = []

  /// A session over `coordinator` that saves its path with `savePath`.
  public init(
    coordinator: Coordinator,
    savePath: @escaping (PathSnapshot<Destination>) async throws -> Void = { _ in }
  ) {
    self.coordinator = coordinator
    self.savePath = savePath
  }

  /// Restores the saved path (or starts at Home) and returns the first screen.
  public func start(restoring snapshot: PathSnapshot<Destination>?) async -> String {
    if let snapshot {
      let notes = await coordinator.restore(snapshot)
      message = notes.isEmpty ? nil : notes.joined(separator: " ")
    }
    await settle()
    return render()
  }

  /// What a line of input did: the screen to show next, or the end of the session.
  public enum Step: Equatable, Sendable {
    /// Show this text and read the next line.
    case show(String)
    /// The person quit; show this text and stop.
    case quit(String)
  }

  /// Handles one line of input (a key, or arrows such as `X 10 9`) and returns the next step.
  public func handle(_ line: String) async -> Step {
    message = nil
    let key = line.trimmingCharacters(in: .whitespaces)
    switch key {
    case "q":
      return .quit(await quit())
    case "?":
      message = help
    case "b" where coordinator.navigator.path.entries.isEmpty:
      message = "This is Home: there is nothing to go back to (q quits)."
    case "b":
      coordinator.back()
    default:
      await handleScreenKey(key)
    }
    await settle()
    await persist()
    return .show(render())
  }

  /// Saves the path, resumes every waiting caller with `nil` and says goodbye.
  public func quit() async -> String {
    await persist()
    let place = coordinator.breadcrumb
    coordinator.tearDown()
    await awaitingPicker?.value
    awaitingPicker = nil
    return "Saved your place: \(place). Bye.\n"
  }

  /// Saves the path; a failure is shown, never fatal: the screen still works.
  private func persist() async {
    do {
      try await savePath(coordinator.navigator.path.snapshot)
    } catch {
      message = "Could not save your place: \(UserFacingError(error).message)"
    }
  }

  /// The keys every screen accepts, for `?`.
  var help: String {
    "Keys: b back, q quit (your place is saved), ? help; each screen lists its own keys."
  }
}
