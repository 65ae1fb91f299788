import Store

/// `quiver where`: where the database is.
struct WhereCommand: QuiverCommand {
  let name = "where"
  let summary = "Print where the database is."

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    context.output.line(context.location.description)
  }
}
