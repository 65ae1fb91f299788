import CoreInterfaces
import Equipment
import Foundation
import Store

/// `quiver equipment …`: the gear itself.
struct EquipmentCommand: QuiverCommand {
  let name = "equipment"
  let summary = "Your gear: list, show, add, edit, remove (all ten kinds, with their own fields)."
  let subcommands: [any QuiverCommand] = [
    EquipmentListCommand(), EquipmentShowCommand(), EquipmentAddCommand(), EquipmentEditCommand(),
    EquipmentRemoveCommand(),
  ]
  let defaultSubcommand: String? = "list"
}

/// One item as `--json` prints it.
struct ItemJSON: Encodable {
  let id: String
  let kind: String
  let name: String
  let brand: String
  let model: String
  let retired: Bool
  let fields: [String: String]

  init(_ item: EquipmentItem) {
    id = item.id.description
    kind = item.kind.rawValue
    name = item.name
    brand = item.brand
    model = item.model
    retired = item.retired
    fields = EquipmentForm.values(of: item).filter { !$0.value.isEmpty }
  }
}

/// Every form field of every kind as an option, for `add` and `edit`; a field the item's kind
/// does not have is a usage error naming the ones it has.
enum ItemOptions {
  static let all: [OptionSpec] = {
    var seen: [String: [EquipmentKind]] = [:]
    var order: [FormField] = []
    for kind in EquipmentKind.allCases {
      for field in EquipmentForm.allFields(for: kind) {
        if seen[field.key] == nil { order.append(field) }
        seen[field.key, default: []].append(kind)
      }
    }
    return order.map { field in
      let kinds = seen[field.key] ?? []
      let which =
        kinds.count == EquipmentKind.allCases.count
        ? "" : " (" + kinds.map(\.rawValue).joined(separator: ", ") + ")"
      return .value(field.key, "V", field.hint + which)
    } + [.value("retired", "yes|no", "whether it is retired")]
  }()

  /// The form values the options set, checked against `kind`'s fields.
  static func values(_ arguments: ParsedArguments, for kind: EquipmentKind) throws(UsageError)
    -> [String: String]
  {
    let fields = EquipmentForm.allFields(for: kind).map(\.key)
    var values: [String: String] = [:]
    for (key, given) in arguments.values where key != "db" && key != "retired" {
      guard fields.contains(key) else {
        throw UsageError(
          "--\(key) is not a field of a \(kind.rawValue); it has "
            + fields.map { "--\($0)" }.joined(separator: ", "))
      }
      values[key] = given.last
    }
    return values
  }

  static func retired(_ arguments: ParsedArguments) throws(UsageError) -> Bool? {
    guard let text = arguments.value("retired")?.lowercased() else { return nil }
    switch text {
    case "yes", "true": return true
    case "no", "false": return false
    default: throw UsageError("--retired takes yes or no")
    }
  }
}

/// The item `text` names (a unique ID prefix will do).
func resolveItem(_ text: String) async throws -> EquipmentItem {
  @Dependency(\.equipment) var equipment
  guard
    let item = try IDPrefix.match(
      text, in: try await equipment.fetchAll(nil), id: \.id.description, plural: "items")
  else { throw EquipmentLookupError.noItem(text) }
  return item
}

/// An ID that matches nothing.
enum EquipmentLookupError: Error, LocalizedError {
  case noItem(String)
  case noSetup(String)

  var errorDescription: String? {
    switch self {
    case .noItem(let text):
      "No item's ID starts with '\(text)'; 'quiver equipment list' shows them."
    case .noSetup(let text):
      "No bow setup's ID starts with '\(text)'; 'quiver setups list' shows them."
    }
  }
}

/// Field problems as one message: `draw weight: must be 5–80 lb; name: a name is required`.
struct FieldProblems: Error, CustomStringConvertible {
  let problems: [FieldProblem]
  var description: String {
    "nothing was saved: " + problems.map { "\($0.field): \($0.message)" }.joined(separator: "; ")
  }
}

struct EquipmentListCommand: QuiverCommand {
  let name = "list"
  let summary = "List items (retired ones with --all), one kind with --kind."
  let options: [OptionSpec] = [
    .value(
      "kind", "KIND",
      "only this kind: " + EquipmentKind.allCases.map(\.rawValue).joined(separator: ", ")),
    .flag("all", "include retired items"),
    .flag("json", "print a JSON array of {id, kind, name, …}"),
  ]

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    let kind = try context.arguments.value("kind").map { text throws(UsageError) in
      guard let kind = EquipmentKind(parsing: text) else {
        throw UsageError(
          "unknown kind '\(text)'; use one of "
            + EquipmentKind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return kind
    }
    let items = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      return try await equipment.fetchAll(kind).filter {
        context.arguments.has("all") || !$0.retired
      }
    }
    if context.arguments.has("json") { return try context.output.json(items.map(ItemJSON.init)) }
    guard !items.isEmpty else {
      return context.output.line(
        "No equipment yet (\(context.location.description)); 'quiver equipment add' adds some.")
    }
    let rows = items.map { item in
      let row = EquipmentRow(item)
      return [
        String(item.id.description.prefix(8)), item.kind.rawValue,
        row.title + (item.retired ? " (retired)" : ""), row.detail,
      ]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }
}

struct EquipmentShowCommand: QuiverCommand {
  let name = "show"
  let summary = "Show one item's fields."
  let arguments = "ID"
  let options: [OptionSpec] = [.flag("json", "print JSON")]

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    let item = try await context.withLiveDependencies { try await resolveItem(reference) }
    if context.arguments.has("json") { return try context.output.json(ItemJSON(item)) }
    context.output.line(
      "\(item.name) — \(item.kind.rawValue)\(item.retired ? ", retired" : "") — \(item.id)")
    let values = EquipmentForm.values(of: item)
    let rows = EquipmentForm.allFields(for: item.kind).dropFirst().compactMap {
      field -> [String]? in
      guard let value = values[field.key], !value.isEmpty else { return nil }
      return ["  \(field.label)", value]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }
}

struct EquipmentAddCommand: QuiverCommand {
  let name = "add"
  let summary =
    "Add an item of KIND with --name and its kind's fields, e.g. limbs --draw-weight-lb 38."
  let arguments = "KIND"
  var options: [OptionSpec] { ItemOptions.all + [.flag("json", "print the item as JSON")] }

  func run(_ context: CommandContext) async throws {
    let text = try context.positional(
      0, "KIND (" + EquipmentKind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    try context.expectNoMorePositionals(than: 1)
    guard let kind = EquipmentKind(parsing: text) else {
      throw UsageError(
        "unknown kind '\(text)'; use one of "
          + EquipmentKind.allCases.map(\.rawValue).joined(separator: ", "))
    }
    guard context.arguments.value("name") != nil else { throw UsageError("missing --name") }
    let values = try ItemOptions.values(context.arguments, for: kind)
    var (item, problems) = EquipmentForm.item(
      from: values, base: EquipmentItem(kind: kind, name: ""))
    if let retired = try ItemOptions.retired(context.arguments) { item.retired = retired }
    guard problems.isEmpty else { throw FieldProblems(problems: problems) }
    let saved = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      return try await equipment.save(item)
    }
    if context.arguments.has("json") { return try context.output.json(ItemJSON(saved)) }
    context.output.line(saved.id.description)
  }
}

struct EquipmentEditCommand: QuiverCommand {
  let name = "edit"
  let summary = "Change an item's fields (--retired yes retires it)."
  let arguments = "ID"
  var options: [OptionSpec] { ItemOptions.all + [.flag("json", "print the item as JSON")] }

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    let saved = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let item = try await resolveItem(reference)
      var values = EquipmentForm.values(of: item)
      values.merge(try ItemOptions.values(context.arguments, for: item.kind)) { $1 }
      var (edited, problems) = EquipmentForm.item(from: values, base: item)
      if let retired = try ItemOptions.retired(context.arguments) { edited.retired = retired }
      guard problems.isEmpty else { throw FieldProblems(problems: problems) }
      return try await equipment.save(edited)
    }
    if context.arguments.has("json") { return try context.output.json(ItemJSON(saved)) }
    context.output.line("Saved \(saved.name).")
  }
}

struct EquipmentRemoveCommand: QuiverCommand {
  let name = "remove"
  let summary = "Remove an item (refused while a setup uses it; retire it instead to keep history)."
  let arguments = "ID"

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    let name = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let item = try await resolveItem(reference)
      try await equipment.delete(item.id)
      return item.name
    }
    context.output.line("Removed \(name).")
  }
}
