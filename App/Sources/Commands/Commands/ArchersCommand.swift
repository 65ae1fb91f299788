import CoreInterfaces
import Presentation

/// `quiver archers [list | add NAME --style S | switch ARCHER | remove ARCHER]`.
struct ArchersCommand: QuiverCommand {
  let name = "archers"
  let summary =
    "Archers sharing this database: list, 'add NAME --style S', 'switch ARCHER', 'remove ARCHER'. Rounds, gear and statistics are the active archer's."
  let arguments = "[list | add NAME | switch ARCHER | remove ARCHER]"
  let options: [OptionSpec] = [
    .value("style", "STYLE", "with add: the bow style they shoot (default recurve)"),
    .flag("json", "print JSON"),
    .flag("yes", "with remove: confirm that their rounds and gear go too"),
  ]

  func run(_ context: CommandContext) async throws {
    let positionals = context.arguments.positionals
    try await context.withLiveDependencies {
      @Dependency(\.archers) var archers
      switch positionals.first {
      case nil, "list"?:
        try context.expectNoMorePositionals(than: positionals.isEmpty ? 0 : 1)
        let all = try await archers.list()
        let active = try await archers.active()
        if context.arguments.has("json") {
          return try context.output.json(
            all.map {
              [
                "id": $0.id.description, "name": $0.name, "bowStyle": $0.bowStyle.rawValue,
                "active": $0.id == active?.id ? "yes" : "no",
              ]
            })
        }
        if all.isEmpty {
          return context.output.line(
            "No archers yet; 'quiver archers add NAME' adds one (and keeps what is recorded).")
        }
        let rows = all.map {
          [
            $0.id == active?.id ? "*" : " ", $0.name, $0.bowStyle.rawValue,
            String($0.id.description.prefix(8)),
          ]
        }
        for line in TextTable(rows).lines { context.output.line(line) }
      case "add"?:
        try context.expectNoMorePositionals(than: 2)
        let name = try context.positional(1, "NAME")
        let text = context.arguments.value("style") ?? "recurve"
        guard let style = BowStyle(rawValue: text.lowercased()) else {
          throw UsageError(
            "unknown style '\(text)'; use one of "
              + BowStyle.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let added = try await archers.add(try Archer(name: name, bowStyle: style))
        let active = try await archers.active()
        context.output.line("Added \(added.name)\(active?.id == added.id ? " (active)" : "").")
      case "switch"?, "remove"?:
        try context.expectNoMorePositionals(than: 2)
        let archer = try await Self.archer(
          named: try context.positional(1, "ARCHER"), in: archers.list())
        if positionals.first == "switch" {
          _ = try await archers.switchTo(archer.id)
          context.output.line("\(archer.name) is now the active archer.")
        } else {
          if try await archers.active()?.id == archer.id {
            throw ArcherError.removingActive(archer.name)
          }
          guard context.arguments.has("yes") else {
            throw ArcherRemovalNeedsYes(name: archer.name)
          }
          try await archers.remove(archer.id)
          context.output.line("Removed \(archer.name), with their rounds and gear.")
        }
      case let other?:
        throw UsageError("unknown action '\(other)'; use list, add, switch or remove")
      }
    }
  }

  /// The archer `text` names: their name (any case) or a unique prefix of their ID.
  static func archer(named text: String, in archers: [Archer]) throws -> Archer {
    if let byName = archers.first(where: { $0.isNamed(text) }) {
      return byName
    }
    guard let match = try IDPrefix.match(text, in: archers, id: \.id.description, plural: "archers")
    else {
      throw UsageError(
        "no archer is called or has an ID starting '\(text)'; 'quiver archers' lists them")
    }
    return match
  }
}

/// `archers remove` without `--yes`: removing an archer deletes their rounds and gear, so it is
/// never done by a command that did not say so.
struct ArcherRemovalNeedsYes: Error, CustomStringConvertible {
  let name: String
  var description: String {
    "Removing \(name) deletes every round and piece of gear they own; nothing was removed. "
      + "Export first ('quiver export --format json --out FILE'), then add --yes."
  }
}
