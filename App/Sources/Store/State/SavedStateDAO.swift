import Foundation

/// The saved navigation path, so a restart restores where the archer was. (Settings have one
/// reader and writer: `SettingsClient.live`.)
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
}
