import Coordinator
import CoreInterfaces

/// The open sync conflicts, numbered as `quiver sync conflicts` numbers them: `m N` keeps this
/// store's value, `t N` the other device's. Follows the list, so a sync elsewhere shows.
final class SyncConflictsScreen: TerminalScreen {
  let model = SyncConflictsModel()

  init(_ start: ScreenStart) {
    start.load { [model] in await model.load() }
  }

  func cover() -> Bool {
    model.stop()
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? { { [model] in await model.load() } }

  func handle(_ key: String, _ context: ScreenContext) async {
    let (letter, rest) = context.command(key)
    let side: SyncSide
    switch letter {
    case "m": side = .mine
    case "t": side = .theirs
    default: return context.unknown(key)
    }
    guard let rest, let id = context.listNumber(rest) else {
      return context.say("Type \(letter) N: N is the conflict's number in the list.")
    }
    guard await model.resolve(id, keeping: side) else {
      return context.say(model.error?.message ?? "")
    }
    context.say(side.confirmation(id), as: .done)
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    guard let conflicts = model.shown.value else {
      return ([model.error.map { "Could not read the conflicts: \($0.message)" } ?? "Loading…"], [])
    }
    guard !conflicts.isEmpty else {
      return (
        [
          "No open sync conflicts. 'quiver sync DIR' records one when two devices changed the same row."
        ], []
      )
    }
    let lines = conflicts.flatMap { conflict in
      [
        "\(conflict.id). \(conflict.table) \(Names.shownSafely(conflict.key)) from \(Names.shownSafely(conflict.device)): \(conflict.happened)"
      ] + conflict.fields.map { "     \(Names.shownSafely($0.description))" }
    }
    return (lines, ["m N keeps mine", "t N keeps theirs"])
  }
}
