import CoreInterfaces
import Equipment
import Foundation

/// `quiver setups …`: bow setups and their versions.
struct SetupsCommand: QuiverCommand {
  let name = "setups"
  let summary = "Bow setups: list, show, add, edit (each edit is a new version), versions."
  let subcommands: [any QuiverCommand] = [
    SetupsListCommand(), SetupsShowCommand(), SetupsAddCommand(), SetupsEditCommand(),
    SetupsVersionsCommand(),
  ]
  let defaultSubcommand: String? = "list"
}

/// One setup as `--json` prints it.
struct SetupJSON: Encodable {
  let id: String
  let kind = "setup"
  let name: String
  let bowStyle: String
  let version: Int
  let drawWeightLb: Double?
  let parts: [[String: String]]
  let sightMarks: [[String: String]]

  init(_ setup: BowSetup) {
    id = setup.id.description
    name = setup.name
    bowStyle = setup.bowStyle.rawValue
    version = setup.version
    drawWeightLb = setup.drawWeight?.value
    parts = setup.parts.map { ["kind": $0.kind.rawValue, "item": $0.item.description] }
    sightMarks = setup.sightMarks.map {
      ["distance": $0.distance.description, "mark": SightMarkReading.recorded($0.mark).description]
    }
  }
}

/// The setup `text` names (a unique ID prefix will do).
func resolveSetup(_ text: String) async throws -> BowSetup {
  @Dependency(\.equipment) var equipment
  guard
    let setup = try IDPrefix.match(
      text, in: try await equipment.fetchBowSetups(), id: \.id.description, plural: "bow setups")
  else { throw EquipmentLookupError.noSetup(text) }
  return setup
}

/// Options that change a setup, shared by `add` and `edit`.
enum SetupOptions {
  static let all: [OptionSpec] = [
    .value("name", "NAME", "what you call it"),
    .value("style", "STYLE", BowStyle.allCases.map(\.rawValue).joined(separator: ", ")),
    .value("draw-weight-lb", "W", "draw weight on the fingers, in pounds"),
    .value("add-part", "ID", "put an item on the setup (repeat for several)"),
    .value("remove-part", "ID", "take an item off the setup (repeat for several)"),
    .flag("json", "print the setup as JSON"),
  ]

  /// `setup` changed as the options say.
  static func apply(_ arguments: ParsedArguments, to setup: BowSetup) async throws -> BowSetup {
    var setup = setup
    if let name = arguments.value("name") { setup.name = name }
    if let text = arguments.value("style") {
      guard let style = BowStyle(rawValue: text.lowercased()) else {
        throw UsageError(
          "unknown style '\(text)'; use one of "
            + BowStyle.allCases.map(\.rawValue).joined(separator: ", "))
      }
      setup.bowStyle = style
    }
    if let text = arguments.value("draw-weight-lb") {
      guard let weight = Double(text) else {
        throw UsageError("--draw-weight-lb takes a number of pounds")
      }
      setup.drawWeight = Pounds(weight)
    }
    for reference in arguments.values["remove-part"] ?? [] {
      let item = try await resolveItem(reference)
      setup.parts.removeAll { $0.item == item.id }
    }
    for reference in arguments.values["add-part"] ?? [] {
      let item = try await resolveItem(reference)
      if !EquipmentKind.severalAllowed.contains(item.kind) {
        setup.parts.removeAll { $0.kind == item.kind }
      }
      if !setup.parts.contains(where: { $0.item == item.id }) {
        setup.parts.append(.init(kind: item.kind, item: item.id))
      }
    }
    return setup
  }
}

struct SetupsListCommand: QuiverCommand {
  let name = "list"
  let summary = "List bow setups at their latest versions."
  let options: [OptionSpec] = [.flag("json", "print a JSON array")]

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    let setups = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      return try await equipment.fetchBowSetups()
    }
    if context.arguments.has("json") { return try context.output.json(setups.map(SetupJSON.init)) }
    guard !setups.isEmpty else {
      return context.output.line("No bow setups yet ('quiver setups add').")
    }
    let rows = setups.map {
      [
        String($0.id.description.prefix(8)), $0.name, $0.bowStyle.rawValue, "v\($0.version)",
        "\($0.parts.count) parts",
      ]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }
}

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

struct SetupsAddCommand: QuiverCommand {
  let name = "add"
  let summary = "Add a bow setup: --name, --style, and --add-part ID for each item."
  let options = SetupOptions.all

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    guard context.arguments.value("name") != nil, context.arguments.value("style") != nil else {
      throw UsageError("a setup needs --name and --style")
    }
    let saved = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let setup = try await SetupOptions.apply(
        context.arguments, to: BowSetup(name: "", bowStyle: .recurve))
      return try await equipment.saveBowSetup(setup)
    }
    if context.arguments.has("json") { return try context.output.json(SetupJSON(saved)) }
    context.output.line(saved.id.description)
  }
}

struct SetupsEditCommand: QuiverCommand {
  let name = "edit"
  let summary = "Change a setup; it is saved as its next version, and earlier versions are kept."
  let arguments = "ID"
  let options = SetupOptions.all

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    let saved = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let setup = try await SetupOptions.apply(
        context.arguments, to: try await resolveSetup(reference))
      return try await equipment.saveBowSetup(setup)
    }
    if context.arguments.has("json") { return try context.output.json(SetupJSON(saved)) }
    context.output.line("Saved \(saved.name) as version \(saved.version).")
  }
}

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
        guard let mark = Double(text) else {
          throw UsageError("'\(text)' is not a sight mark (a number)")
        }
        setup.sightMarks.removeAll { abs($0.distance.metres - distance.metres) < 0.01 }
        setup.sightMarks.append(SightMark(distance: distance, mark: mark))
        let saved = try await equipment.saveBowSetup(setup)
        context.output.line(
          "\(distance): \(SightMarkReading.recorded(mark)) — \(saved.name) version \(saved.version)"
        )
      case "remove"?:
        try context.expectNoMorePositionals(than: 3)
        let distance = try Length(argument: try context.positional(2, "DISTANCE"))
        setup.sightMarks.removeAll { abs($0.distance.metres - distance.metres) < 0.01 }
        let saved = try await equipment.saveBowSetup(setup)
        context.output.line(
          "Removed the mark for \(distance) — \(saved.name) version \(saved.version)")
      case let other?:
        throw UsageError("unknown action '\(other)'; use 'set DISTANCE MARK' or 'remove DISTANCE'")
      }
    }
  }
}
