/// The options every command accepts, before or after its name.
public enum GlobalOptions {
  /// `--db PATH`.
  public static let db = Option("db", .path, "use the database at PATH (created on first use)")
  /// `--in-memory`.
  public static let inMemory = Flag(
    "in-memory", "use a database that lives only as long as the command")

  /// `--version`, taken before a command only.
  public static let version = Flag("version", "print the version")

  /// Both, as help, parsing and completion list them.
  public static let all: [OptionSpec] = [db.spec, inMemory.spec]
}
