import CommandKit
import CoreInterfaces
import Equipment
import Foundation
import Scoring
import Store

/// `quiver _complete KIND [WORD]`: the values completion offers that live in the database (round
/// codenames, IDs, archer names) or depend on the word before (a setting's values), one a line.
/// The completion script runs it; it is not listed in help. A TAB never creates anything: where
/// the database file does not exist yet (a fresh machine, a mistyped `--db`), only the values
/// that need none are offered (the standard codenames), and nothing is created.
struct CompleteValuesCommand: QuiverCommand {
  let name = "_complete"
  let summary = "List completion values from the database (used by the completion script)."
  let isListed = false
  let kind = Argument<CompletionData>("KIND", .cases("KIND"), "what to list")
  let word = Argument(
    "WORD", .text("WORD"), "the argument before (a setting's key)", arity: .optional)

  func run(_ context: CommandContext) async throws {
    let kind = try context.arguments[self.kind]
    if kind == .settingValues {
      let key = try context.arguments[ifGiven: self.word] ?? ""
      return context.output.write(Self.lines(SettingsSetCommand.values(of: key)))
    }
    if case .file(let path) = context.location, !FileManager.default.fileExists(atPath: path) {
      return context.output.write(Self.lines(Self.standing(kind)))
    }
    if kind == .roundIDs {
      return context.output.write(Self.lines(try await Self.roundIDs(context.openDatabase())))
    }
    let values = try await context.withLiveDependencies {
      try await Self.values(kind)
    }
    context.output.write(Self.lines(values))
  }

  /// The values of `kind` that need no database: the standard rounds' codenames (and
  /// `practice`), which every store has.
  static func standing(_ kind: CompletionData) -> [String] {
    switch kind {
    case .roundCodenames: RoundCatalogue.all.map(\.id)
    case .startableRounds: standing(.roundCodenames) + ["practice"]
    case .roundIDs, .setupIDs, .itemIDs, .archerNames, .settingValues: []
    }
  }

  /// The values of `kind` over the live clients: those that need no database, then the stored
  /// ones (custom rounds, IDs, names).
  static func values(_ kind: CompletionData) async throws -> [String] {
    @Dependency(\.rounds) var rounds
    @Dependency(\.equipment) var equipment
    @Dependency(\.archers) var archers
    switch kind {
    case .roundCodenames:
      return standing(.roundCodenames) + (try await rounds.customRounds()).items.map(\.id)
    case .startableRounds: return try await values(.roundCodenames) + ["practice"]
    case .roundIDs: return []  // read by their own query (``roundIDs(_:)``)
    case .setupIDs:
      return try await equipment.fetchBowSetups().items.map { String($0.id.description.prefix(8)) }
    case .itemIDs:
      return try await equipment.fetchAll(nil).items.map { String($0.id.description.prefix(8)) }
    case .archerNames: return try await archers.list().items.map(\.name)
    case .settingValues: return []
    }
  }

  /// The active archer's round IDs, newest first, each cut to the 8 characters a person types:
  /// one query over the IDs (through `rounds_page`), never every round read whole. A row whose
  /// ID is not a UUID is left out; one damaged otherwise is offered, and naming it says why.
  static func roundIDs(_ database: Database) async throws -> [String] {
    try await database.read { db in
      try db.query(
        "SELECT id FROM rounds WHERE \(ActiveArcher.matches()) ORDER BY created_at DESC, id"
      ) { RoundID(uuidString: $0.string(0)).map { String($0.description.prefix(8)) } }
      .compactMap { $0 }
    }
  }

  private static func lines(_ values: [String]) -> String {
    values.map { $0 + "\n" }.joined()
  }
}
