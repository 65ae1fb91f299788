import CoreInterfaces
import Equipment
import Foundation

/// `quiver sightmarks SETUP [set DISTANCE MARK | remove DISTANCE]`.
struct SightMarksCommand: QuiverCommand {
  let name = "sightmarks"
  let summary =
    "A setup's sight marks; 'set 50m 4.2' records one (as a new version); --at 60m reads or estimates one."
  let arguments = "SETUP [set DISTANCE MARK | remove DISTANCE]"
  let options: [OptionSpec] = [
    .value(
      "at", "DISTANCE", "the mark for a distance, estimated between neighbours if not recorded")
  ]

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "SETUP")
    let action = context.arguments.positionals.dropFirst().first
    try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      var setup = try await resolveSetup(reference)
      switch action {
      case nil:
        if let text = context.arguments.value("at") {
          let distance = try Length(argument: text)
          guard let reading = setup.sightMarks.reading(at: distance) else {
            return context.output.line(
              "No mark for \(distance), and none either side to estimate from.")
          }
          return context.output.line("\(distance): \(reading)")
        }
        if setup.sightMarks.isEmpty {
          return context.output.line("No sight marks yet on \(setup.name).")
        }
        for mark in setup.sightMarks {
          context.output.line("\(mark.distance): \(SightMarkReading.recorded(mark.mark))")
        }
      case "set"?:
        try context.expectNoMorePositionals(than: 4)
        let distance = try Length(argument: try context.positional(2, "DISTANCE"))
        let text = try context.positional(3, "MARK")
        guard let mark = NumberText.decimal(text) else {
          throw UsageError("'\(text)' is not a sight mark (a number)")
        }
        let recorded = try SightMark(distance: distance, mark: mark)
        setup.sightMarks.removeAll { abs($0.distance.metres - distance.metres) < 0.01 }
        setup.sightMarks.append(recorded)
        let saved = try await equipment.saveBowSetup(setup)
        context.output.line(
          "\(distance): \(SightMarkReading.recorded(mark)) — \(saved.name) version \(saved.version)"
        )
      case "remove"?:
        try context.expectNoMorePositionals(than: 3)
        let distance = try Length(argument: try context.positional(2, "DISTANCE"))
        let kept = setup.sightMarks.filter { abs($0.distance.metres - distance.metres) >= 0.01 }
        guard kept.count < setup.sightMarks.count else {
          throw EquipmentError.invalid(
            field: "sight marks",
            problem: "\(setup.name) has no mark for \(distance); nothing changed")
        }
        setup.sightMarks = kept
        let saved = try await equipment.saveBowSetup(setup)
        context.output.line(
          "Removed the mark for \(distance) — \(saved.name) version \(saved.version)")
      case let other?:
        throw UsageError("unknown action '\(other)'; use 'set DISTANCE MARK' or 'remove DISTANCE'")
      }
    }
  }
}
