import CoreInterfaces
import Equipment
import Foundation

struct SetupsVersionsCommand: QuiverCommand {
  let name = "versions"
  let summary = "List a setup's versions and what changed from each to the next."
  let arguments = "ID"
  let options: [OptionSpec] = [.flag("json", "print a JSON array of the versions")]

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    let (versions, names) = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let versions = try await equipment.setupVersions(try await resolveSetup(reference).id)
      return (
        versions, Dictionary(try await equipment.fetchAll(nil).map { ($0.id, $0.name) }) { $1 }
      )
    }
    if context.arguments.has("json") {
      return try context.output.json(versions.map(SetupJSON.init))
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
