import CoreInterfaces
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

  /// The saved navigation path, if any. A row that does not decode (not JSON, a screen this
  /// version does not know) throws `StoreDamage` saying what is wrong, and is left as it is.
  public func loadPath<Snapshot: Decodable & Sendable>(_ type: Snapshot.Type) async throws
    -> Snapshot?
  {
    let json = try await database.read { db in
      try db.query("SELECT snapshot FROM navigation_path WHERE id = 1") { $0.string(0) }.first
    }
    guard let json else { return nil }
    do {
      return try JSONDecoder().decode(type, from: Data(json.utf8))
    } catch let error as DecodingError {
      throw StoreDamage(row: "saved place (navigation_path)", problem: Self.reason(error))
    }
  }

  /// What a decoding error says, with where: `entries.0.destination: no screen is called "x"`.
  private static func reason(_ error: DecodingError) -> String {
    let context: DecodingError.Context
    switch error {
    case .dataCorrupted(let found), .keyNotFound(_, let found), .typeMismatch(_, let found),
      .valueNotFound(_, let found):
      context = found
    @unknown default:
      return "\(error)"
    }
    let said =
      context.debugDescription.hasSuffix(".")
      ? String(context.debugDescription.dropLast()) : context.debugDescription
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return path.isEmpty ? said : "\(path): \(said)"
  }
}
