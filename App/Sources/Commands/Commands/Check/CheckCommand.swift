import CommandKit
import CoreInterfaces
import Foundation
import LiveDependencies
import Scoring
import Store

/// `quiver check [--repair]`: rebuilds every round summary from its arrows and reports each stored
/// one that differs, and each damaged arrow, one line each, exiting 1 if any; `--repair` then
/// stores the rebuilt ones (the arrows are the record, the summaries only derived from them).
struct CheckCommand: QuiverCommand {
  /// What `--json` prints.
  struct Report: Encodable {
    let rounds: Int
    let differences: [String]
    /// Whether `--repair` mended something and left nothing it mends: `false` when there was
    /// nothing to repair or a repair fell short (absent without `--repair`).
    let repaired: Bool?
    /// Each arrow whose points no ring of its face scores (absent when there is none).
    let damagedArrows: [String]?
  }

  let name = "check"
  let summary =
    "Check that every stored round summary is what its arrows give; each difference is one line (exit 1)."
  let repair = Flag(
    "repair", "rebuild every summary from its arrows, in one transaction, after reporting")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let database = try context.openDatabase()
    // Every page, whatever the summaries read: the one command that looks for damage everywhere,
    // on a second connection of its own beside the summaries' reads (`CheckReads`).
    let pages = try context.openDatabase()
    let repairing = context.arguments[self.repair]
    // Before any read: a missing table is named, and what Quiver derives (indexes, triggers,
    // counted tables) made again.
    let made = try await database.checkEveryTable()
    var found = await CheckReads.examine(database, pages)
    var indexes = try found.structure.get().indexes
    if !made.isEmpty {
      // Quiver's own indexes and triggers, never the archer's data: said on standard error
      // beside --json, so standard output stays JSON.
      (context.json ? context.output.error : context.output.line)(
        "Made again: \(made.joined(separator: ", ")) (another program dropped or changed \(made.count == 1 ? "it" : "them"); no record is lost)."
      )
    }
    var remade = false  // broken pages of derived tables made again
    if let damage = try found.structure.get().damage {
      // Broken pages only in tables derived from other rows, or in indexes of tables that read
      // whole, are mended by making them again; anywhere else they are the record's, and only
      // a backup has it.
      guard DerivedTables.canRebuild(damage) else {
        throw StoreError.corrupt(path: database.location.description, detail: damage.detail)
      }
      let derived = (damage.tables + damage.indexes).joined(separator: ", ")
      let count = damage.tables.count + damage.indexes.count
      let source =
        damage.indexes.isEmpty
        ? "the rounds and their summaries"
        : damage.tables.isEmpty
          ? (count == 1 ? "its table's rows" : "their tables' rows")
          : "the rounds, their summaries and their tables' rows"
      guard repairing else {
        // Said as a finding; beside --json on standard error, so standard output stays JSON.
        (context.json ? context.output.error : context.output.line)(
          "Reading every page found broken pages in \(derived), kept from \(source) (no record is lost); 'quiver check --repair' makes \(count == 1 ? "it" : "them") again."
        )
        throw CommandExit(status: 1)
      }
      if let left = try await database.rebuildDerivedTables(
        damage.tables, indexes: damage.indexes)
      {
        throw StoreError.corrupt(path: database.location.description, detail: left.detail)
      }
      remade = true
      (context.json ? context.output.error : context.output.line)(
        "Repaired: \(derived) made again from \(source).")
      found = await CheckReads.examine(database, pages)
      indexes = try found.structure.get().indexes
    }
    let (rounds, summaryDifferences, damaged) = try found.summaries.get()
    let differences = summaryDifferences + indexes
    let rows = try found.rows.get().filter { row in
      !differences.contains { $0.localizedCaseInsensitiveContains(row.id ?? row.row) }
    }
    // A round row no read can use is the record's damage: named as every read names it.
    let lines =
      differences
      + rows.map {
        $0.problem == DamagedSummaries.problem
          ? "\($0.row): \($0.problem)" : "\($0.row): \($0.problem); \(Self.unrepairable)"
      }
    let repairable = lines.contains(where: Self.isRepairable)
    var left = lines
    if repairing, repairable {
      left =
        try await database.write { db in
          try IndexCheck.rebuild(db)  // first: the summaries are rewritten through the indexes
          try RoundSummaries.rebuildAll(db)
          try RoundCountCheck.rebuild(db)
          return try SummaryCheck.differences(db) + IndexCheck.differences(db)
        } + lines.filter { !Self.isRepairable($0) && !differences.contains($0) }
    }

    if context.json {
      try context.output.json(
        Report(
          rounds: rounds, differences: lines,
          repaired: repairing
            ? (remade || repairable) && !left.contains(where: Self.isRepairable) : nil,
          damagedArrows: damaged.isEmpty ? nil : damaged))
    } else if lines.isEmpty, damaged.isEmpty {
      context.output.line(
        rounds == 1
          ? "The 1 round summary matches its arrows."
          : "All \(rounds) round summaries match their arrows.")
    } else {
      for line in lines { context.output.line(line) }
      if repairing, repairable, !left.contains(where: Self.isRepairable) {
        context.output.line("Repaired: every summary was rebuilt from its arrows.")
      } else if !repairing, repairable {
        // Offered only for what a repair mends: never for a round row it cannot.
        context.output.line("'quiver check --repair' rebuilds them from the arrows.")
      }
      // A damaged arrow is the record itself: no rebuild mends it, a correction does.
      for line in damaged { context.output.line("Damaged arrow: \(line).") }
    }
    if !left.isEmpty || !damaged.isEmpty { throw CommandExit(status: 1) }
  }

  /// What a line says a repair cannot fix.
  static let unrepairable = "a repair cannot fix it (delete the round or restore a backup)"

  /// Whether `--repair` mends what `line` names (a summary, a kept count, an index).
  static func isRepairable(_ line: String) -> Bool { !line.contains(unrepairable) }
}
