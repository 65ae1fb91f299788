extension Schema {
  /// A round shot on paper can be entered by its total alone (`rounds add --score N`): the total
  /// it was entered with, kept only where the round has no arrows. Its summary reads it. With it
  /// came the rule that a round completes at its last arrow: whole rounds left in progress are
  /// completed.
  static let version9 = Migration(
    version: 9, name: "a paper round's total entered without its arrows",
    sql: """
      ALTER TABLE rounds ADD COLUMN recorded_total INTEGER
        CHECK (recorded_total IS NULL OR recorded_total BETWEEN 0 AND 1000000);
      """,
    rebuildsSummaries: true, completesWholeRounds: true)
}
