public import Coordinator
import CoreInterfaces
public import Foundation
public import Navigation
public import Observation
import Presentation

/// The interactive app, one line of input at a time: it routes a key (`n`, `X`, `b`…) to the
/// screen on top, which turns it into one model intent, awaits what that started, and renders
/// the top screen. Screen state lives in the models the coordinator makes (the settings it draws
/// with too); this session keeps only the message line. It knows nothing of the real terminal,
/// so a script of lines replays a session exactly.
@MainActor
@Observable
public final class TerminalSession {
  /// The coordinator the keys drive.
  @ObservationIgnored public let coordinator: Coordinator
  /// Saves the path after every key, so a killed process comes back to the same screen.
  @ObservationIgnored let savePath: (PathSnapshot<Destination>) async throws -> Void
  /// Whether output goes to a terminal (colour in `auto` needs one).
  let isTerminal: Bool
  /// The environment colour reads (`NO_COLOR`).
  let environment: [String: String]
  /// The one-line message under the screen, cleared by the next key.
  @ObservationIgnored var message: Message?

  /// A line under the screen: an error (`!`), a confirmation (`✓`) or help (`?`).
  struct Message {
    var text: String
    var kind: MessageKind
  }

  /// A session over `coordinator` that saves its path with `savePath`. `isTerminal` and
  /// `environment` decide colour when the setting is `auto`.
  public init(
    coordinator: Coordinator, isTerminal: Bool = false,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    savePath: @escaping (PathSnapshot<Destination>) async throws -> Void = { _ in }
  ) {
    self.coordinator = coordinator
    coordinator.listRows = TerminalRows.listRows(isTerminal: isTerminal, environment: environment)
    self.isTerminal = isTerminal
    self.environment = environment
    self.savePath = savePath
  }

  /// The colours in use now: the setting, the terminal and `NO_COLOR` decide.
  var palette: Palette {
    Palette(
      isOn: coordinator.appearance.settings.usesColour(
        isTerminal: isTerminal, environment: environment))
  }

  /// Lengths in the archer's units.
  var units: UnitsFormat { UnitsFormat(coordinator.appearance.settings.units) }

  /// Restores the saved path (or starts at Home, saying why when `unreadable` says the saved
  /// place could not be read, or `dropped` why it was not reopened), starts following the
  /// settings, and returns the first screen.
  public func start(
    restoring snapshot: PathSnapshot<Destination>?, unreadable: (any Error)? = nil,
    dropped: String? = nil
  ) async -> String {
    await coordinator.appearance.start()
    var notes: [String] = []
    if let error = coordinator.appearance.error {
      notes.append("Could not read the settings (\(error.message)); using the defaults.")
    }
    if let unreadable {
      let why = (unreadable as? StoreDamage)?.problem ?? UserFacingError(unreadable).message
      notes.append("Your saved place could not be read (\(why)): starting at Home.")
    }
    if let dropped { notes.append(dropped) }
    if let snapshot { notes += await coordinator.restore(snapshot) }
    if !notes.isEmpty { say(notes.joined(separator: " ")) }
    await coordinator.settled()
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
      say(help, as: .info)
    case "b":
      back()
    default:
      coordinator.keepEditing()
      await handleScreenKey(key)
    }
    await coordinator.settled()
    await persist()
    return .show(render())
  }

  /// Saves the path, resumes every waiting caller with `nil` and says goodbye.
  public func quit() async -> String {
    let saved = await persist()
    let place = coordinator.breadcrumb
    coordinator.tearDown()
    await coordinator.answered()
    coordinator.appearance.stop()
    // Said only when it was saved: after "Could not save your place" it once still said so.
    return saved
      ? "Saved your place: \(place). Bye.\n" : "Your place was not saved (\(place)). Bye.\n"
  }

  /// Shows `text` under the screen.
  func say(_ text: String, as kind: MessageKind = .error) {
    // What a person typed comes back in messages: a control character or bidi override in it is
    // shown as `?`, so the line cannot clear or rewrite the screen.
    let shown = Names.shownSafely(text)
    message = Message(text: shown, kind: kind)
  }

  /// Back, unless it would drop unsaved edits: the first `b` warns, a second one leaves.
  private func back() {
    switch coordinator.leave() {
    case .left: break
    case .atHome: say("This is Home: there is nothing to go back to (q quits).")
    case .unsavedChanges: say("Unsaved changes: w saves them; b again leaves without saving.")
    }
  }

  /// The screen drawn again each time something it shows changes — a model's data (a write made
  /// on another screen, by another client or, once the store notices, by another process), the
  /// path, the settings. Following starts now; it ends when the stream's consumer stops.
  public func redraws() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: String.self, bufferingPolicy: .bufferingNewest(1))
    let ended = Locked(false)
    continuation.onTermination = { _ in ended.withLock { $0 = true } }
    _ = follow(continuation, unless: ended)
    return stream
  }

  /// Renders under observation; on the first change, renders again, sends it and follows on.
  private func follow(
    _ continuation: AsyncStream<String>.Continuation, unless ended: Locked<Bool>
  ) -> String {
    withObservationTracking {
      render()
    } onChange: { [weak self] in
      guard !ended.withLock({ $0 }) else { return }
      Task { @MainActor [weak self] in
        guard let self else { return continuation.finish() }
        continuation.yield(self.follow(continuation, unless: ended))
      }
    }
  }

  /// Saves the path; a failure is shown, never fatal: the screen still works. Whether it saved.
  @discardableResult
  private func persist() async -> Bool {
    do {
      try await savePath(coordinator.navigator.path.snapshot)
      return true
    } catch {
      // An error the key already caused (an arrow not saved) stays first: this one never hides it.
      let why = UserFacingError(error).message
      if let earlier = message, earlier.kind == .error {
        say("\(earlier.text) Also, your place was not saved: \(why)")
      } else {
        say("Could not save your place: \(why)")
      }
      return false
    }
  }

  /// The keys every screen accepts, for `?`.
  var help: String {
    "Keys: b back, q quit (your place is saved), ? help; each screen lists its own keys."
  }
}
