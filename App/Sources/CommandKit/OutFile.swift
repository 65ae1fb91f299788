/// What a command's `--out FILE` is, declared once by the command: the file name it suggests
/// when the path is a folder, and whether leaving out `--out` writes to standard output, so a
/// refusal's advice fits the command (`backup` has no standard output to offer).
public struct OutFile: Sendable, Equatable {
  /// A file name to suggest when the path is a folder (`rounds.csv`).
  public let example: String
  /// Whether the command writes to standard output when `--out` is left out.
  public let hasStandardOutput: Bool

  /// An `--out` that may be left out, writing to standard output instead (`export`, `plot`).
  public static func orStandardOutput(_ example: String) -> OutFile {
    OutFile(example: example, hasStandardOutput: true)
  }

  /// An `--out` the command cannot do without (`backup`).
  public static func required(_ example: String) -> OutFile {
    OutFile(example: example, hasStandardOutput: false)
  }
}
