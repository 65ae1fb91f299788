extension Schema {
  /// Indexes for reads that read only what they show (issue 28): a page of rounds newest first
  /// (`rounds_page`, the list's whole order, so a page stops at its last row), and the plotted
  /// arrows alone (`arrows_plotted`, partial: arrows without a position, most of them, are not
  /// in it), which `stats groups` reads.
  static let version11 = Migration(
    version: 11, name: "indexes for a page of rounds and for plotted arrows",
    sql: """
      CREATE INDEX rounds_page ON rounds(archer_id, created_at DESC, id);
      CREATE INDEX arrows_plotted ON arrows(end_id) WHERE x IS NOT NULL;
      """)
}
