/// A backup file's contents: its format, the schema version it was made at, and every table.
public struct BackupDocument: Codable, Sendable, Equatable {
  /// What the `format` field of a Quiver backup says.
  public static let formatName = "quiver-backup"

  /// Always ``formatName``; anything else is not a backup.
  public var format: String
  /// The store's `PRAGMA user_version` when it was made; a restore needs the same.
  public var schemaVersion: Int
  /// Every table, by name.
  public var tables: [BackupTable]

  /// A document of `tables` made at `schemaVersion`.
  public init(schemaVersion: Int, tables: [BackupTable]) {
    format = Self.formatName
    self.schemaVersion = schemaVersion
    self.tables = tables
  }

  /// Rows in every table.
  public var rowCount: Int { tables.reduce(0) { $0 + $1.rows.count } }
}

/// One table of a backup: its columns as the schema has them, and every row's values in order.
public struct BackupTable: Codable, Sendable, Equatable {
  /// The table's name.
  public var name: String
  /// Its columns, in the schema's order.
  public var columns: [String]
  /// Every row, ordered by all its columns.
  public var rows: [[SQLiteValue]]
}
