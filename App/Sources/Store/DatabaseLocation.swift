public import Foundation

/// Where a database lives.
public enum DatabaseLocation: Sendable, Equatable {
  /// In memory: gone when the process ends (tests, the demo).
  case inMemory
  /// A file, created (with its folder) on first use.
  case file(String)

  /// `$XDG_DATA_HOME/quiver/quiver.sqlite`, else `~/.local/share/quiver/quiver.sqlite`.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> DatabaseLocation
  {
    let base: String
    if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
      base = xdg
    } else {
      let home = environment["HOME"] ?? NSHomeDirectory()
      base = (home as NSString).appendingPathComponent(".local/share")
    }
    return .file((base as NSString).appendingPathComponent("quiver/quiver.sqlite"))
  }

  /// The path SQLite opens.
  var sqlitePath: String {
    switch self {
    case .inMemory: ":memory:"
    case .file(let path): path
    }
  }

  /// How messages name it.
  public var description: String {
    switch self {
    case .inMemory: "an in-memory database"
    case .file(let path): path
    }
  }
}
