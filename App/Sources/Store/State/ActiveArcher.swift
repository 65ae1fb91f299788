/// The active archer in SQL, for every room's queries: rows belong to the archer in the
/// `active_archer` setting. Before any archer exists both sides are NULL, so everything recorded
/// shows (and `IS` makes NULL match NULL).
public enum ActiveArcher {
  /// The active archer's ID as an SQL expression (NULL before the first archer).
  public static let value = "(SELECT value FROM settings WHERE key = 'active_archer')"
  /// `archer_id IS <the active archer>`, for a WHERE clause; `column` names the archer column.
  public static func matches(_ column: String = "archer_id") -> String { "\(column) IS \(value)" }
}
