extension Schema {
  /// A withdrawal kept on the target's row (stranger29c C1): the phase of the round the archer
  /// left with (`cancelled`, `endedEarly`, `practiceFinished`), or NULL while they shoot. A
  /// removed archer stays on the target as a guest and keeps it, so the target does not wait
  /// for someone who left.
  static let version19 = Migration(
    version: 19, name: "a target keeps who withdrew from it",
    sql: """
      ALTER TABLE target_archers ADD COLUMN withdrawn TEXT
        CHECK (withdrawn IS NULL OR withdrawn IN ('cancelled', 'endedEarly', 'practiceFinished'));
      """)
}
