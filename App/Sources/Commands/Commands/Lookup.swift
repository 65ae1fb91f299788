import CoreInterfaces
import Equipment
import Scoring

/// Finds the record an ID argument names, through ``IDResolver``, over the live clients.
enum Lookup {
  /// The round `text` names. A whole ID is taken as it is (any archer's round, as before
  /// archers shared a database); the client says if it does not exist. A prefix of a round whose
  /// row is damaged is that round's `StoreDamage`, not "no such round".
  static func round(_ text: String) async throws -> RoundID {
    if let id = RoundID(uuidString: text) { return id }
    @Dependency(\.rounds) var rounds
    let listed = try await rounds.list()
    let candidates: [(id: String, name: String, round: Result<RoundID, StoreDamage>)] =
      listed.items.map { ($0.id.description, $0.name, .success($0.id)) }
      + listed.damaged.compactMap { damage in
        damage.id.map { ($0, "(damaged)", .failure(damage)) }
      }
    return try IDResolver.resolve(text, .round, in: candidates, id: \.id, name: \.name).round.get()
  }

  /// The bow setup `text` names, at its latest version.
  static func setup(_ text: String) async throws -> BowSetup {
    @Dependency(\.equipment) var equipment
    return try IDResolver.resolve(
      text, .setup, in: try await equipment.fetchBowSetups().items, id: \.id.description,
      name: \.name)
  }

  /// The equipment item `text` names.
  static func item(_ text: String) async throws -> EquipmentItem {
    @Dependency(\.equipment) var equipment
    return try IDResolver.resolve(
      text, .item, in: try await equipment.fetchAll(nil).items, id: \.id.description, name: \.name)
  }
}
