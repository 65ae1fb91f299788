import CommandKit
import CoreInterfaces
import Equipment
import Foundation

/// `quiver setups versions ID`.
struct SetupsVersionsCommand: QuiverCommand {
  let name = "versions"
  let summary = "List a bow setup's versions and what changed from each to the next."
  let id = Argument("ID", .id(.setup), "the bow setup")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[self.id]
    let (versions, names) = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let versions = try await equipment.setupVersions(try await Lookup.setup(reference).id)
      return (
        versions,
        Dictionary(try await equipment.fetchAll(nil).items.map { ($0.id, $0.name) }) { $1 }
      )
    }
    if context.json { return try context.output.json(versions.map(SetupJSON.init)) }
    if let earliest = versions.first?.version, earliest > 1 {
      let note = EarlierVersionsNotKept.note(earliest: earliest)
      context.output.line(note.prefix(1).uppercased() + note.dropFirst())
    }
    for (index, version) in versions.enumerated() {
      context.output.line("version \(version.version): \(version.name)")
      guard index > 0 else { continue }
      for change in version.changes(since: versions[index - 1], names: names) {
        context.output.line("  \(change)")
      }
    }
  }
}
