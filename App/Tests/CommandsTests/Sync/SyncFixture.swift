import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// Stores as files in one temporary folder, with a sync folder beside them, run through the
/// command line in process: what `quiver sync` tests share.
struct SyncFixture {
  let folder = NSTemporaryDirectory() + "quiver-sync-\(UUID())"
  var dir: String { "\(folder)/shared" }

  init() throws {
    try FileManager.default.createDirectory(
      atPath: "\(folder)/shared", withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(atPath: folder) }

  /// The store file called `store`.
  func path(_ store: String) -> String { "\(folder)/\(store).sqlite" }

  /// Runs `quiver arguments` on store `store`.
  @discardableResult
  func run(_ store: String, _ arguments: String...) async -> (Int32, CapturedOutput) {
    await run(store, arguments)
  }

  /// Runs `quiver arguments` on store `store`.
  @discardableResult
  func run(_ store: String, _ arguments: [String]) async -> (Int32, CapturedOutput) {
    let out = CapturedOutput()
    let cli = QuiverCLI(defaultLocation: .file(path(store)))
    return (await cli.run(arguments, output: out.output), out)
  }

  /// Syncs `store` through the shared folder, expecting success.
  @discardableResult
  func sync(_ store: String, _ extra: String..., sourceLocation: SourceLocation = #_sourceLocation)
    async -> CapturedOutput
  {
    let (status, out) = await run(store, ["sync", dir] + extra)
    #expect(status == 0, "\(store): \(out.stderr)", sourceLocation: sourceLocation)
    return out
  }

  /// Starts a round of `codename` on `store` and returns its ID.
  func start(_ store: String, _ codename: String = "portsmouth") async -> String {
    await run(store, "rounds", "start", codename).1.stdout.trimmingCharacters(
      in: .whitespacesAndNewlines)
  }

  /// Every row of the synced tables, as text, table by table: what two stores that agree
  /// hold alike.
  func content(_ store: String) async throws -> [String: [String]] {
    let database = try Database(.file(path(store)))
    return try await database.read { db in
      var content: [String: [String]] = [:]
      let tables = try db.query("SELECT name FROM sqlite_master WHERE type = 'table'") {
        $0.string(0)
      }.filter(SyncedTables.isSynced)
      for table in tables {
        let columns = try db.query("SELECT name FROM pragma_table_info(?)", table) { $0.string(0) }
          .filter { $0 != SyncedTables.versionColumn }
        let count = Int32(columns.count)
        let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
        content[table] = try db.query("SELECT \(list) FROM \"\(table)\" ORDER BY \(list)") { row in
          (0..<count).map { "\(row[$0])" }.joined(separator: "|")
        }
      }
      return content
    }
  }

  /// A scalar read from `store`.
  func scalar(_ store: String, _ sql: String) async throws -> SQLiteValue? {
    let database = try Database(.file(path(store)))
    return try await database.read { db in try db.scalar(sql) }
  }

  /// The changeset files in the shared folder, as `device/name`.
  func files() -> [String] {
    let devices = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
    return devices.flatMap { device in
      ((try? FileManager.default.contentsOfDirectory(atPath: "\(dir)/\(device)")) ?? [])
        .filter { !$0.hasPrefix(".") }.map { "\(device)/\($0)" }
    }.sorted()
  }
}
