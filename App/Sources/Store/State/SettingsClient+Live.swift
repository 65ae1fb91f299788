public import CoreInterfaces

extension SettingsClient {
  /// Settings in the store's `settings` table, one row per key; observers see every change.
  public static func live(_ database: Database) -> SettingsClient {
    @Sendable func read(_ db: Connection) throws -> AppSettings {
      var settings = AppSettings()
      let rows = try db.query("SELECT key, value FROM settings") { ($0.string(0), $0.string(1)) }
      for (key, value) in rows {
        try? settings.set(key, to: value)  // a damaged or retired key keeps its default
      }
      return settings
    }
    return SettingsClient(
      load: { try await database.read(read) },
      save: { settings in
        try await database.write { db in
          for (key, value) in settings.entries {
            _ = try db.run(
              "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
              key, value)
          }
        }
      },
      observe: { database.observe(read) })
  }
}
