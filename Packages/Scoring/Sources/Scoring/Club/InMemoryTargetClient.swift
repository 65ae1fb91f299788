import CoreInterfaces
import Foundation

extension TargetClient {
  /// A working client over in-memory state with the live store's rules (``TargetBoard``): a
  /// refused entry changes nothing. `seed` is what it holds at first.
  public static func inMemory(seed: [TargetBoard] = []) -> TargetClient {
    let boards = Locked(Dictionary(seed.map { ($0.id, $0) }, uniquingKeysWith: { $1 }))
    let changes = MutableStateFlow(0)  // counts the writes, for observers
    @Sendable func change<Outcome>(
      _ id: UUID, _ body: (inout TargetBoard) throws(TargetError) -> Outcome
    ) throws -> Outcome {
      let outcome = try boards.withLock { boards throws(TargetError) in
        guard var board = boards[id] else { throw .noTarget(id.uuidString.lowercased()) }
        let outcome = try body(&board)
        boards[id] = board
        return outcome
      }
      changes.update { $0 += 1 }
      return outcome
    }
    return TargetClient(
      start: { round, entrants, twoSheets in
        let board = try TargetBoard.start(round: round, entrants: entrants, twoSheets: twoSheets)
        boards.withLock { $0[board.id] = board }
        changes.update { $0 += 1 }
        return board
      },
      find: { text in
        let all = boards.withLock { Array($0.values) }
        guard let text else {
          guard
            let newest = all.max(by: {
              ($0.created, $0.id.uuidString) < ($1.created, $1.id.uuidString)
            })
          else { throw TargetError.noTarget(nil) }
          return newest.id
        }
        let prefix = text.lowercased()
        let found = all.filter { $0.id.uuidString.lowercased().hasPrefix(prefix) }
        guard found.count < 2 else { throw TargetError.ambiguousTarget(text) }
        guard let only = found.first else { throw TargetError.noTarget(text) }
        return only.id
      },
      list: {
        boards.withLock { Array($0.values) }.sorted {
          ($0.created, $0.id.uuidString) > ($1.created, $1.id.uuidString)
        }
      },
      observeTarget: { id in
        Flow { continuation in
          let task = Task {
            for await _ in changes.values {
              guard let board = boards.withLock({ $0[id] }) else {
                continuation.finish(throwing: TargetError.noTarget(id.uuidString.lowercased()))
                return
              }
              continuation.yield(board)
            }
            continuation.finish()
          }
          return Cancellable { task.cancel() }
        }
      },
      enter: { id, letter, notation, sheet in
        try change(id) { board throws(TargetError) in
          try board.enter(notation, for: letter, sheet: sheet)
        }
      },
      enterAll: { id, lines, sheet, reason in
        try change(id) { board throws(TargetError) in
          try board.enterAll(lines, sheet: sheet, reason: reason)
        }
      },
      settle: { id, letter, notation, reason in
        try change(id) { board throws(TargetError) in
          try board.settle(notation, for: letter, reason: reason)
        }
      },
      correct: { id, letter, end, arrow, notation, reason in
        try change(id) { board throws(TargetError) in
          try board.correct(letter, end: end, arrow: arrow, to: notation, reason: reason)
        }
      },
      withdraw: { id, letter in
        try change(id) { board throws(TargetError) in
          try board.withdraw(letter)
          return board
        }
      })
  }

  /// The in-memory client holding a sample: four guests on a Portsmouth, one end in.
  public static func preview() -> TargetClient {
    inMemory(seed: sample.map { [$0] } ?? [])
  }

  /// Four guests on a Portsmouth with their first end in (`nil` only if the catalogue lost it).
  public static var sample: TargetBoard? {
    guard let round = RoundCatalogue.round("portsmouth") else { return nil }
    let names = ["Ana", "Ben", "Cleo", "Dev"]
    let ends = [["10", "9", "9"], ["X", "10", "9"], ["9", "8", "8"], ["10", "10", "9"]]
    do throws(TargetError) {
      var board = try TargetBoard.start(
        round: round, entrants: names.map { TargetBoard.Entrant(.guest(name: $0)) },
        twoSheets: false)
      for (letter, end) in zip(TargetLetter.allCases, ends) {
        _ = try board.enter(end, for: letter)
      }
      return board
    } catch {
      return nil
    }
  }
}
