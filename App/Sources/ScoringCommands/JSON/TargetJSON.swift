import CoreInterfaces
import Foundation
import Scoring

/// `club show --json` (and `club start --json`): the target, its archers ranked with their
/// running totals and own rounds, who it waits for, the sheets waiting and the settled ends.
/// An optional field is `null`, never left out.
struct TargetJSON: Encodable {
  /// One archer's standing.
  struct ArcherJSON: Encodable {
    let letter: String
    let name: String
    let guest: Bool
    let round: String?
    let rank: Int
    let ends: Int
    let lastEnd: [String]
    let lastEndTotal: Int
    let total: Int
    let tens: Int
    let xs: Int
    let hits: Int
    let golds: Int
    let sixes: Int
    let fives: Int

    enum CodingKeys: String, CodingKey {
      case letter, name, guest, round, rank, ends, lastEnd, lastEndTotal, total, tens, xs, hits
      case golds, sixes, fives
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(letter, forKey: .letter)
      try container.encode(name, forKey: .name)
      try container.encode(guest, forKey: .guest)
      try container.encode(round, forKey: .round)  // null for a guest
      try container.encode(rank, forKey: .rank)
      try container.encode(ends, forKey: .ends)
      try container.encode(lastEnd, forKey: .lastEnd)
      try container.encode(lastEndTotal, forKey: .lastEndTotal)
      try container.encode(total, forKey: .total)
      try container.encode(tens, forKey: .tens)
      try container.encode(xs, forKey: .xs)
      try container.encode(hits, forKey: .hits)
      try container.encode(golds, forKey: .golds)
      try container.encode(sixes, forKey: .sixes)
      try container.encode(fives, forKey: .fives)
    }
  }

  let id: String
  let round: String
  let roundName: String
  let end: Int
  let ends: Int?
  let twoSheets: Bool
  let complete: Bool
  /// `shooting`, `complete` or `everyoneWithdrew` (``TargetState``; stranger29c C5).
  let state: String
  let archers: [ArcherJSON]
  let waiting: [String]
  let withdrawn: [String]
  let sheets: [SheetJSON]
  let settled: [SheetJSON]
  let corrections: [CorrectionJSON]
  /// The columns the ranking split ties by (stranger29c C10): `tensThenXs`, `hitsThenGolds` or
  /// `sixesThenFives` (a World Archery field face, stranger29d D14).
  let tieBreak: String

  enum CodingKeys: String, CodingKey {
    case id, round, roundName, end, ends, twoSheets, complete, state, archers, waiting, withdrawn
    case sheets
    case settled, corrections, tieBreak
  }

  init(_ board: TargetBoard) {
    let target = board.target
    id = board.id.uuidString.lowercased()
    round = target.round.id
    roundName = target.round.name
    end = min(target.currentEnd, target.round.totalEnds ?? .max)
    ends = target.round.totalEnds
    twoSheets = board.twoSheets
    complete = target.isComplete
    state = target.state.rawValue
    archers = target.standings.map { standing in
      let archer = target.archer(standing.letter)
      let guest = if case .guest = archer?.who { true } else { false }
      return ArcherJSON(
        letter: standing.letter.rawValue, name: standing.name, guest: guest,
        round: board.rounds[standing.letter]?.description, rank: standing.rank,
        ends: standing.ends,
        lastEnd: target.ends(of: standing.letter).last?.map(\.description) ?? [],
        lastEndTotal: standing.lastEnd, total: standing.total, tens: standing.tens,
        xs: standing.xs, hits: standing.hits, golds: standing.golds, sixes: standing.sixes,
        fives: standing.fives)
    }
    waiting = target.waiting.map(\.rawValue)
    withdrawn = target.archers.map(\.letter).filter(target.isWithdrawn).map(\.rawValue)
    sheets = TargetLetter.allCases.compactMap { board.sheets[$0] }.map(SheetJSON.init)
    settled = board.settled.map(SheetJSON.init)
    corrections = board.corrections.map(CorrectionJSON.init)
    tieBreak = TargetTieBreak.of(target.round).name
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(round, forKey: .round)
    try container.encode(roundName, forKey: .roundName)
    try container.encode(end, forKey: .end)
    try container.encode(ends, forKey: .ends)  // null for a round without an end count
    try container.encode(twoSheets, forKey: .twoSheets)
    try container.encode(complete, forKey: .complete)
    try container.encode(state, forKey: .state)
    try container.encode(archers, forKey: .archers)
    try container.encode(waiting, forKey: .waiting)
    try container.encode(withdrawn, forKey: .withdrawn)
    try container.encode(sheets, forKey: .sheets)
    try container.encode(settled, forKey: .settled)
    try container.encode(corrections, forKey: .corrections)
    try container.encode(tieBreak, forKey: .tieBreak)
  }
}

/// One archer's end on two sheets: both sheets, the differences arrow by arrow (score-sheet
/// order), and the settling's kept arrows and reason (`null` until settled).
struct SheetJSON: Encodable {
  /// An arrow the sheets disagree on.
  struct DifferenceJSON: Encodable {
    let arrow: Int
    let first: String
    let second: String
  }

  let letter: String
  let end: Int
  let first: [String]
  let second: [String]?
  let differences: [DifferenceJSON]
  let kept: [String]?
  let reason: String?

  enum CodingKeys: String, CodingKey {
    case letter, end, first, second, differences, kept, reason
  }

  init(_ sheet: TwoScorerEnd) {
    letter = sheet.letter.rawValue
    end = sheet.end
    first = sheet.first.map(\.description)
    second = sheet.second?.map(\.description)
    differences = (sheet.settlement?.differences ?? sheet.differences).map {
      DifferenceJSON(arrow: $0.arrow, first: $0.first.description, second: $0.second.description)
    }
    kept = sheet.settlement?.arrows.map(\.description)
    reason = sheet.settlement?.reason
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(letter, forKey: .letter)
    try container.encode(end, forKey: .end)
    try container.encode(first, forKey: .first)
    try container.encode(second, forKey: .second)
    try container.encode(differences, forKey: .differences)
    try container.encode(kept, forKey: .kept)
    try container.encode(reason, forKey: .reason)
  }
}

/// `club end --json` and `club correct --json`: one line per archer line, what it did.
struct TargetEntryJSON: Encodable {
  let letter: String
  let end: Int
  let status: String
  let arrows: [String]
  let total: Int
  let differences: [SheetJSON.DifferenceJSON]

  init(_ outcome: TargetBoard.Outcome, _ board: TargetBoard) {
    let saved: (TargetLetter, Int, String, [ArrowValue], [TwoScorerEnd.Difference]) =
      switch outcome {
      case .saved(let letter, let end, let arrows): (letter, end, "saved", arrows, [])
      case .awaitingSecond(let sheet): (sheet.letter, sheet.end, "awaitingSecond", sheet.first, [])
      case .differs(let sheet):
        (sheet.letter, sheet.end, "differs", sheet.second ?? [], sheet.differences)
      case .settled(let sheet):
        (
          sheet.letter, sheet.end, "settled", sheet.settlement?.arrows ?? [],
          sheet.settlement?.differences ?? []
        )
      case .corrected(let letter, let end, _, _, _):
        (letter, end, "corrected", board.target.ends(of: letter)[safe: end - 1] ?? [], [])
      }
    letter = saved.0.rawValue
    end = saved.1
    status = saved.2
    arrows = saved.3.map(\.description)
    total = board.target.standings.first { $0.letter == saved.0 }?.total ?? 0
    differences = saved.4.map {
      SheetJSON.DifferenceJSON(
        arrow: $0.arrow, first: $0.first.description, second: $0.second.description)
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

/// A correction recorded on a two-sheet target: the arrow it was, is now, and why.
struct CorrectionJSON: Encodable {
  let letter: String
  let end: Int
  let arrow: Int
  let was: String
  let now: String
  let reason: String

  init(_ fix: TargetCorrection) {
    letter = fix.letter.rawValue
    end = fix.end
    arrow = fix.arrow
    was = fix.was.description
    now = fix.now.description
    reason = fix.reason
  }
}
