extension Schema {
  /// A partial index of the open rounds (in progress or paused) by archer and codename: starting
  /// a round looks for one left unfinished (`RoundClient.unfinished`), and without it that look
  /// read every round the archer has (EXPLAIN QUERY PLAN: `rounds_page (archer_id=?)`).
  static let version12 = Migration(
    version: 12, name: "an index of the open rounds",
    sql: """
      CREATE INDEX rounds_open ON rounds(archer_id, codename)
        WHERE status IN ('inProgress', 'paused');
      """)
}
