extension Schema {
  static let genders = "'open','female'"
  static let ageGroups = "'50+','adult','u21','u18','u16','u15','u14','u12'"

  /// Archers gain their Archery GB classification category. Existing archers become open adults,
  /// as every archer was classified before; CHECKs refuse any other spelling.
  static let version7 = Migration(
    version: 7, name: "archers' classification category: gender and age group",
    sql: """
      ALTER TABLE archers ADD COLUMN gender TEXT NOT NULL DEFAULT 'open'
        CHECK (gender IN (\(genders)));
      ALTER TABLE archers ADD COLUMN age_group TEXT NOT NULL DEFAULT 'adult'
        CHECK (age_group IN (\(ageGroups)));
      """)
}
