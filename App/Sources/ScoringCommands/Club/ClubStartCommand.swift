import CommandKit
import CoreInterfaces
import Foundation
import Presentation
import Scoring

/// `quiver club start ROUND --archer NAME… --guest NAME…`: a target whose archers take the
/// letters A, B, C… in order (stored archers first, then guests), each stored archer with their
/// own round started in their history. Prints the target's ID, then each letter.
struct ClubStartCommand: QuiverCommand {
  let name = "start"
  let summary =
    "Start a target of ROUND for up to six archers (--archer from the store, --guest by name), lettered A, B, C… in order, and print its ID."
  let round = Argument(
    "ROUND", .text("ROUND", completion: .data(.startableRounds)),
    "a standard round ('quiver rounds catalog') or one of your custom rounds")
  let archer = Option(
    "archer", .text("NAME", completion: .data(.archerNames)),
    "an archer from the store (name or ID prefix): their round goes to their own history",
    repeatable: true)
  let guest = Option(
    "guest", .text("NAME"),
    "a guest by name (guests take the letters after the stored archers): their round is kept with the target",
    repeatable: true)
  let twoSheets = Flag(
    "two-sheets", "a second scorer enters every end again; it is saved when both sheets agree")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let codename = try arguments[round]
    let names = try arguments[all: archer]
    let guests = try arguments[all: guest]
    guard !names.isEmpty || !guests.isEmpty else {
      throw UsageError("a target needs an archer: give --archer NAME or --guest NAME")
    }
    let board = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      @Dependency(\.archers) var archers
      @Dependency(\.targets) var targets
      let definition = try await rounds.definition(named: codename)
      var entrants: [TargetBoard.Entrant] = []
      if !names.isEmpty {
        let stored = try await archers.list()
        for name in names {
          let found = try ArcherArgument.find(name, in: stored)
          entrants.append(.init(.archer(found.id, name: found.name), bowStyle: found.bowStyle))
        }
      }
      // The app's guest marker typed here too (`--guest +Bo`) names the guest "Bo", as
      // `match start --guest-a +Bo` does (stranger-final D15).
      entrants += guests.map { TargetBoard.Entrant(.guest(name: GuestMark.stripped($0))) }
      return try await targets.start(definition, entrants, arguments[twoSheets])
    }
    if context.json { return try context.output.json(TargetJSON(board)) }
    context.output.line(board.id.uuidString.lowercased())
    for archer in board.target.archers {
      let whose =
        board.rounds[archer.letter].map { "round \(String($0.description.prefix(8)))" }
        ?? "guest"
      context.output.line("\(archer.letter.rawValue)  \(archer.name) (\(whose))")
    }
  }
}
