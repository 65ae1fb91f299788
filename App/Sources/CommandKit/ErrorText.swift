import CoreInterfaces
import Foundation
import Scoring
import Store

/// The sentence for an error that ends a command. Quiver's own errors speak for themselves; the
/// standard library's and Foundation's never reach a person as they are: SQLite errors name the
/// result code, decoding errors the place in the data, file errors the path, and anything else
/// gets a plain sentence with nothing internal in it.
public enum ErrorText {
  /// Said for an error Quiver has no words for.
  public static let unknown =
    "Quiver could not finish this command for a reason it cannot describe; what was already saved is kept. Please report this with the command you ran."

  /// One sentence for `error`.
  public static func sentence(for error: any Error) -> String {
    switch error {
    case let error as SQLiteError: return error.errorDescription ?? unknown
    // The errors the app shares say the command line's words here, never the app's keys.
    case let error as ScoringError: return error.text(for: .commandLine)
    case let error as CorrectionError: return error.text(for: .commandLine)
    case let error as TargetError: return error.text(for: .commandLine)
    case let error as DecodingError: return decoding(error)
    case is EncodingError:
      return
        "A value could not be written as JSON (a number that is not finite); nothing was saved."
    case is CancellationError: return "Stopped before finishing; what was already saved is kept."
    case let error as CocoaError where (error as NSError).domain == NSCocoaErrorDomain:
      return file(error)
    case let error as UserFacingError where systemTypes.contains(error.source): return unknown
    default: break
    }
    guard isQuivers(error) else { return unknown }
    // Quiver's errors say themselves as a LocalizedError or, for a few, as their description;
    // one that is neither would print as a Swift value, so it gets the plain sentence.
    if let text = (error as? any LocalizedError)?.errorDescription { return text }
    return type(of: error) is any CustomStringConvertible.Type ? String(describing: error) : unknown
  }

  /// The one line a person reads for a failed command: ``sentence(for:)`` with any control
  /// character in it shown as a space, so it stays one line.
  public static func line(for error: any Error) -> String {
    let text = sentence(for: error)
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
  }

  /// Types of the standard library and Foundation whose descriptions are not for people.
  private static let systemTypes: Set = [
    "DecodingError", "EncodingError", "CocoaError", "NSError", "POSIXError", "URLError",
    "CancellationError",
  ]

  /// Modules whose errors are not Quiver's own.
  private static let systemModules: Set = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "CoreFoundation", "_Concurrency", "Dispatch", "Glibc", "__C",
  ]

  /// Whether `error`'s type is declared in one of Quiver's modules.
  static func isQuivers(_ error: any Error) -> Bool {
    let name = String(reflecting: type(of: error))
    let module = name.prefix { $0 != "." }
    return !systemModules.contains(String(module))
  }

  private static func decoding(_ error: DecodingError) -> String {
    let (context, what): (DecodingError.Context?, String) =
      switch error {
      case .keyNotFound(let key, let context): (context, "\(key.stringValue) is missing")
      case .typeMismatch(_, let context): (context, "a value is of the wrong kind")
      case .valueNotFound(_, let context): (context, "a value is missing")
      case .dataCorrupted(let context): (context, "a value is not valid")
      @unknown default: (nil, "a value is not valid")
      }
    let at = context.map { codingPath($0.codingPath) } ?? ""
    return
      "The data is not in the form Quiver expects: \(what)\(at.isEmpty ? "" : " at \(at)"); nothing was saved."
  }

  /// `rounds[3].arrows[12]`.
  private static func codingPath(_ keys: [any CodingKey]) -> String {
    keys.reduce("") { path, key in
      if let index = key.intValue { return "\(path)[\(index)]" }
      return path.isEmpty ? key.stringValue : "\(path).\(key.stringValue)"
    }
  }

  private static func file(_ error: CocoaError) -> String {
    let path = error.filePath.map { "\($0)" } ?? "a file"
    let why: String =
      switch error.code {
      case .fileNoSuchFile, .fileReadNoSuchFile: "there is no such file or folder"
      case .fileReadNoPermission, .fileWriteNoPermission: "no permission"
      case .fileWriteOutOfSpace: "the disk is full"
      case .fileWriteVolumeReadOnly: "the disk is read-only"
      case .fileWriteFileExists: "something is already there"
      default: "the file system refused"
      }
    return "Cannot use \(path): \(why). Nothing more was changed."
  }
}
