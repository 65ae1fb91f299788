/// What a list read: every row it could, and one ``StoreDamage`` per row it could not, so a list
/// never drops a damaged row without saying so.
public struct Listed<Item: Sendable>: Sendable {
  /// The rows that read, in the list's order.
  public var items: [Item]
  /// The rows that did not, each naming itself in one line.
  public var damaged: [StoreDamage]

  /// A list of `items`, with the `damaged` rows left out of it.
  public init(_ items: [Item], damaged: [StoreDamage] = []) {
    self.items = items
    self.damaged = damaged
  }

  /// The rows read one by one, in order: each success an item, each failure a damaged row.
  public init(reading rows: [Result<Item, StoreDamage>]) {
    self.init([])
    for row in rows {
      switch row {
      case .success(let item): items.append(item)
      case .failure(let damage): damaged.append(damage)
      }
    }
  }
}

extension Listed: Equatable where Item: Equatable {}
