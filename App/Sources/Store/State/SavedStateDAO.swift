import Foundation

/// Settings as key/value text, and the saved navigation path, so a restart restores where the
/// archer was.
public struct SavedStateDAO: Sendable {
  let database: Database

  /// A DAO over `database`.
  public init(_ database: Database) { self.database = database }

  /// Saves the navigation path (any Codable snapshot), replacing the previous one.
  public func savePath<Snapshot: Encodable & Sendable>(_ snapshot: Snapshot) async throws {
    let json = String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
    try await database.write { db in
      try db.run(
        "INSERT INTO navigation_path (id, snapshot) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET snapshot = excluded.snapshot",
        json)
    }
  }

  /// The saved navigation path, if any.
  public func loadPath<Snapshot: Decodable & Sendable>(_ type: Snapshot.Type) async throws
    -> Snapshot?
  {
    let json = try await database.read { db in
      try db.query("SELECT snapshot FROM navigation_path WHERE id = 1") { $0.string(0) }.first
    }
    return try json.map { try JSONDecoder().decode(type, from: Data($0.utf8)) }
  }

  /// A setting's value, if set.
  public func setting(_ key: String) async throws -> String? {
    try await database.read { db in
      try db.query("SELECT value FROM settings WHERE key = ?", key) { $0.string(0) }.first
    }
  }

  /// Sets a setting.
  public func setSetting(_ key: String, to value: String) async throws {
    try await database.write { db in
      try db.run(
        "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        key, value)
    }
  }
}
