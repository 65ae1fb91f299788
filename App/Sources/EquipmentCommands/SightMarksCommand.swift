import CommandKit
import CoreInterfaces
import Equipment
import Foundation
import Presentation

/// `quiver sightmarks SETUP [set DISTANCE MARK | remove DISTANCE]`.
struct SightMarksCommand: QuiverCommand {
  /// What to do with the bow setup's sight marks; without one, they are listed.
  enum Action: String, CaseIterable, Sendable {
    case set, remove
  }

  let name = "sightmarks"
  let summary =
    "A bow setup's sight marks; 'set 50m 4.2' records one (as a new version); --at 60m reads or estimates one."
  let setup = Argument("SETUP", .id(.setup), "the bow setup")
  let action = Argument<Action>(
    "ACTION", .cases("ACTION"), "record a mark, or remove one (leave out to list them)",
    arity: .optional)
  let distance = Argument(
    "DISTANCE", .length, "with set or remove: the distance", arity: .optional)
  let mark = Argument(
    "MARK", .number(in: Bounded.sightMark, placeholder: "MARK"), "with set: the reading",
    arity: .optional)
  let at = Option(
    "at", .length,
    "the mark for a distance: estimated between neighbours, or extrapolated beyond them")
  let windage = Option(
    "windage", .number(in: Bounded.sightMark, placeholder: "W"), "with set: the windage setting")
  let note = Option("note", .text("NOTE"), "with set: a note on the mark (80 characters)")
  let json = Flag.json
  var requirements: [OptionRule] {
    let (action, distance, mark) = (self.action, self.distance, self.mark)
    return [
      .stated("set takes DISTANCE and MARK, remove takes DISTANCE alone, listing takes neither") {
        let given = (try $0[ifGiven: distance] != nil, try $0[ifGiven: mark] != nil)
        return switch try $0[ifGiven: action] {
        case .set?: given != (true, true)
        case .remove?: given != (true, false)
        case nil: given != (false, false)
        }
      },
      .only(at, when: "when listing (no action)") { try $0[ifGiven: action] == nil },
      .only(windage, note, when: "with set") { try $0[ifGiven: action] == .set },
    ]
  }

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let reference = try arguments[self.setup]
    let action = try arguments[ifGiven: self.action]
    let distance = try arguments[ifGiven: self.distance]
    let mark = try arguments[ifGiven: self.mark]
    let (windage, note) = (try arguments[self.windage], try arguments[self.note])
    // Which arguments and options each action takes, the parser has checked (`requirements`).
    switch action {
    case nil:
      try await list(reference, at: try arguments[self.at], context)
    case .set?:
      guard let distance, let mark else { throw requirements[0].refusal }
      try await change(reference, context) { setup in
        let recorded = try SightMark(
          distance: distance, mark: mark, windage: windage, note: note)
        setup.sightMarks.removeAll { abs($0.distance.metres - distance.metres) < 0.01 }
        setup.sightMarks.append(recorded)
        return "\(distance): \(Self.text(recorded))"
      }
    case .remove?:
      guard let distance else { throw requirements[0].refusal }
      try await change(reference, context) { setup in
        let kept = setup.sightMarks.filter { abs($0.distance.metres - distance.metres) >= 0.01 }
        guard kept.count < setup.sightMarks.count else {
          throw EquipmentError.invalid(
            field: "sight marks",
            problem: "\(setup.name) has no mark for \(distance); nothing changed")
        }
        setup.sightMarks = kept
        return "Removed the mark for \(distance)"
      }
    }
  }

  /// Prints the marks, or the one at `distance`; `--json` prints a list either way.
  private func list(_ reference: String, at distance: Length?, _ context: CommandContext)
    async throws
  {
    let (setup, units) = try await context.withLiveDependencies {
      @Dependency(\.settings) var settings
      return (try await Lookup.setup(reference), UnitsFormat(try await settings.load().units))
    }
    let output = context.output
    if let distance {
      let reading = setup.sightMarks.reading(at: distance)
      if context.json {
        return try output.json(
          reading.map { reading -> [SightMarkJSON] in
            switch reading {
            case .recorded(let mark): [SightMarkJSON(distance: distance, mark: mark)]
            case .estimated(let mark):
              [SightMarkJSON(distance: distance, mark: mark, estimated: true)]
            case .extrapolated(let mark):
              [SightMarkJSON(distance: distance, mark: mark, estimated: true, extrapolated: true)]
            }
          } ?? [])
      }
      guard let reading else {
        // Two marks at different distances always give a line; then only its range failed.
        let distances = Set(setup.sightMarks.map { ($0.distance.metres * 100).rounded() })
        guard distances.count >= 2 else {
          return output.line(
            "No mark for \(units.distance(distance)), and too few marks to estimate one from.")
        }
        return output.line(
          "No mark for \(units.distance(distance)): the estimate from your marks falls outside \(Bounded.describe(Bounded.sightMark, unit: "")), beyond what a sight reads."
        )
      }
      return output.line("\(units.distance(distance)): \(reading)")
    }
    if context.json { return try output.json(SetupJSON(setup).sightMarks) }
    if setup.sightMarks.isEmpty { return output.line("No sight marks yet on \(setup.name).") }
    for mark in setup.sightMarks {
      output.line("\(units.distance(mark.distance)): \(Self.text(mark))")
    }
  }

  /// `6.80`, with its windage and note when recorded: `6.80, windage 0.50 — new tab`.
  static func text(_ mark: SightMark) -> String {
    let windage = mark.windage.map { ", windage \(NumberText.fixed($0, decimals: 2))" } ?? ""
    let note = mark.note.map { " — \(Names.shownSafely($0))" } ?? ""
    return "\(SightMarkReading.recorded(mark.mark))\(windage)\(note)"
  }

  /// Changes the setup's marks with `edit` and saves it as a new version.
  private func change(
    _ reference: String, _ context: CommandContext,
    _ edit: @escaping @Sendable (inout BowSetup) throws -> String
  ) async throws {
    let (saved, said) = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      return try await SetupChange.onLatest {
        var setup = try await Lookup.setup(reference)
        let said = try edit(&setup)
        return (try await equipment.saveBowSetup(setup), said)
      }
    }
    if context.json { return try context.output.json(SetupJSON(saved)) }
    context.output.line("\(said) — \(saved.name) version \(saved.version)")
  }
}
