import CommandKit
import CoreInterfaces
import Equipment
import Foundation
import Presentation

/// `quiver setups show ID [--version N]`.
struct SetupsShowCommand: QuiverCommand {
  let name = "show"
  let summary = "Show a bow setup: its parts and sight marks (--version N for an earlier one)."
  let id = Argument("ID", .id(.setup), "the bow setup")
  let version = Option("version", .integer(atLeast: 1), "an earlier version")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[self.id]
    let number = try context.arguments[self.version]
    let (setup, names) = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      var setup = try await Lookup.setup(reference)
      if let number {
        let versions = try await equipment.setupVersions(setup.id)
        guard let version = versions.first(where: { $0.version == number }) else {
          if let earliest = versions.first?.version, number < earliest {
            throw EarlierVersionsNotKept(asked: number, earliest: earliest)
          }
          throw EquipmentError.versionNotFound(setup.id, version: number)
        }
        setup = version
      }
      let names = Dictionary(try await equipment.fetchAll(nil).items.map { ($0.id, $0.name) }) {
        $1
      }
      return (setup, names)
    }
    if context.json { return try context.output.json(SetupJSON(setup)) }
    let weight = setup.drawWeight.map { ", \($0)" } ?? ""
    context.output.line(
      "\(setup.name) — \(setup.bowStyle.rawValue)\(weight), version \(setup.version) — \(setup.id)")
    let parts = setup.parts.map { ["  \($0.kind.rawValue)", names[$0.item] ?? "\($0.item)"] }
    for line in TextTable(parts).lines { context.output.line(line) }
    for mark in setup.sightMarks {
      context.output.line("  sight mark \(mark.distance): \(SightMarksCommand.text(mark))")
    }
  }
}
