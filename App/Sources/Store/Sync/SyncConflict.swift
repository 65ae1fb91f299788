import Foundation

/// A row two devices changed at once, as this store met it while applying the other device's
/// changes: both values, the row kept (the documented default, ``Kind``) and whether a person
/// has settled it (`quiver sync resolve ID mine|theirs`).
public struct SyncConflict: Sendable, Equatable, Identifiable {
  /// What happened on each side, and the default this store kept.
  public enum Kind: String, Sendable, CaseIterable {
    /// The same fields changed differently on both: those fields are kept from the later
    /// change (`SyncMerge`).
    case changedOnBoth
    /// A row with the same key added on both with other values (one arrow scored on two
    /// devices): the later one is kept.
    case addedOnBoth
    /// Changed here, deleted there: the deletion stands; "mine" brings the row back.
    case changedHereDeletedThere
    /// Deleted here, changed there: the deletion stands; the fields they changed are kept here.
    case deletedHereChangedThere
    /// Added here (or there) to a row the other side deleted (an arrow of a deleted round): the
    /// deletion stands and the row is kept here.
    case parentDeleted
    /// A rule of this store refused their row (a value it cannot hold): kept here, not applied.
    case refused

    /// One line on what happened and what was kept.
    public var summary: String {
      switch self {
      case .changedOnBoth:
        "changed on both devices; what both changed is kept from the later change"
      case .addedOnBoth: "added on both devices with other values; the later one is kept"
      case .changedHereDeletedThere: "changed here, deleted there; the deletion stands"
      case .deletedHereChangedThere: "deleted here, changed there; the deletion stands"
      case .parentDeleted: "belongs to something deleted on the other device; the deletion stands"
      case .refused: "their row breaks a rule of this store; not applied"
      }
    }
  }

  /// This store's number for the conflict (`sync resolve ID`).
  public let id: Int
  /// The table of the row.
  public let table: String
  /// The row's key, as a JSON object of its key columns.
  public let key: String
  /// What happened.
  public let kind: Kind
  /// This store's row before the changeset, as a JSON object (`nil`: it had none).
  public let mine: String?
  /// The other device's row, as a JSON object (`nil`: it deleted it; only the fields it
  /// changed, for a row deleted here).
  public let theirs: String?
  /// The row kept (`nil`: none, the deletion stood).
  public let kept: String?
  /// The device whose changeset met it.
  public let device: String
  /// Which of that device's files.
  public let fileSeq: Int
  /// How it was settled (`mine` or `theirs` by a person here, `later` when a later change from
  /// another device reached the row), or `nil` while open.
  public let settled: String?
}

extension SyncConflict {
  /// The fields of a row or key as a conflict keeps them (a JSON object of column names and
  /// values), or `nil` when there is none or it cannot be read.
  public static func fields(_ object: String?) -> [String: SQLiteValue]? {
    object.flatMap { try? JSONDecoder().decode([String: SQLiteValue].self, from: Data($0.utf8)) }
  }

  /// ``fields(_:)`` less `table`'s bookkeeping columns (when the row changed, which writer
  /// saved it): what a person compares.
  public static func record(_ object: String?, of table: String) -> [String: SQLiteValue]? {
    fields(object)?.filter { !SyncedTables.isBookkeeping(table, $0.key) }
  }
}
