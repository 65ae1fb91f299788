import Analytics
import CommandKit
import CoreInterfaces
import Equipment
import Foundation

/// The filters every `stats` history command shares: which rounds are counted.
struct HistoryOptions: OptionGroup {
  /// `--round`: one kind of round (`stats all` lets it name one round, too).
  let round: Option<String>
  /// `--since YYYY-MM-DD`.
  let since = Option(
    "since", HistoryDate.type, "only rounds started on or after this day (local time)")
  /// `--until YYYY-MM-DD`.
  let until = Option(
    "until", HistoryDate.type, "only rounds started on or before this day (local time)")
  /// `--setup SETUP`.
  let setup = Option("setup", .id(.setup), "only rounds shot with this bow setup")
  /// `--archer ARCHER`.
  let archer = Option(
    "archer", .text("ARCHER", completion: .data(.archerNames)),
    "another archer's rounds (name or ID); default the active archer's")

  /// The filters, with `round` as `--round`.
  init(round: Option<String> = HistoryOptions.codename) { self.round = round }

  /// `--round CODENAME`: one kind of round.
  static let codename = Option(
    "round", .text("CODENAME", completion: .data(.roundCodenames)),
    "only rounds of this kind (a codename; see 'quiver rounds catalog')")

  /// `--round ID|CODENAME`: one round by its ID, or rounds of one kind (`stats`, `stats groups`).
  static let idOrCodename = Option(
    "round", .text("ID|CODENAME", completion: .data(.roundIDs)),
    "one round by ID, or only rounds of this kind by codename")

  /// The one round `--round` names by its ID (`nil` when it names a kind, or is not given); run
  /// inside the live dependencies. The other filters pick across history, so they are refused
  /// beside it.
  func oneRound(_ arguments: ParsedArguments) async throws -> RoundID? {
    guard let reference = try arguments[round], !StatsAllCommand.isCodename(reference) else {
      return nil
    }
    let others = optionSpecs.map(\.name).filter { $0 != "round" }
    if let given = others.first(where: { arguments.given($0) }) {
      throw UsageError(
        "--\(given) picks rounds across history; with --round ID (one round) it does not apply")
    }
    return try await Lookup.round(reference)
  }

  /// What a history command prints when no round is counted: a filter that picks none is not
  /// an empty history.
  static func nothing(_ filter: HistoryFilter, empty: String) -> String {
    filter == HistoryFilter() ? empty : "No rounds match these filters."
  }

  /// The filter the options give; run inside the live dependencies (it resolves the setup and
  /// the archer). `codename` overrides `--round` (for `stats`, where it may name one round).
  func filter(_ arguments: ParsedArguments, codename: String? = nil) async throws
    -> HistoryFilter
  {
    let since = try arguments[self.since]
    let until = try arguments[self.until]
    if let since, let until, until < since {
      throw UsageError("--until must not be before --since")
    }
    let round = try arguments[self.round]
    if let round, codename == nil, !StatsAllCommand.isCodename(round) {
      throw UsageError(
        "--round takes a kind of round by codename (see 'quiver rounds catalog'), not '\(ValueRangeError.shortened(round))'"
      )
    }
    var filter = HistoryFilter(
      codename: codename ?? round, since: since,
      until: until.map { LocalDay.nextStart(after: $0) })
    if let archer = try arguments[self.archer] {
      @Dependency(\.archers) var archers
      filter.archer = try ArcherArgument.find(archer, in: try await archers.list()).id
    }
    // Among the setups of the archer whose rounds are counted.
    if let setup = try arguments[self.setup] {
      filter.setup = try await Lookup.setup(setup, of: filter.archer).id
    }
    return filter
  }
}

/// A day as `--since`/`--until` take it: `YYYY-MM-DD`, its first instant in local time (the
/// day rule of `LocalDay`, as the rounds are listed).
enum HistoryDate {
  static let type = ValueType<Date>(placeholder: "YYYY-MM-DD", accepted: "a date, e.g. 2026-05-31")
  { text, what in
    guard let date = LocalDay.start(text) else {
      throw UsageError(
        "\(what) takes a date as YYYY-MM-DD, not '\(ValueRangeError.shortened(text))'")
    }
    return date
  }
}
