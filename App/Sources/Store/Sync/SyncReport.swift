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
  /// The file written, if there was anything to send.
  public var sent: Sent?
  /// The files applied, in the order they were.
  public var applied: [Applied] = []
  /// The conflicts met, as recorded.
  public var conflicts: [SyncConflict] = []
  /// Files not applied yet because they follow files this folder does not hold yet.
  public var waiting: [String] = []
  /// Files refused (nothing of them, nor of their device's later files, was applied).
  public var refused: [Refusal] = []
  /// Whether nothing was written (`--dry-run`).
  public var dryRun = false

  /// Whether the sync changed nothing and found nothing to do.
  public var isNothing: Bool {
    !madeIdentity && sent == nil && applied.isEmpty && waiting.isEmpty && refused.isEmpty
  }
}
