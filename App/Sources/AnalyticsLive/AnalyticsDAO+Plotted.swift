import Analytics
public import CoreInterfaces
import Store

extension AnalyticsDAO {
  /// The rounds holding an arrow with a stored position, read through the partial index
  /// `arrows_plotted` (schema v11), which holds only those arrows: with none plotted this reads
  /// nothing, however many arrows the store holds.
  public func plottedRounds() async throws -> Set<RoundID> {
    try await database.read { db in
      Set(
        try db.query(
          """
          SELECT DISTINCT round_id FROM arrows INDEXED BY arrows_plotted WHERE x IS NOT NULL
          """
        ) { Self.uuid($0.string(0)).map(RoundID.init) }.compactMap { $0 })
    }
  }
}
