public import CoreInterfaces
import Foundation

extension SyncConflict {
  /// The fields mine and theirs hold differently, by name, bookkeeping columns (the row's
  /// version among them) left out: what a person compares to settle it (`—` where a side has
  /// no row).
  public var differences: [SyncFieldDifference] {
    let mine = Self.object(self.mine)
    let theirs = Self.object(self.theirs)
    return Set(mine.keys).union(theirs.keys).sorted()
      .filter { mine[$0] != theirs[$0] && !SyncedTables.isBookkeeping(table, $0) }
      .map { field in
        SyncFieldDifference(
          name: field, mine: mine[field].map(Self.show) ?? "—",
          theirs: theirs[field].map(Self.show) ?? "—")
      }
  }

  /// The conflict as the app shows it while open.
  public var shown: OpenSyncConflict {
    OpenSyncConflict(
      id: id, table: table, key: key, happened: kind.summary, fields: differences, device: device)
  }

  private static func object(_ text: String?) -> [String: SQLiteValue] {
    guard let text else { return [:] }
    return (try? JSONDecoder().decode([String: SQLiteValue].self, from: Data(text.utf8))) ?? [:]
  }

  private static func show(_ value: SQLiteValue) -> String {
    switch value {
    case .null: "null"
    case .integer(let number): "\(number)"
    case .real(let number): "\(number)"
    case .text(let text): "'\(text)'"
    case .blob(let bytes): "\(bytes.count) bytes"
    }
  }
}
