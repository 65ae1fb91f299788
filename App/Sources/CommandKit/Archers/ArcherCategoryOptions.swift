public import CoreInterfaces

/// The classification-category options `archers add`, `archers edit` and `classify` share.
public enum ArcherCategoryOptions {
  /// `--gender open|female`.
  public static let gender = Option<Gender>(
    "gender", .cases("GENDER"), "the classification gender")
  /// `--age AGE`: an Archery GB age group.
  public static let age = Option<AgeGroup>("age", .cases("AGE"), "the Archery GB age group")
}
