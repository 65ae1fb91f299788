import CommandKit
import CoreInterfaces
import Foundation
import Presentation
import Scoring

/// `quiver club end [TARGET] --a "10 9 9" --b "…"`, or one `A 10 9 9` line per archer on
/// standard input: enters each archer's end. Lines given as options are saved together in one
/// transaction, so a refused one saves none of them; lines read from standard
/// input are saved as they come, each acknowledged once stored, and a refused one stops the feed.
/// A second sheet that differs saves nothing: the command goes on and exits 1 at the end, so a
/// script can tell a disagreement from a save. The options alone decide: with letter options
/// standard input is never read (a `while read` loop keeps its input, stranger29d D13); without
/// them, no line at all is refused (exit 1): nothing was saved.
struct ClubEndCommand: QuiverCommand {
  let name = "end"
  let summary =
    "Enter an end for a target's archers (--a \"10 9 9\" … or 'A 10 9 9' lines on standard input; with --a… options, standard input is not read); --sheet 2 is the second scorer's."
  let target = ClubShowCommand.target
  let letters: [Option<String>] = TargetLetter.allCases.map { letter in
    Option(
      letter.rawValue.lowercased(), .text("ARROWS"),
      "archer \(letter.rawValue)'s arrows for the end, e.g. \"X 10 9\"")
  }
  let sheet = Option(
    "sheet", .integer(in: 1...2),
    "which score sheet: 2 is the second scorer's, compared with the first high to low (a difference saves nothing and exits 1)"
  )
  .defaulting(to: 1, shown: "1")
  let settle = Option(
    "settle", .text("REASON"),
    "settle a disagreement the second sheet showed: keep the arrows given and record why (no --sheet needed)"
  )
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let given = try arguments[ifGiven: target]
    let sheet = try arguments[self.sheet]
    let reason = try arguments[settle]
    var lines: [(String, [String])] = []
    for (letter, option) in zip(TargetLetter.allCases, letters) {
      if let text = try arguments[option] { lines.append((letter.rawValue, Self.arrows(text))) }
    }
    // The options alone decide (stranger29d D13): with letter options standard input is not
    // read at all, so a `while read L; do quiver club end --a "$L"; done < file` loop keeps its
    // input, and the outcome never depends on when a piped line arrives.
    try await context.withLiveDependencies {
      @Dependency(\.targets) var targets
      let id = try await targets.find(given)
      if lines.isEmpty {
        let unsaved = try await Self.feed(context, targets, id, sheet: sheet, reason: reason)
        if unsaved { throw CommandExit(status: 1) }
        return
      }
      // All or none, in one transaction: a refused line saves none of them.
      var entries: [(TargetLetter, [String])] = []
      let letters = try await targets.board(id).target
      for (text, arrows) in lines { entries.append((try letters.letter(text), arrows)) }
      let outcomes = try await targets.enterAll(id, entries, sheet, reason)
      let board = try await targets.board(id)
      var differed = false
      for outcome in outcomes {
        try Self.print(context, outcome, board)
        if case .differs = outcome { differed = true }
      }
      if differed { throw CommandExit(status: 1) }
    }
  }

  /// Reads `A 10 9 9` lines from standard input, saving and acknowledging each; whether a line
  /// was not saved (a second sheet differed, or a line was skipped as too long): exit 1.
  private static func feed(
    _ context: CommandContext, _ targets: TargetClient, _ id: UUID, sheet: Int, reason: String?
  ) async throws -> Bool {
    var (number, differed, read) = (0, false, false)
    var taken: [Int] = []  // the lines saved (or a first sheet kept), for a refusal to name
    while let line = context.readLine() {
      number += 1
      let words = arrows(line)
      guard let first = words.first else { continue }
      read = true
      do {
        let letter = try await targets.board(id).target.letter(first)
        let differs = try await save(
          context, targets, id, letter, Array(words.dropFirst()), sheet: sheet, reason: reason)
        differed = differs || differed
        if !differs { taken.append(number) }
      } catch let error as TargetError {
        throw TargetLineError(line: number, error: error, taken: taken)
      }
    }
    // Nothing read is nothing saved: a script must not take it for a save (stranger29b N10).
    guard read else { throw ClubEndInputError.noLines }
    // A line skipped as too long was said as it was met; the lines saved stay saved and the
    // exit says one was not.
    return differed || context.skippedLines() > 0
  }

  /// Saves one archer's line (one transaction) and prints what it did; whether it was a second
  /// sheet that differs (nothing saved).
  private static func save(
    _ context: CommandContext, _ targets: TargetClient, _ id: UUID, _ letter: TargetLetter,
    _ arrows: [String], sheet: Int, reason: String?
  ) async throws -> Bool {
    let outcome =
      if let reason {
        try await targets.settle(id, letter, arrows, reason)
      } else {
        try await targets.enter(id, letter, arrows, sheet)
      }
    try print(context, outcome, try await targets.board(id))
    if case .differs = outcome { return true }
    return false
  }

  /// Prints what an entry did, as text or one JSON line.
  private static func print(
    _ context: CommandContext, _ outcome: TargetBoard.Outcome, _ board: TargetBoard
  ) throws {
    if context.json {
      try context.output.jsonLine(TargetEntryJSON(outcome, board))
    } else {
      context.output.line(TargetText.outcome(outcome, board))
    }
  }

  /// `10 9 9` or `10,9,9` as its arrows.
  static func arrows(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
  }
}

/// A line of `club end`'s standard input the target refused: its number, why, and the lines
/// before it that were saved. The feed stops there, so no line after it is read (stranger29b
/// N10, N12: which lines were saved is said, never "the lines before it" when there were none).
struct TargetLineError: Error, LocalizedError {
  let line: Int
  let error: TargetError
  /// The lines before it that were saved, in order.
  let taken: [Int]

  var errorDescription: String? {
    var said = error.text(for: .commandLine)
    // The feed says what was saved for the whole input; the refusal's own "Nothing was saved."
    // would contradict the lines before it.
    if said.hasSuffix(" Nothing was saved.") { said = String(said.dropLast(19)) }
    // One sentence: the refusal's own full stop gives way to the semicolon ("C.;" read badly).
    if said.hasSuffix(".") { said = String(said.dropLast()) }
    // The lines after it were never read (stranger29d D17): said, so they are entered again.
    let after = "the lines after it were not read: enter them again."
    guard !taken.isEmpty else {
      return "line \(line): \(said); nothing was saved, and " + after
    }
    let numbers = taken.map(String.init).joined(separator: ", ")
    return "line \(line): \(said); line\(taken.count == 1 ? "" : "s") \(numbers) "
      + "\(taken.count == 1 ? "is" : "are") saved, this line is not, and " + after
  }
}
