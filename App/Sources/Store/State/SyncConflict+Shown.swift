public import CoreInterfaces
import Foundation

extension SyncConflict {
  /// The fields mine and theirs hold differently, by name, bookkeeping columns (the row's
  /// version among them) left out: what a person compares to settle it (`—` where a side has
  /// no row).
  public var differences: [SyncFieldDifference] {
    let mine = Self.fields(self.mine) ?? [:]
    let theirs = Self.fields(self.theirs) ?? [:]
    return Set(mine.keys).union(theirs.keys).sorted()
      .filter { mine[$0] != theirs[$0] && !SyncedTables.isBookkeeping(table, $0) }
      .map { field in
        SyncFieldDifference(
          name: field, mine: mine[field].map(Self.show) ?? "—",
          theirs: theirs[field].map(Self.show) ?? "—")
      }
  }

  /// The row's key as a person reads it: `round 3f9a1c2b end 2 arrow 3` (IDs cut to 8
  /// characters, arrows counted from 1), other columns as `name value`.
  public var shownKey: String {
    let values = Self.fields(key) ?? [:]
    return values.keys.sorted { Self.keyOrder($0) < Self.keyOrder($1) }.map { name -> String in
      let value = values[name] ?? .null
      switch (name, value) {
      case ("arrow_index", .integer(let index)): return "arrow \(index + 1)"
      case ("end_number", .integer(let end)): return "end \(end)"
      case (_, .text(let text)) where text.count == 36 && text.filter({ $0 == "-" }).count == 4:
        let label = name.hasSuffix("_id") ? String(name.dropLast(3)) : name
        return "\(label) \(text.prefix(8))"
      default: return "\(name) \(Self.show(value))"
      }
    }.joined(separator: " ")
  }

  /// Which side the store kept: `mine`, `theirs`, or `nil` when a deletion stood (or a merge
  /// of both).
  public var keptSide: String? {
    guard let kept = Self.record(self.kept, of: table), !kept.isEmpty else { return nil }
    if kept == Self.record(mine, of: table) { return "mine" }
    if kept == Self.record(theirs, of: table) { return "theirs" }
    return nil
  }

  /// Key columns in the order a person reads them: the round, the end, the arrow, the rest.
  private static func keyOrder(_ name: String) -> String {
    ["round_id": "0", "end_number": "1", "arrow_index": "2"][name] ?? "3\(name)"
  }

  /// The conflict as the app shows it while open.
  public var shown: OpenSyncConflict {
    OpenSyncConflict(
      id: id, table: table, key: key, happened: kind.summary, fields: differences, device: device)
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
