import CoreInterfaces
import Equipment
import Foundation
import Presentation

struct SetupsShowCommand: QuiverCommand {
  let name = "show"
  let summary = "Show a setup: its parts and sight marks (--version N for an earlier one)."
  let arguments = "ID"
  let options: [OptionSpec] = [
    .value("version", "N", "an earlier version"), .flag("json", "print JSON"),
  ]

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    let (setup, names) = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      var setup = try await resolveSetup(reference)
      if let text = context.arguments.value("version") {
        guard let number = Int(text) else { throw UsageError("--version takes a whole number") }
        let versions = try await equipment.setupVersions(setup.id)
        guard let version = versions.first(where: { $0.version == number }) else {
          throw EquipmentError.versionNotFound(setup.id, version: number)
        }
        setup = version
      }
      let names = Dictionary(try await equipment.fetchAll(nil).map { ($0.id, $0.name) }) { $1 }
      return (setup, names)
    }
    if context.arguments.has("json") { return try context.output.json(SetupJSON(setup)) }
    let weight = setup.drawWeight.map { ", \($0)" } ?? ""
    context.output.line(
      "\(setup.name) — \(setup.bowStyle.rawValue)\(weight), version \(setup.version) — \(setup.id)")
    let parts = setup.parts.map { ["  \($0.kind.rawValue)", names[$0.item] ?? "\($0.item)"] }
    for line in TextTable(parts).lines { context.output.line(line) }
    for mark in setup.sightMarks {
      context.output.line("  sight mark \(mark.distance): \(SightMarkReading.recorded(mark.mark))")
    }
  }
}
