public import CoreInterfaces

/// The live store: one SQLite connection owned by an actor, so every statement runs serially and
/// off the main actor. Writes are transactions that name the tables they touch; observed queries
/// re-run after any commit that touched theirs.
public actor Database {
  private let connection: Connection
  /// Where the database lives.
  public nonisolated let location: DatabaseLocation
  /// A commit counter per table; observed queries watch the entries for their tables.
  private nonisolated let tableVersions = MutableStateFlow<[String: UInt64]>([:])

  /// Opens (creating or migrating) the database at `location`. A file that is not a healthy
  /// Quiver database of a version this build knows is refused with a ``StoreError`` and left
  /// byte-for-byte as it was.
  public init(_ location: DatabaseLocation) throws {
    connection = try Opener.open(location)
    self.location = location
  }

  /// Runs `body` against the connection, outside any transaction (reads).
  public func read<T: Sendable>(_ body: @Sendable (Connection) throws -> T) throws -> T {
    try body(connection)
  }

  /// Runs `body` in one transaction (one user action); on success, observed queries over
  /// `tables` re-run. If `body` throws, nothing it wrote is kept.
  @discardableResult
  public func write<T: Sendable>(
    touching tables: Set<String>, _ body: @Sendable (Connection) throws -> T
  ) throws -> T {
    let result = try connection.transaction { try body(connection) }
    tableVersions.update { versions in
      for table in tables { versions[table, default: 0] += 1 }
    }
    return result
  }

  /// The result of `query` now, and again after every commit that touches `tables`: an observed
  /// query as a `Flow<T>`. `try await flow.first()` is the one-shot read.
  public nonisolated func observe<T: Sendable>(
    tables: Set<String>, _ query: @escaping @Sendable (Connection) throws -> T
  ) -> Flow<T> {
    let versions = tableVersions
    return Flow { continuation in
      let task = Task {
        var seen: [String: UInt64]?
        for await all in versions.values {
          let relevant = all.filter { tables.contains($0.key) }
          guard relevant != seen else { continue }
          seen = relevant
          do {
            continuation.yield(try await self.read(query))
          } catch {
            continuation.finish(throwing: error)
            return
          }
        }
        continuation.finish()
      }
      return Cancellable { task.cancel() }
    }
  }
}
