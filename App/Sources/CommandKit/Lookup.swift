public import CoreInterfaces
public import Equipment
import Scoring

/// Finds the record an ID argument names, through ``IDResolver``, over the live clients.
public enum Lookup {
  /// The round `text` names. A whole ID is taken as it is (any archer's round, as before
  /// archers shared a database); the client says if it does not exist. A prefix of a round whose
  /// row is damaged is that round's `StoreDamage`, not "no such round".
  public static func round(_ text: String) async throws -> RoundID {
    if let id = RoundID(uuidString: text) { return id }
    @Dependency(\.rounds) var rounds
    try IDResolver.checkForm(text, .round)
    // Only the rounds the prefix can name are read, through the rounds' key.
    let named = try await rounds.listPage(RoundPage(limit: nil, idPrefix: text))
    return try resolve(text, .round, in: named.listed, id: \.id.description, name: \.name).id
  }

  /// The bow setup `text` names, at its latest version: among the active archer's setups, or
  /// `archer`'s when given.
  public static func setup(_ text: String, of archer: ArcherID? = nil) async throws -> BowSetup {
    @Dependency(\.equipment) var equipment
    let setups =
      if let archer { try await equipment.archersBowSetups(archer) } else {
        try await equipment.fetchBowSetups()
      }
    return try resolve(text, .setup, in: setups, id: \.id.description, name: \.name)
  }

  /// The equipment item `text` names.
  public static func item(_ text: String) async throws -> EquipmentItem {
    @Dependency(\.equipment) var equipment
    return try resolve(
      text, .item, in: try await equipment.fetchAll(nil), id: \.id.description, name: \.name)
  }

  /// The row of `listed` that `text` names. A prefix of a row that could not be read answers
  /// with that row's `StoreDamage` (exit 1, saying why), never "no such ID": the store has it.
  public static func resolve<Item>(
    _ text: String, _ kind: IDKind, in listed: Listed<Item>, id: (Item) -> String,
    name: (Item) -> String
  ) throws -> Item {
    let candidates: [(id: String, name: String, row: Result<Item, StoreDamage>)] =
      listed.items.map { (id($0), name($0), .success($0)) }
      + listed.damaged.compactMap { damage in damage.id.map { ($0, "(damaged)", .failure(damage)) }
      }
    return try IDResolver.resolve(text, kind, in: candidates, id: \.id, name: \.name).row.get()
  }
}
