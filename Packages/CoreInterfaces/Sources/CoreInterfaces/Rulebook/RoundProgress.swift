/// Where a round stands, from its definition, its status and the arrows it holds: whether it
/// takes an arrow, where the next one goes, when an end is full, and whether it is complete,
/// ended early or a finished practice. The one home of these rules: the scoring model, both
/// stores, the summary, the migrations and Analytics ask it, and nothing else decides them.
public struct RoundProgress: Sendable, Hashable {
  /// A round's standing as an archer names it: the one word a list, a card, JSON and an
  /// export use for it.
  public enum Phase: String, Sendable, Hashable, CaseIterable, Codable {
    /// Not started.
    case planned
    /// Being shot: takes arrows.
    case inProgress
    /// Paused: takes no arrow until resumed.
    case paused
    /// Every arrow of a fixed round is in (or it was entered by its total).
    case completed
    /// Finished (`rounds finish`) before its last arrow: no handicap, class or best.
    case endedEarly
    /// A practice round that was finished (practice has no last arrow).
    case practiceFinished
    /// Cancelled: its arrows stay, it takes no more.
    case cancelled

    /// How a person reads it: `in progress`, `ended early`; a finished practice is `completed`.
    public var displayName: String {
      switch self {
      case .planned: "planned"
      case .inProgress: "in progress"
      case .paused: "paused"
      case .completed, .practiceFinished: "completed"
      case .endedEarly: "ended early"
      case .cancelled: "cancelled"
      }
    }

    /// How `--json` and the export spell it: `inProgress`, `endedEarly`; a finished practice
    /// is `completed`.
    public var jsonName: String { self == .practiceFinished ? "completed" : rawValue }
  }

  /// Where an arrow goes: its end (from 1) and its place in that end (from 0).
  public struct Place: Sendable, Hashable {
    /// The end, from 1.
    public var endNumber: Int
    /// The place in the end, from 0.
    public var arrowIndex: Int

    /// The place `arrowIndex` of end `endNumber`.
    public init(endNumber: Int, arrowIndex: Int) {
      self.endNumber = endNumber
      self.arrowIndex = arrowIndex
    }
  }

  /// An end and the arrows it holds.
  public struct EndHeld: Sendable, Hashable {
    /// The end, from 1.
    public var number: Int
    /// Arrows it holds.
    public var arrows: Int

    /// End `number` holding `arrows`.
    public init(number: Int, arrows: Int) {
      self.number = number
      self.arrows = arrows
    }
  }

  /// Arrows in the whole round; `nil` for practice, which has no last arrow.
  public let arrowsInRound: Int?
  /// Arrows in an end.
  public let arrowsPerEnd: Int
  /// The stored status.
  public let status: RoundStatus
  /// Arrows held (counted as shot for a round entered by its total).
  public let arrowsShot: Int
  /// The last end holding an arrow and how many it holds; `nil` before the first arrow.
  public let lastEnd: EndHeld?

  /// The progress of a round of `definition` in `status` holding `arrowsShot` arrows, the last
  /// of them in end `lastEnd` (number and count; `nil`: none). `enteredByTotal` (a paper round
  /// entered by its total alone) counts every arrow of the round as shot.
  public init(
    _ definition: RoundDefinition, status: RoundStatus, arrowsShot: Int,
    lastEnd: EndHeld? = nil, enteredByTotal: Bool = false
  ) {
    arrowsInRound = definition.totalArrows
    arrowsPerEnd = definition.arrowsPerEnd
    self.status = status
    self.arrowsShot = enteredByTotal ? (definition.totalArrows ?? arrowsShot) : arrowsShot
    self.lastEnd = lastEnd
  }

  /// The progress of a round of `definition` in `status` holding arrows in the ends
  /// `endNumbers` (one entry per arrow, any order); `enteredByTotal` as above.
  public init(
    _ definition: RoundDefinition, status: RoundStatus, endNumbers: [Int],
    enteredByTotal: Bool = false
  ) {
    let last = endNumbers.max()
    self.init(
      definition, status: status, arrowsShot: endNumbers.count,
      lastEnd: last.map { number in
        EndHeld(number: number, arrows: endNumbers.lazy.filter { $0 == number }.count)
      },
      enteredByTotal: enteredByTotal)
  }

  /// The standing of a round of `arrowsInRound` arrows (`nil`: practice) in `status`, holding
  /// `arrowsShot`: for a stored summary, which has no ends to give (ask it no places).
  public init(arrowsInRound: Int?, status: RoundStatus, arrowsShot: Int) {
    self.arrowsInRound = arrowsInRound
    arrowsPerEnd = 1
    self.status = status
    self.arrowsShot = arrowsShot
    lastEnd = nil
  }

  /// Whether every arrow of a fixed round is in: a score comparable with others of its kind
  /// (never, for practice).
  public var isWhole: Bool { arrowsInRound.map { arrowsShot >= $0 } ?? false }

  /// Whether a round in `status` is open: being shot or paused (its last arrow can still be
  /// undone; a paused one is resumed to take arrows).
  public static func isOpen(_ status: RoundStatus) -> Bool {
    status == .inProgress || status == .paused
  }

  /// Whether the round is open: being shot or paused.
  public var isOpen: Bool { Self.isOpen(status) }

  /// Whether `status` lets arrows be saved at all: only a round being shot (a paused round
  /// waits to be resumed). A place's own check (its end within the round) bounds a full one.
  public static func takesArrows(in status: RoundStatus) -> Bool { status == .inProgress }

  /// Whether the round takes an arrow now: it is being shot and is not whole.
  public var takesArrow: Bool { Self.takesArrows(in: status) && !isWhole }

  /// Whether an end holding `count` arrows is full.
  public func isFull(endHolding count: Int) -> Bool { count >= arrowsPerEnd }

  /// Where the next arrow goes: the last end while it has room, else the first place of the
  /// end after it; `nil` once a fixed round is whole.
  public var nextPlace: Place? {
    guard !isWhole else { return nil }
    guard let lastEnd else { return Place(endNumber: 1, arrowIndex: 0) }
    if isFull(endHolding: lastEnd.arrows) {
      return Place(endNumber: lastEnd.number + 1, arrowIndex: 0)
    }
    return Place(endNumber: lastEnd.number, arrowIndex: lastEnd.arrows)
  }

  /// The end a person scoring carries on in after a load: the last end while it has room,
  /// else the one after it (1 before any arrow; past the last end of a whole round, so every
  /// end reads as completed).
  public var endToScore: Int {
    guard let lastEnd else { return 1 }
    return isFull(endHolding: lastEnd.arrows) ? lastEnd.number + 1 : lastEnd.number
  }

  /// The status the round takes once it holds these arrows: a fixed round being shot (or
  /// paused) completes at its last arrow; practice never does (only a finish ends it); a round
  /// past taking arrows keeps its status. Every store applies it in the transaction that saves
  /// the arrows (and the migration that brought the rule), and the model shows the same.
  public var settledStatus: RoundStatus { isOpen && isWhole ? .completed : status }

  /// The round's standing, as a list, a card, JSON and an export name it.
  public var phase: Phase {
    Self.phase(status: status, isWhole: isWhole, isPractice: arrowsInRound == nil)
  }

  /// The phase of a round in `status` that `isWhole` or not, practice or not: for a stored row
  /// that keeps these figures rather than the arrows.
  public static func phase(status: RoundStatus, isWhole: Bool, isPractice: Bool) -> Phase {
    switch status {
    case .planned: .planned
    case .inProgress: .inProgress
    case .paused: .paused
    case .cancelled: .cancelled
    case .completed: isPractice ? .practiceFinished : isWhole ? .completed : .endedEarly
    }
  }

  /// Whether the round ended before its last arrow (`rounds finish`): trends leave it out, and
  /// it claims no handicap, class or personal best (docs/ARCHITECTURE.md).
  public var isEndedEarly: Bool { phase == .endedEarly }
}
