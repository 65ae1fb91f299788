public import CoreInterfaces

/// The `settings` table read as the app reads it.
public enum SettingsRows {
  /// Every row as one `AppSettings`: a retired key is skipped, and a value that does not read
  /// keeps the default and is named in `damaged`, so every screen says so.
  public static func read(_ db: Connection) throws -> AppSettings {
    var settings = AppSettings()
    let rows = try db.query("SELECT key, value FROM settings") { ($0.string(0), $0.string(1)) }
    for (key, value) in rows {
      do {
        try settings.set(key, to: value)
      } catch .unknownKey {
        continue  // a retired key: nothing reads it any more
      } catch {
        let why = error.errorDescription ?? "\(error)"
        settings.damaged[key] = why.hasSuffix(".") ? String(why.dropLast()) : why
      }
    }
    return settings
  }
}

extension SettingsClient {
  /// Settings in the store's `settings` table, one row per key; observers see every change.
  public static func live(_ database: Database) -> SettingsClient {
    @Sendable func read(_ db: Connection) throws -> AppSettings { try SettingsRows.read(db) }
    return SettingsClient(
      load: { try await database.read(read) },
      save: { settings in
        try await database.write { db in
          // A damaged row stays as it is until the person sets that key: never overwritten
          // with the default it is shown as.
          for (key, value) in settings.entries where settings.damaged[key] == nil {
            _ = try db.run(
              "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
              key, value)
          }
        }
      },
      observe: { database.observe(read) })
  }
}
