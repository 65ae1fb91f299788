public import CoreInterfaces
import Foundation
public import Scoring
import Store

extension RoundDAO {
  /// The round and its arrows now, and again whenever a commit changes a table the read used
  /// (here or in another process). After the first read, a change that leaves the round's row
  /// as it was (a status change or a correction moves it: `updated_at`) is read from the end
  /// shot last on — the ends an arrow saved or undone touches — and the sheet it makes is
  /// checked against the round's stored summary; one that does not add up is read whole. So a
  /// sheet followed while arrows are entered reads one end per arrow, however long the round.
  public func observeSheet(_ id: RoundID) -> Flow<RoundSheet> {
    let database = database
    return Flow { continuation in
      let last = Locked<SheetRead?>(nil)  // this loop's last read
      let task = Task {
        do {
          for try await sheet in database.observe({ try Self.sheet(id, after: last, $0) }) {
            continuation.yield(sheet)
          }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      return Cancellable { task.cancel() }
    }
  }

  /// The sheet of round `id`, from `last`'s sheet and the ends after it where it can, then
  /// remembered in `last`.
  static func sheet(_ id: RoundID, after last: Locked<SheetRead?>, _ db: Connection) throws
    -> RoundSheet
  {
    let round = try Self.round(id, db)
    let stamp = try SheetStamp(id, db)
    let previous = last.withLock { $0 }
    let read =
      try previous.flatMap { try $0.followed(by: round, stamp, db) }
      ?? SheetRead(RoundSheet(round: round, arrows: try Self.arrows(of: id, db)), stamp)
    last.withLock { $0 = read }
    return read.sheet
  }
}

/// A sheet as the observation last read it, with what it adds up to and the stamp it was read
/// at.
struct SheetRead: Sendable {
  /// The sheet.
  let sheet: RoundSheet
  /// The round's row and summary when it was read.
  let stamp: SheetStamp
  /// Its arrows' counts, as the summary keeps them.
  let tally: SheetStamp.Tally

  /// `sheet`, read at `stamp`.
  init(_ sheet: RoundSheet, _ stamp: SheetStamp) {
    self.init(sheet, stamp, SheetStamp.Tally(sheet.arrows))
  }

  private init(_ sheet: RoundSheet, _ stamp: SheetStamp, _ tally: SheetStamp.Tally) {
    (self.sheet, self.stamp, self.tally) = (sheet, stamp, tally)
  }

  /// The sheet after a change to the round's end alone: this sheet up to the end shot last (or
  /// the round's last end now, if undo took ends away) and the ends from there read again; `nil`
  /// when the change was not that (the round's row moved, more than a few ends came, or what it
  /// makes does not add up to the stored summary), so the round is read whole.
  func followed(by round: ShotRound, _ now: SheetStamp, _ db: Connection) throws -> SheetRead? {
    guard round == sheet.round, now.updatedAt == stamp.updatedAt else { return nil }
    let from = min(sheet.arrows.last?.endNumber ?? 1, now.lastEnd ?? 1)
    let kept = sheet.arrows.lastIndex { $0.endNumber < from }.map { $0 + 1 } ?? 0
    guard let lastEnd = now.lastEnd, lastEnd >= from else {
      return checked(Array(sheet.arrows[..<kept]), dropped: kept, added: [], now)
    }
    guard lastEnd - from <= 2 else { return nil }  // an import, not a keypress
    var tail: [ScoredArrow] = []
    for end in from...lastEnd {
      tail += try RoundDAO.arrows(of: round.id, end: end, db, round: round)
    }
    return checked(Array(sheet.arrows[..<kept]) + tail, dropped: kept, added: tail, now)
  }

  /// `arrows` as the next read, if they add up to the summary at `now`.
  private func checked(
    _ arrows: [ScoredArrow], dropped kept: Int, added tail: [ScoredArrow], _ now: SheetStamp
  ) -> SheetRead? {
    let tally = tally - SheetStamp.Tally(sheet.arrows[kept...]) + SheetStamp.Tally(tail)
    guard tally == now.tally else { return nil }
    return SheetRead(RoundSheet(round: sheet.round, arrows: arrows), now, tally)
  }
}

/// What the round's row and summary say of its arrows, read by key: when it was last changed
/// other than by an arrow, its last end, and its summary's counts.
struct SheetStamp: Sendable, Equatable {
  /// Arrows, points, hits and Xs: what the summary counts and a sheet must add up to.
  struct Tally: Sendable, Equatable {
    var arrows = 0
    var total = 0
    var hits = 0
    var xs = 0

    /// The counts of `arrows`.
    init(_ arrows: some Sequence<ScoredArrow>) {
      for arrow in arrows {
        self.arrows += 1
        total += arrow.value.points
        hits += arrow.value.isMiss ? 0 : 1
        xs += arrow.value.isX ? 1 : 0
      }
    }

    init(arrows: Int, total: Int, hits: Int, xs: Int) {
      (self.arrows, self.total, self.hits, self.xs) = (arrows, total, hits, xs)
    }

    static func + (lhs: Tally, rhs: Tally) -> Tally {
      Tally(
        arrows: lhs.arrows + rhs.arrows, total: lhs.total + rhs.total, hits: lhs.hits + rhs.hits,
        xs: lhs.xs + rhs.xs)
    }

    static func - (lhs: Tally, rhs: Tally) -> Tally {
      Tally(
        arrows: lhs.arrows - rhs.arrows, total: lhs.total - rhs.total, hits: lhs.hits - rhs.hits,
        xs: lhs.xs - rhs.xs)
    }
  }

  /// The round's `updated_at`.
  var updatedAt: Double?
  /// The round's last end number, `nil` without ends.
  var lastEnd: Int?
  /// The summary's counts; `nil` without a summary (then nothing adds up to it).
  var tally: Tally?

  /// Round `id`'s stamp, read by its key and the ends' `(round, end)` key.
  init(_ id: RoundID, _ db: Connection) throws {
    let rows = try db.query(
      """
      SELECT r.updated_at, (SELECT max(end_number) FROM ends WHERE round_id = r.id),
        s.arrows, s.total, s.hits, s.xs
      FROM rounds r LEFT JOIN round_summaries s ON s.round_id = r.id WHERE r.id = ?
      """, id.description
    ) { row in
      (
        row.double(0), row.optionalInt(1),
        row.optionalInt(2).map { arrows in
          Tally(arrows: arrows, total: row.int(3), hits: row.int(4), xs: row.int(5))
        }
      )
    }
    (updatedAt, lastEnd, tally) = rows.first ?? (nil, nil, nil)
  }
}
