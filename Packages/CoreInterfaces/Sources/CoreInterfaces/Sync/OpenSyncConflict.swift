/// An open sync conflict as the app shows it: its number, the row, what happened, the fields
/// the two devices hold differently and the device whose changes met it.
public struct OpenSyncConflict: Sendable, Equatable, Identifiable {
  /// The store's number for it (`quiver sync resolve ID`).
  public let id: Int
  /// The table of the row.
  public let table: String
  /// The row's key, as a JSON object of its key columns.
  public let key: String
  /// What happened and what the store kept, in one line.
  public let happened: String
  /// The fields whose values differ, by name.
  public let fields: [SyncFieldDifference]
  /// The other device, whose changeset met it.
  public let device: String

  /// A conflict from its parts.
  public init(
    id: Int, table: String, key: String, happened: String, fields: [SyncFieldDifference],
    device: String
  ) {
    self.id = id
    self.table = table
    self.key = key
    self.happened = happened
    self.fields = fields
    self.device = device
  }
}

/// One field two devices hold differently: its name and each side's value as shown (`—`: that
/// side has no row).
public struct SyncFieldDifference: Sendable, Equatable {
  /// The column.
  public let name: String
  /// This store's value before the sync.
  public let mine: String
  /// The other device's value.
  public let theirs: String

  /// A difference from its parts.
  public init(name: String, mine: String, theirs: String) {
    self.name = name
    self.mine = mine
    self.theirs = theirs
  }

  /// `name: mine X, theirs Y`.
  public var description: String { "\(name): mine \(mine), theirs \(theirs)" }
}
