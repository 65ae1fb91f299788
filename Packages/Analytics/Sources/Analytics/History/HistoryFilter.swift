public import CoreInterfaces
public import Foundation

/// Which rounds history counts: all of them by default, or only one kind of round, a date range,
/// one bow setup, one archer.
public struct HistoryFilter: Sendable, Hashable {
  /// Only rounds of this codename.
  public var codename: String?
  /// Only rounds started at or after this instant.
  public var since: Date?
  /// Only rounds started before this instant.
  public var until: Date?
  /// Only rounds shot with this setup.
  public var setup: BowSetupID?
  /// Only this archer's rounds; `nil` is the active archer's.
  public var archer: ArcherID?
  /// Only rounds whose summary counts a damaged arrow (what the rounds list names).
  public var withDamagedArrows: Bool
  /// Rounds left out whatever else matches: those named as damaged ("Not counted"), so a
  /// figure never counts a round a line says it did not.
  public var leftOut: Set<RoundID> = []

  /// A filter; every part left out matches everything.
  public init(
    codename: String? = nil, since: Date? = nil, until: Date? = nil, setup: BowSetupID? = nil,
    archer: ArcherID? = nil, withDamagedArrows: Bool = false
  ) {
    self.codename = codename
    self.since = since
    self.until = until
    self.setup = setup
    self.archer = archer
    self.withDamagedArrows = withDamagedArrows
  }

  /// Whether `stored` passes every part but the archer (which only the store knows).
  public func matches(_ stored: StoredRoundSummary) -> Bool {
    let date = stored.date
    return (codename.map { $0 == stored.codename } ?? true)
      && (since.map { date >= $0 } ?? true) && (until.map { date < $0 } ?? true)
      && (setup.map { $0 == stored.setup } ?? true)
      && (!withDamagedArrows || stored.damagedArrows > 0) && !leftOut.contains(stored.id)
  }
}
