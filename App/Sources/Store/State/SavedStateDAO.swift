import CoreInterfaces
import Foundation

/// The saved navigation path, so a restart restores where the archer was. (Settings have one
/// reader and writer: `SettingsClient.live`.)
public struct SavedStateDAO: Sendable {
  let database: Database

  /// A DAO over `database`.
  public init(_ database: Database) { self.database = database }

  /// Saves the navigation path (any Codable snapshot), replacing the previous one, with the
  /// archer active as it is saved: their place is never reopened for another archer.
  public func savePath<Snapshot: Encodable & Sendable>(_ snapshot: Snapshot) async throws {
    try await database.write { db in
      let archer = try ArchersDAO.activeID(db)
      let json = String(
        decoding: try JSONEncoder().encode(
          SavedPlace(savedBy: archer?.description, path: snapshot)),
        as: UTF8.self)
      try db.run(
        "INSERT INTO navigation_path (id, snapshot) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET snapshot = excluded.snapshot",
        json)
    }
  }

  /// The saved navigation path, if any. A row that does not decode (not JSON, a screen this
  /// version does not know) throws `StoreDamage` saying what is wrong, and is left as it is; a
  /// place saved while another archer was active throws ``SavedPlaceOfAnotherArcher``. A path
  /// saved before places named their archer is the active archer's.
  public func loadPath<Snapshot: Decodable & Sendable>(_ type: Snapshot.Type) async throws
    -> Snapshot?
  {
    let (json, active) = try await database.read { db in
      let json = try db.query("SELECT snapshot FROM navigation_path WHERE id = 1") {
        $0.string(0)
      }.first
      return (json, try ArchersDAO.activeID(db))
    }
    guard let json else { return nil }
    let data = Data(json.utf8)
    do {
      guard (try? JSONDecoder().decode(SavedPlace<Skipped>.self, from: data)) != nil else {
        return try JSONDecoder().decode(type, from: data)
      }
      let place = try JSONDecoder().decode(SavedPlace<Snapshot>.self, from: data)
      // Saved before the first archer: everything then became the first archer's.
      if let owner = place.savedBy, owner != active?.description {
        throw try await elsewhere(owner, active)
      }
      return place.path
    } catch let error as DecodingError {
      throw StoreDamage(row: "saved place (navigation_path)", problem: Self.reason(error))
    }
  }

  /// Why the place saved by `owner` is not reopened for `active`, with both names.
  private func elsewhere(_ owner: String, _ active: ArcherID?) async throws
    -> SavedPlaceOfAnotherArcher
  {
    let archers = try await database.read { try ArchersDAO.archers(in: $0) }
    return SavedPlaceOfAnotherArcher(
      owner: archers.first { $0.id.description == owner }?.name,
      active: archers.first { $0.id == active }?.name)
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

/// The stored form of a saved place: the path and the archer active when it was saved.
private struct SavedPlace<Path> {
  /// The archer's ID, or `nil` when there was no archer yet.
  let savedBy: String?
  let path: Path
}

extension SavedPlace: Encodable where Path: Encodable {}
extension SavedPlace: Decodable where Path: Decodable {}

/// Any JSON value, decoded only to learn that it is there.
private struct Skipped: Decodable {
  init(from decoder: any Decoder) throws {}
}
