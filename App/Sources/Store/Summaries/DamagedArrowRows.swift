import CoreInterfaces
import Foundation

/// The arrows a round's summary counts as damaged (`ArrowDamage`: points no ring of their face
/// scores, or an X mark off the face's X, written by another program), one line each naming the round, end, arrow and stored points, and the
/// correction that mends it: what `quiver check` and `export` name.
public enum DamagedArrowRows {
  /// One line per damaged arrow of every round (of `rounds` alone, when given), rounds in date
  /// order.
  public static func lines(_ db: Connection, rounds: Set<String>? = nil) throws -> [String] {
    if rounds?.isEmpty == true { return [] }  // none named: no round to read
    let ids = try db.query("SELECT id FROM rounds ORDER BY created_at, id") { $0.string(0) }
    var lines: [String] = []
    for id in ids where rounds?.contains(id.lowercased()) ?? true {
      guard let context = try RoundContext.read(id, db) else { continue }
      let shown = Names.shownSafely(String(id.prefix(40)))
      let placed = try RoundSummaries.arrows(of: id, db).sorted {
        ($0.endNumber, $0.arrowIndex) < ($1.endNumber, $1.arrowIndex)
      }
      for arrow in placed where !arrow.value.isMiss {
        guard let found = context.definition.pass(forEnd: arrow.endNumber) else { continue }
        let system = found.pass.system(for: context.bowStyle)
        guard let damage = ArrowDamage.of(arrow.value, on: system) else { continue }
        let (end, place) = (arrow.endNumber, arrow.arrowIndex + 1)
        lines.append(
          "round \(shown): end \(end), arrow \(place) \(damage.describe(arrow.value.points)) (counted as a miss); 'quiver rounds edit \(shown) \(end) \(place) VALUE' corrects it"
        )
      }
    }
    return lines
  }
}
