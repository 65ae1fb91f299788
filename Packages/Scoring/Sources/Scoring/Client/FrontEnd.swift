/// Where a message is read: the app names its keys (`e END ARROW VALUE`), the command line its
/// commands (`quiver rounds edit …`); a shared error says the same thing in each one's words.
public enum FrontEnd: Sendable {
  /// The interactive app, whose screens take keys.
  case app
  /// The `quiver` command line.
  case commandLine
}
