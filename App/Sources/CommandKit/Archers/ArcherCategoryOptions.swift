import CoreInterfaces

/// The classification-category options `archers add`, `archers edit` and `classify` share.
enum ArcherCategoryOptions {
  /// `--gender open|female`.
  static let gender = Option<Gender>(
    "gender", .cases("GENDER"), "the classification gender")
  /// `--age AGE`: an Archery GB age group.
  static let age = Option<AgeGroup>("age", .cases("AGE"), "the Archery GB age group")
}
