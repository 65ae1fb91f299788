public import CoreInterfaces
import Presentation
public import Scoring

/// A round's score card as the commands print it (`RoundResultText`, or `RoundResultJSON`
/// under `"card"`). A card that cannot be read (a damaged stored summary) is one line on
/// standard error and no card: the command's own work stands, nothing traps.
public enum RoundCard {
  /// The card of round `id`, read through the live `RoundResultClient`; `nil` after saying why
  /// when it cannot be read. Call inside `withLiveDependencies`.
  public static func read(_ id: RoundID, _ context: CommandContext) async -> RoundResult? {
    @Dependency(\.roundResults) var results
    do {
      return try await results.result(id)
    } catch {
      context.output.error("The score card cannot be shown: \(UserFacingError(error).message)")
      return nil
    }
  }

  /// The card `model` read when its round completed (its last arrow, or a finish) in this
  /// command; `nil` when it did not, or after saying why it could not be read.
  @MainActor
  public static func completed(in model: LiveScoringModel, _ context: CommandContext)
    -> RoundResult?
  {
    switch model.result {
    case .loaded(let result): return result
    case .failed(let problem):
      context.output.error("The score card cannot be shown: \(problem.message)")
      return nil
    case .idle, .loading: return nil
    }
  }

  /// Prints `result`'s lines after a blank line (nothing for `nil`).
  public static func print(_ result: RoundResult?, _ context: CommandContext) {
    guard let result else { return }
    context.output.line("")
    for line in RoundResultText.lines(result) { context.output.line(line) }
  }
}
