import CoreInterfaces
import Foundation
public import Scoring

/// A shared target as text, the one rendering `club show` prints and the Target screen shows:
/// a heading, a ranked line per archer (their last end, running total, 10s and Xs), who the
/// target waits for, and each end waiting for its second sheet with its differences.
public enum TargetText {
  /// Every line, heading first.
  public static func lines(_ board: TargetBoard) -> [String] {
    let target = board.target
    var lines = [heading(board)]
    // Columns measured in terminal cells: an emoji name or a 6-arrow end keeps them in line.
    let width = max(4, target.archers.map(\.name.displayWidth).max() ?? 4)
    let lastEnds = target.standings.map { standing in
      target.ends(of: standing.letter).last.map { $0.map(\.description).joined(separator: " ") }
        ?? "-"
    }
    let lastWidth = max(10, (lastEnds.map(\.displayWidth).max() ?? 0) + 1)
    let tieBreak = TargetTieBreak.of(target.round)
    let (first, second) = tieBreak.headings
    lines.append(
      "Rank  " + "Name".padding(to: width + 5) + "Last end".padding(to: lastWidth + 1)
        + "End  Total  \(first)  \(second)")
    for (standing, arrows) in zip(target.standings, lastEnds) {
      lines.append(
        "\(standing.rank)".padding(to: 6)
          + "\(standing.letter.rawValue)  \(standing.name)".padding(to: width + 5)
          + arrows.padding(to: lastWidth) + left("\(standing.lastEnd)", 4)
          + left("\(standing.total)", 7)
          + left("\(tieBreak.counts(standing).0)", first.count + 2)
          + left("\(tieBreak.counts(standing).1)", second.count + 2))
    }
    switch target.state {
    case .everyoneWithdrew:
      lines.append("Everyone has withdrawn; the target is closed.")
    case .complete:
      lines.append(
        target.archers.contains { target.isWithdrawn($0.letter) }
          ? "The target is complete: every archer who did not withdraw has shot every end."
          : "Every archer's round is complete.")
    case .shooting:
      if !target.waiting.isEmpty {
        let letters = target.waiting.map(\.rawValue).joined(separator: ", ")
        lines.append("End \(target.currentEnd): waiting for \(letters).")
      }
    }
    for archer in target.archers {
      guard target.isWithdrawn(archer.letter), let phase = target.closed[archer.letter] else {
        continue
      }
      // A guest has no round of their own: they are withdrawn, nothing more (stranger29d D5).
      let guest = if case .guest = archer.who { true } else { false }
      lines.append(
        "\(archer.letter.rawValue) \(archer.name) has withdrawn"
          + (guest
            ? "" : " (their round \(phase == .cancelled ? "is" : "was") \(phase.displayName))")
          + (target.state == .shooting ? "; the target goes on without them." : "."))
    }
    for letter in TargetLetter.allCases {
      guard let sheet = board.sheets[letter] else { continue }
      lines.append(sheetLine(sheet))
    }
    for fix in board.corrections {
      lines.append(
        "\(fix.letter.rawValue), end \(fix.end), arrow \(fix.arrow) corrected: \(fix.was) → "
          + "\(fix.now) (\(fix.reason)).")
    }
    for end in board.settled {
      guard let settlement = end.settlement else { continue }
      lines.append(
        "\(end.letter.rawValue), end \(end.end) settled: "
          + "\(settlement.arrows.map(\.description).joined(separator: " ")) (\(settlement.reason))."
      )
    }
    return lines
  }

  /// `4b80b5b6  Portsmouth · 4 archers · end 3 of 20: Ana, Ben (withdrawn), Cleo, Dev`: a line
  /// of `club list`, marking who withdrew, so it shows who is still shooting (stranger29d D5).
  public static func summary(_ board: TargetBoard) -> String {
    let names = board.target.archers.map {
      board.target.isWithdrawn($0.letter) ? "\($0.name) (withdrawn)" : $0.name
    }.joined(separator: ", ")
    let state =
      switch board.target.state {
      case .shooting: ""
      case .complete: " · complete"
      case .everyoneWithdrew: " · everyone withdrew"
      }
    return "\(board.id.uuidString.lowercased().prefix(8))  \(heading(board))\(state): \(names)"
  }

  /// `Portsmouth · 4 archers · end 3 of 20 · two sheets`.
  public static func heading(_ board: TargetBoard) -> String {
    let target = board.target
    let of = target.round.totalEnds.map { " of \($0)" } ?? ""
    let count = target.archers.count
    return "\(target.round.name) · \(count) archer\(count == 1 ? "" : "s") · end "
      + "\(min(target.currentEnd, target.round.totalEnds ?? .max))\(of)"
      + (board.twoSheets ? " · two sheets" : "")
  }

  /// What an entry did, in one line.
  public static func outcome(_ outcome: TargetBoard.Outcome, _ board: TargetBoard) -> String {
    switch outcome {
    case .saved(let letter, let end, let arrows):
      "\(letter.rawValue), end \(end): \(arrows.map(\.description).joined(separator: " ")) = "
        + "\(arrows.reduce(0) { $0 + $1.points }) (total \(total(letter, board)))."
    case .awaitingSecond(let sheet):
      "\(sheet.letter.rawValue), end \(sheet.end): first sheet in; waiting for the second."
    case .differs(let sheet): sheetLine(sheet)
    case .settled(let sheet):
      "\(sheet.letter.rawValue), end \(sheet.end) settled: "
        + "\((sheet.settlement?.arrows ?? []).map(\.description).joined(separator: " ")) "
        + "(total \(total(sheet.letter, board)))."
    case .corrected(let letter, let end, let arrow, let value, let recorded):
      "\(letter.rawValue), end \(end), arrow \(arrow): now \(value) (total \(total(letter, board)))"
        + (recorded.map { "; recorded: \($0.reason)." } ?? ".")
    }
  }

  /// `A Kim has withdrawn from target 4b80b5b6 (their arrows stay); the target goes on without
  /// them; end 3 waits for B.`: names the target, as `club withdraw` may pick the newest.
  public static func withdrawn(_ letter: TargetLetter, _ board: TargetBoard) -> String {
    let name = board.target.archer(letter)?.name ?? ""
    let rest =
      board.target.everyoneWithdrew
      ? "everyone has withdrawn; the target is closed."
      : "the target goes on without them; "
        + (board.target.waiting.isEmpty
          ? "end \(board.target.currentEnd)."
          : "end \(board.target.currentEnd) waits for "
            + board.target.waiting.map(\.rawValue).joined(separator: ", ") + ".")
    return "\(letter.rawValue) \(name) has withdrawn from target "
      + "\(board.id.uuidString.lowercased().prefix(8)) (their arrows stay); " + rest
  }

  /// `B, end 2: the sheets differ at the 2nd highest arrow (9 / 10); not saved…`, or the first
  /// sheet waiting. Sheets are compared high to low, as score sheets list arrows, so the place
  /// named is in that order, not the order typed.
  public static func sheetLine(_ sheet: TwoScorerEnd) -> String {
    let head = "\(sheet.letter.rawValue), end \(sheet.end)"
    guard sheet.second != nil else { return "\(head): first sheet in; waiting for the second." }
    let differences = sheet.differences.map {
      let place =
        $0.arrow == 1 ? "the highest arrow" : "the \(Ordinal.text($0.arrow)) highest arrow"
      return "\(place) (\($0.first) / \($0.second))"
    }
    return "\(head): the sheets differ at \(differences.joined(separator: ", ")); not saved — "
      + "enter it again on sheet 2, or settle it."
  }

  private static func total(_ letter: TargetLetter, _ board: TargetBoard) -> Int {
    board.target.standings.first { $0.letter == letter }?.total ?? 0
  }

  private static func left(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
