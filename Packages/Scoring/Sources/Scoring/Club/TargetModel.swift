public import CoreInterfaces
public import Foundation
public import Observation

/// The Target screen: the newest shared target, followed through one observed query
/// (``TargetClient/observeTarget``) that returns the whole board it shows. Each intent is one
/// archer's line (`A 10 9 9`), a second sheet's (`2 A 10 9 9`), a correction or a settling; a
/// refusal is said in one line and changes nothing.
@MainActor
@Observable
public final class TargetModel {
  /// The screen's observed query: the target, nothing else.
  public let shown: Observed<TargetBoard>
  /// The last entry's line (what it did), or why it was refused; a second sheet that differs is
  /// `refused` too, since nothing was saved.
  public private(set) var said: (text: String, refused: Bool)?
  /// The stored targets, newest first, once asked for (``listTargets()``); `nil` before.
  public private(set) var earlier: [TargetBoard]?
  /// Whether ``said`` asks to confirm a withdrawal (`w A` again withdraws A; anything else,
  /// ``forgetWithdrawal()``, cancels it: stranger29d D4).
  public private(set) var asking = false

  /// The withdrawal asked about: the target and the letter.
  @ObservationIgnored private var asked: (target: UUID, letter: TargetLetter)?

  @ObservationIgnored private let targets: TargetClient
  @ObservationIgnored private let rounds: RoundClient
  @ObservationIgnored private let archers: ArcherClient
  @ObservationIgnored private let describe: @Sendable (TargetBoard.Outcome, TargetBoard) -> String

  /// The model of the newest target; `describe` words an entry's outcome on the board after it
  /// for ``said``.
  public init(
    describe: @escaping @Sendable (TargetBoard.Outcome, TargetBoard) -> String = { o, _ in "\(o)" }
  ) {
    @Dependency(\.targets) var targets
    @Dependency(\.rounds) var rounds
    @Dependency(\.archers) var archers
    let client = targets
    self.targets = client
    self.rounds = rounds
    self.archers = archers
    self.describe = describe
    shown = Observed {
      Flow { continuation in
        let task = Task {
          do {
            let id = try await client.find(nil)
            for try await board in client.observeTarget(id) { continuation.yield(board) }
            continuation.finish()
          } catch {
            continuation.finish(throwing: error)
          }
        }
        return Cancellable { task.cancel() }
      }
    }
  }

  /// Starts a new target and follows it: `portsmouth Ana Ben +Cleo` — the round, then stored
  /// archers by name and guests marked `+`, lettered A, B, C… in the order typed.
  @discardableResult
  public func startTarget(_ line: String, twoSheets: Bool = false) async -> Bool {
    let (rounds, archers) = (self.rounds, self.archers)
    let words = TypedNames.words(line)
    let client = targets
    do {
      try TypedNames.checkQuotes(line)
      guard let codename = words.first, words.count > 1 else { throw TargetModelUsage.start }
      let definition = try await rounds.definition(named: codename)
      let stored =
        words.dropFirst().contains { !$0.hasPrefix("+") } ? try await archers.list() : nil
      var entrants: [TargetBoard.Entrant] = []
      for word in words.dropFirst() {
        if word.hasPrefix("+") {
          entrants.append(.init(.guest(name: String(word.dropFirst()))))
        } else if let archer = Self.archer(word, in: stored?.items ?? []) {
          entrants.append(.init(.archer(archer.id, name: archer.name), bowStyle: archer.bowStyle))
        } else {
          throw TargetModelUsage.noArcher(word)
        }
      }
      let board = try await client.start(definition, entrants, twoSheets)
      guard !Task.isCancelled else { return true }
      shown.follow { client.observeTarget(board.id) }
      // The next line is entered on the new target, not on the empty screen's refusal.
      await shown.arrived()
      said = (
        "Target started: \(board.target.archers.map { "\($0.letter.rawValue) \($0.name)" }.joined(separator: ", ")).",
        false
      )
      return true
    } catch {
      guard !Task.isCancelled else { return false }
      said = (UserFacingError(error).message, true)
      return false
    }
  }

  /// Reads the stored targets, newest first, as `club list` does (``TargetClient/list``), into
  /// ``earlier``, so an earlier target can be opened (stranger29b N13); `false`, with ``said``
  /// saying why, when the read fails.
  @discardableResult
  public func listTargets() async -> Bool {
    do {
      let boards = try await targets.list()
      guard !Task.isCancelled else { return false }
      earlier = boards
      return true
    } catch {
      guard !Task.isCancelled else { return false }
      said = (UserFacingError(error).message, true)
      return false
    }
  }

  /// Follows the target `id` (one of ``earlier``) instead of the one shown: its lines are
  /// entered on it from now on.
  public func open(_ id: UUID) async {
    let client = targets
    said = nil
    shown.follow { client.observeTarget(id) }
    await shown.arrived()
  }

  /// Follows the target while the screen is on top.
  public func start() { shown.start() }

  /// Follows the target if it is not followed yet, and returns once it is read.
  public func load() async { await shown.load() }

  /// Enters a typed line: `A 10 9 9` on the first sheet, `2 A 10 9 9` on the second. Whether it
  /// was taken (``said`` says what it did or why not).
  @discardableResult
  public func enter(_ line: String) async -> Bool {
    var words = Self.words(line)
    var sheet = 1
    if words.first == "2" || words.first == "1" {
      sheet = words.first == "2" ? 2 : 1
      words.removeFirst()
    }
    let (given, onSheet) = (words, sheet)
    return await act { board, targets in
      let letter = try board.target.letter(given.first ?? "")
      return try await targets.enter(board.id, letter, Array(given.dropFirst()), onSheet)
    }
  }

  /// Settles a disputed end: `A X 10 8 : why` keeps those arrows and records the reason.
  @discardableResult
  public func settle(_ line: String) async -> Bool {
    let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
    let words = Self.words(parts.first ?? "")
    let reason = parts.count > 1 ? parts[1] : ""
    return await act { board, targets in
      let letter = try board.target.letter(words.first ?? "")
      return try await targets.settle(board.id, letter, Array(words.dropFirst()), reason)
    }
  }

  /// Corrects an arrow: `A END ARROW VALUE`, or `A END ARROW VALUE : why` (needed on a
  /// two-sheet target, recorded).
  @discardableResult
  public func correct(_ line: String) async -> Bool {
    let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
    let words = Self.words(parts.first ?? "")
    let reason = parts.count > 1 ? parts[1] : nil
    return await act { board, targets in
      let letter = try board.target.letter(words.first ?? "")
      guard words.count == 4, let end = Int(words[1]), let arrow = Int(words[2]) else {
        throw TargetModelUsage.correction
      }
      return try await targets.correct(board.id, letter, end, arrow, words[3], reason)
    }
  }

  /// Forgets a withdrawal asked about: any line but `w` with the same letter cancels it.
  public func forgetWithdrawal() {
    asked = nil
    asking = false
  }

  /// Withdraws an archer: `A` (a guest too; ``TargetClient/withdraw``), asked first: the first
  /// `w A` says what it would do (``TargetWithdrawal/question``) and the same `w A` again does
  /// it (stranger29d D4). The target goes on without them; what is said names the end it is on.
  @discardableResult
  public func withdraw(_ line: String) async -> Bool {
    let words = Self.words(line)
    let wasAsked = asked
    forgetWithdrawal()
    guard let board = shown.value else {
      said = (shown.error?.message ?? "The target is not read yet.", true)
      return false
    }
    do {
      guard words.count == 1 else { throw TargetModelUsage.withdrawal }
      let letter = try board.target.letter(words[0])
      let withdrawal = try board.withdrawal(of: letter)
      guard let wasAsked, wasAsked.target == board.id, wasAsked.letter == letter else {
        asked = (board.id, letter)
        asking = true
        said = ("\(withdrawal.question): w \(letter.rawValue) again to confirm.", false)
        return true
      }
      let after = try await targets.withdraw(board.id, letter)
      guard !Task.isCancelled else { return true }
      let name = after.target.archer(letter)?.name ?? ""
      said = (
        "\(letter.rawValue) \(name) has withdrawn; "
          + (after.target.everyoneWithdrew
            ? "everyone has withdrawn." : "the target goes on without them."),
        false
      )
      return true
    } catch {
      guard !Task.isCancelled else { return false }
      said = (UserFacingError(error).message, true)
      return false
    }
  }

  /// Runs one entry against the board shown; a Back (cancellation) during it says nothing.
  private func act(
    _ entry: @Sendable (TargetBoard, TargetClient) async throws -> TargetBoard.Outcome
  ) async -> Bool {
    guard let board = shown.value else {
      said = (shown.error?.message ?? "The target is not read yet.", true)
      return false
    }
    do {
      let outcome = try await entry(board, targets)
      let after = (try? await targets.board(board.id)) ?? board
      guard !Task.isCancelled else { return true }
      if case .differs = outcome {
        said = (describe(outcome, after), true)
      } else {
        said = (describe(outcome, after), false)
      }
      return true
    } catch {
      guard !Task.isCancelled else { return false }
      said = (UserFacingError(error).message, true)
      return false
    }
  }

  private static func words(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
  }
}

/// A correction typed in the wrong shape.
extension TargetModel {
  /// The stored archer `word` names (``Archer/named(_:in:)``).
  static func archer(_ word: String, in archers: [Archer]) -> Archer? {
    Archer.named(word, in: archers)
  }
}

enum TargetModelUsage: Error, LocalizedError {
  case correction
  case withdrawal
  case start
  case noArcher(String)

  var errorDescription: String? {
    switch self {
    case .correction: "Type a correction as 'c LETTER END ARROW VALUE', e.g. c A 2 3 X."
    case .withdrawal: "Type a withdrawal as 'w LETTER', e.g. w C."
    case .start: "Type 'n ROUND NAME… +GUEST…', e.g. n portsmouth Ana Ben +Cleo."
    case .noArcher(let name):
      "No archer is named '\(ValueRangeError.shortened(name))'; mark a guest with +, "
        + "e.g. +\(ValueRangeError.shortened(name)) (a name with spaces in quotes: \"Ana Lopez\")."
    }
  }
}
