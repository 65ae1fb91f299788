import Analytics
public import CoreInterfaces
public import Equipment
import Scoring

/// Finds the record an ID argument names, through ``IDResolver``, over the live clients.
public enum Lookup {
  /// The round `text` names, among the active archer's: a whole ID or a prefix that only
  /// another archer's round has is ``OtherArchersRound`` (reads and writes alike). A whole ID no
  /// archer has is taken as it is; the client says it does not exist. A prefix of a round whose
  /// row is damaged is that round's `StoreDamage`, not "no such round".
  public static func round(_ text: String) async throws -> RoundID {
    @Dependency(\.rounds) var rounds
    try IDResolver.checkForm(text, .round)
    // Only the rounds the text can name are read, through the rounds' key, never every round.
    let listed = try await rounds.listPage(RoundPage(limit: nil, idPrefix: text)).listed
    let whole = RoundID(uuidString: text)
    let ids = listed.items.map(\.id.description) + listed.damaged.compactMap(\.id)
    if let whole, ids.contains(where: { $0.lowercased() == whole.description }) { return whole }
    guard let whole else {
      do {
        return try resolve(text, .round, in: listed, id: \.id.description, name: \.name).id
      } catch let error as IDNotFound {
        try await otherArchers(text)
        throw error
      }
    }
    try await otherArchers(text)
    return whole
  }

  /// Throws ``OtherArchersRound`` when exactly one round of another archer has the ID `text` or
  /// one starting with it.
  static func otherArchers(_ text: String) async throws {
    @Dependency(\.archers) var archers
    @Dependency(\.analytics) var analytics
    let wanted = text.lowercased()
    var found: [(RoundID, String)] = []
    for archer in try await archers.list().items {
      for summary in try await analytics.summaries(HistoryFilter(archer: archer.id))
      where summary.id.description.hasPrefix(wanted) {
        found.append((summary.id, archer.name))
      }
    }
    if found.count == 1, let (id, name) = found.first {
      throw OtherArchersRound(id: id, archer: name)
    }
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
