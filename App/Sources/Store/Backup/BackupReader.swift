import CoreInterfaces
import Foundation

/// A backup file read a row at a time, so a restore holds one row, never the file:
/// ``skeleton(of:)`` reads its shape first (format, version, each table's name and columns, how
/// many rows it lists), ``eachRow(in:_:)`` then hands over each row's values.
public enum BackupReader {
  /// A backup's shape without its rows.
  public struct Skeleton: Sendable {
    /// What its `format` says, if it says anything.
    public var format: String?
    var schemaVersion: Int?
    var tables: [BackupTable]?
    /// Rows each table lists, in the file's order.
    public var rowCounts: [Int] = []

    /// The document without rows, or the field it lacks.
    func document() throws -> BackupDocument {
      guard let format else { throw missing(Key("format")) }
      guard let schemaVersion else { throw missing(Key("schemaVersion")) }
      guard let tables else { throw missing(Key("tables")) }
      var document = BackupDocument(schemaVersion: schemaVersion, tables: tables)
      document.format = format
      return document
    }

    /// Rows in every table.
    public var rowCount: Int { rowCounts.reduce(0, +) }
    /// Tables listed.
    public var tableCount: Int { rowCounts.count }
  }

  /// Reads `path` once, holding only names: its format, version, tables and their row counts.
  public static func skeleton(of path: String) throws -> Skeleton {
    let reader = try open(path)
    var skeleton = Skeleton()
    try reading(reader) {
      try reader.members { key in
        switch text(key) {
        case "format": skeleton.format = try decode(String.self, reader, [Key("format")])
        case "schemaVersion":
          skeleton.schemaVersion = try decode(Int.self, reader, [Key("schemaVersion")])
        case "tables":
          var tables: [BackupTable] = []
          try reader.elements { index, _ in
            let at: [Key] = [Key("tables"), Key(index)]
            var (name, columns, rows): (String?, [String]?, Int) = (nil, nil, 0)
            try reader.members { key in
              switch text(key) {
              case "name": name = try decode(String.self, reader, at + [Key("name")])
              case "columns": columns = try decode([String].self, reader, at + [Key("columns")])
              case "rows":
                try reader.elements { _, _ in
                  try reader.skipValue()
                  rows += 1
                }
              default: _ = try reader.value()
              }
            }
            guard let name else { throw missing(Key("name"), at: at) }
            guard let columns else { throw missing(Key("columns"), at: at) }
            tables.append(BackupTable(name: name, columns: columns, rows: []))
            skeleton.rowCounts.append(rows)
          }
          skeleton.tables = tables
        default: _ = try reader.value()
        }
      }
    }
    return skeleton
  }

  /// Hands each row of `path` to `row` in the file's order, with its table's place and its own
  /// (from 0). Read ``skeleton(of:)`` first: this trusts the file's shape.
  public static func eachRow(
    in path: String, _ row: (_ table: Int, _ number: Int, [SQLiteValue]) throws -> Void
  ) throws {
    let reader = try open(path)
    try reading(reader) {
      try reader.members { key in
        guard text(key) == "tables" else { return _ = try reader.value() }
        try reader.elements { table, _ in
          try reader.members { key in
            guard text(key) == "rows" else { return _ = try reader.value() }
            try reader.elements { number, _ in
              let at = [Key("tables"), Key(table), Key("rows"), Key(number)]
              try row(table, number, try BackupJSON.row(try reader.value(), at: at))
            }
          }
        }
      }
    }
  }

  /// Runs `body` over the whole file: where its grammar breaks is the decoder's refusal.
  private static func reading(_ reader: JSONChunkReader, _ body: () throws -> Void) throws {
    do {
      try body()
      try reader.expectEnd()
    } catch let failure as JSONChunkReader.Failure {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [],
          debugDescription: "The file is not valid JSON (line \(failure.line))."))
    }
  }

  private static func open(_ path: String) throws -> JSONChunkReader {
    guard let reader = JSONChunkReader(path: path) else {
      throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path])
    }
    return reader
  }

  /// A key's text (its bytes, quotes included).
  private static func text(_ key: [UInt8]) -> String? {
    try? JSONDecoder().decode(String.self, from: Data(key))
  }

  /// The next value decoded as `type`, a refusal naming `path`.
  private static func decode<T: Decodable>(_ type: T.Type, _ reader: JSONChunkReader, _ at: [Key])
    throws -> T
  {
    do {
      return try JSONDecoder().decode(type, from: Data(try reader.value()))
    } catch let error as DecodingError {
      throw BackupJSON.moved(error, to: at)
    }
  }

  private static func missing(_ key: Key, at path: [Key] = []) -> DecodingError {
    .keyNotFound(key, DecodingError.Context(codingPath: path, debugDescription: "missing"))
  }

  /// A place in a backup: a field's name or a list's index.
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ name: String) { stringValue = name }
    init(_ index: Int) {
      stringValue = "Index \(index)"
      intValue = index
    }
    init(stringValue: String) { self.init(stringValue) }
    init(intValue: Int) { self.init(intValue) }
  }
}
