public import Foundation

/// Why a backup cannot be restored; nothing was written.
public enum BackupError: Error, Equatable, LocalizedError {
  /// The file is JSON but not a Quiver backup.
  case notABackup
  /// Made at another schema version than this store's.
  case otherSchema(backup: Int, store: Int)
  /// Its tables are not this store's.
  case tablesDiffer(missing: [String], unknown: [String])
  /// A table's columns are not this store's.
  case columnsDiffer(table: String, backup: [String], store: [String])
  /// A row with more or fewer values than its table has columns.
  case rowWidth(table: String, row: Int)
  /// A row refers to one the backup does not hold (an end of no round, say).
  case brokenReference(table: String)
  /// The store already holds rows: a restore goes only into an empty store.
  case storeNotEmpty(table: String, rows: Int)
  /// A row the schema's constraints refuse (a duplicate key, a value out of range), by its
  /// place in the backup and SQLite's words for the rule.
  case rowBreaksRules(table: String, row: Int, rule: String)
  /// Rows the app would read as damaged (an arrow no face scores, a setting out of range): the
  /// first `problem`, and how many there are.
  case damagedRows(problem: String, count: Int)

  /// What went wrong and what to do.
  public var errorDescription: String? {
    let nothing = " Nothing was restored."
    // These come after rows were copied (the progress lines said so): the copy is undone.
    let undone = " The rows copied were rolled back." + nothing
    return switch self {
    case .notABackup:
      "That file is not a Quiver backup ('quiver backup --out FILE' makes one)." + nothing
    case .otherSchema(let backup, let store):
      "The backup was made at store version \(backup); this store is at \(store)"
        + (backup < store
          ? ": restore it with the Quiver that made it, and open that file with this one, which brings it up to date."
          : ": restore it with a Quiver as new as the one that made it.") + nothing
    case .tablesDiffer(let missing, let unknown):
      "The backup's tables are not this store's (missing: \(Self.list(missing)); unknown: \(Self.list(unknown)))."
        + nothing
    case .columnsDiffer(let table, let backup, let store):
      "The backup's \(table) has columns \(Self.list(backup)); this store's has \(Self.list(store))."
        + nothing
    case .rowWidth(let table, let row):
      "Row \(row) of the backup's \(table) does not have one value per column." + nothing
    case .brokenReference(let table):
      "A row of the backup's \(table) refers to a row the backup does not hold." + undone
    case .storeNotEmpty(let table, let rows):
      "A restore goes only into an empty store, and this one's \(table) holds \(rows) row\(rows == 1 ? "" : "s"); "
        + "restore into a new file with --db NEW.sqlite." + nothing
    case .rowBreaksRules(let table, let row, let rule):
      "Row \(row) of the backup's \(table) breaks the store's rules: \(Self.words(rule))." + undone
    case .damagedRows(let problem, let count):
      "The backup holds \(count == 1 ? "a row" : "\(count) rows") Quiver would read as damaged, the first: "
        + "\(String(problem.prefix(300)))." + undone
    }
  }

  /// SQLite's words for a broken rule (`UNIQUE constraint failed: settings.key`) as a person's:
  /// `its key is the same as another row's`. Column names are the store's; SQL never shows.
  static func words(_ rule: String) -> String {
    let columns = (rule.split(separator: ":", maxSplits: 1).dropFirst().first ?? "")
      .split(separator: ",").map {
        String(
          ($0.split(separator: ".").last ?? "").trimmingCharacters(in: .whitespaces).prefix(40))
      }.filter { !$0.isEmpty }
    // `a`, `a and b`, `a, b and c`: a key of three columns reads as one list.
    let named =
      columns.isEmpty
      ? nil
      : columns.dropLast().joined(separator: ", ") + (columns.count > 1 ? " and " : "")
        + (columns.last ?? "")
    let verb = columns.count > 1 ? "are" : "is"
    switch rule.split(separator: " ").first {
    case "UNIQUE"?, "PRIMARY"?:
      return "its \(named ?? "key") \(verb) the same as another row's"
    case "NOT"?: return "its \(named ?? "value") \(verb) missing"
    case "CHECK"?: return "a value is outside what the store allows"
    case "FOREIGN"?: return "it refers to a row the backup does not hold"
    default: return "a value is one the store does not allow"
    }
  }

  private static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.map { String($0.prefix(40)) }.prefix(8).joined(separator: ", ")
  }
}
