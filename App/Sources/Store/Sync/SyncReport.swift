/// What one `quiver sync` did (or, with `--dry-run`, would do): the file it sent, the files it
/// applied with their conflicts, the files that wait for others not yet in the folder, and the
/// files it refused, each named with why.
public struct SyncReport: Sendable, Equatable {
  /// A file this device wrote.
  public struct Sent: Sendable, Equatable {
    /// The file, as `<device>/<name>`.
    public let file: String
    /// How many row changes it holds.
    public let changes: Int
  }

  /// Another device's file this store applied.
  public struct Applied: Sendable, Equatable {
    /// The file, as `<device>/<name>`.
    public let file: String
    /// How many row changes it held.
    public let changes: Int
    /// How many conflicts applying it met.
    public let conflicts: Int
  }

  /// A file refused, and why.
  public struct Refusal: Sendable, Equatable {
    /// The file, as `<device>/<name>`.
    public let file: String
    /// One line: what is wrong and what to do.
    public let reason: String
  }

  /// This store's device identity.
  public var device: String
  /// Whether this sync gave the store its identity (its first sync, or `--new-identity`).
  public var madeIdentity = false
  /// The files written, in order (none when there was nothing to send; a first send of a
  /// large store is several).
  public var sent: [Sent] = []
  /// The files applied, in the order they were.
  public var applied: [Applied] = []
  /// The conflicts met, as recorded.
  public var conflicts: [SyncConflict] = []
  /// Files not applied yet because they follow files this folder does not hold yet.
  public var waiting: [String] = []
  /// The files those wait for, which the folder does not hold (yet).
  public var waitingFor: [String] = []
  /// Files refused (nothing of them, nor of their device's later files, was applied).
  public var refused: [Refusal] = []
  /// Whether nothing was written (`--dry-run`).
  public var dryRun = false

  /// Whether the sync changed nothing and found nothing to do.
  public var isNothing: Bool {
    !madeIdentity && sent.isEmpty && applied.isEmpty && waiting.isEmpty && refused.isEmpty
  }
}

/// How large sync lets one piece of work grow: rows a first send copies a chunk, bytes a file
/// holds. Tests make them small to see a store go out in several pieces.
public struct SyncLimits: Sendable {
  /// Rows of one table a first send copies into one outbox entry.
  public var snapshotRows: Int
  /// Changeset bytes one file holds (at least one outbox entry).
  public var fileBytes: Int

  /// The limits `quiver sync` uses: 20,000 rows, 8 MB.
  public static let standard = SyncLimits(snapshotRows: 20_000, fileBytes: 8 << 20)

  /// Limits of your own.
  public init(snapshotRows: Int, fileBytes: Int) {
    self.snapshotRows = max(1, snapshotRows)
    self.fileBytes = max(1, fileBytes)
  }
}
