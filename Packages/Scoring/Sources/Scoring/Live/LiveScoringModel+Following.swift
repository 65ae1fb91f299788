import CoreInterfaces

extension LiveScoringModel {
  /// A sheet told apart cheaply: the round, how many arrows and the last one. Two sheets this
  /// model passed through between two values of the store differ in these (each write adds,
  /// removes or moves the status), so a value matching one is that sheet.
  struct SheetMark: Equatable {
    let round: ShotRound?
    let count: Int
    let last: ScoredArrow?
  }

  /// At most this many sheets are remembered between two values of the store.
  private static let passedLimit = 64

  /// The sheet shown now, marked.
  private var mark: SheetMark { SheetMark(round: round, count: arrows.count, last: arrows.last) }

  /// Remembers the sheet before a write of this model's own, while the round is followed: the
  /// store may still hand it (read before the write), and that value is not news.
  func noteOwnWrite() {
    guard shown.isFollowing, round != nil else { return }
    passed.append(mark)
    if passed.count > Self.passedLimit { passed.removeFirst(passed.count - Self.passedLimit) }
  }

  /// Takes in a sheet the store handed, assigning it; nothing is read again. The first is the
  /// round as it stands (a load: every arrow this model's to undo). One that matches the sheet
  /// shown, or one this model's own writes left behind, changes nothing; any other is another
  /// writer's change, whose arrows are theirs. The person's last error and a pending cancel are
  /// left alone (this is no intent of theirs).
  func take(_ sheet: RoundSheet) async {
    guard let before = round else {
      show(sheet.round, sheet.arrows, afterConflict: false)
      if sheet.round.status == .completed { await loadResult() }
      return
    }
    if sheet.round == before, sheet.arrows == arrows {
      passed.removeAll()  // the store holds what is shown: every earlier sheet is history
      return
    }
    let handed = SheetMark(round: sheet.round, count: sheet.arrows.count, last: sheet.arrows.last)
    if let index = passed.firstIndex(of: handed) {
      // Read before a write of this model's that is shown. The store hands sheets in order, so
      // the marks before it are history; it stays, as the store may hand the same sheet again
      // (the query re-runs for any commit to a table it reads).
      passed.removeFirst(index)
      return
    }
    passed.removeAll()
    show(sheet.round, sheet.arrows, afterConflict: true)
    // Another writer's last arrow completed the round: its card shows here too.
    if sheet.round.status == .completed, before.status != .completed { await loadResult() }
  }
}
