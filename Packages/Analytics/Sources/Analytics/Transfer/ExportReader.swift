import CoreInterfaces
import Foundation

/// Reads a JSON export, turning every refusal into the place in the file that is wrong and what
/// is wrong there, in words: never a decoder's own description. Problems with the file as a
/// whole have the path ``wholeFile``.
enum ExportReader {
  /// The path of a problem with the whole file (not JSON, not an export, a newer version).
  static let wholeFile = "the file"

  static func read(_ data: Data) throws(AnalyticsError) -> ExportFile {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = ExportDates.decoding
    do {
      return try decoder.decode(CheckedExport.self, from: data).file
    } catch {
      // Broken JSON first: it explains any other refusal, and the decoder does not say where.
      if let problem = JSONSyntax.firstProblem(in: data) { throw syntax(problem, in: data) }
      switch error {
      case let error as AnalyticsError: throw error
      case let error as DecodingError: throw describe(error, in: data)
      default: throw .invalidImport(path: wholeFile, problem: ImportText.oneLine(error))
      }
    }
  }

  private static func syntax(_ problem: JSONSyntax.Problem, in data: Data) -> AnalyticsError {
    syntax(problem, lastLine: lastLine(of: data))
  }

  /// The refusal for `problem`, where a file that ends early ends at `lastLine`.
  static func syntax(_ problem: JSONSyntax.Problem, lastLine: Int) -> AnalyticsError {
    guard problem.what != JSONSyntax.endsEarly else {
      return .invalidImport(
        path: "line \(lastLine)", problem: "the file is not complete JSON (truncated or damaged)")
    }
    return .invalidImport(path: "line \(problem.line)", problem: problem.what)
  }

  /// `error`, met decoding one value of the file, as met at `prefix` in the whole file.
  static func describe(_ error: DecodingError, at prefix: [any CodingKey]) -> AnalyticsError {
    func moved(_ context: DecodingError.Context) -> DecodingError.Context {
      DecodingError.Context(
        codingPath: prefix + context.codingPath, debugDescription: context.debugDescription,
        underlyingError: context.underlyingError)
    }
    let whole: DecodingError =
      switch error {
      case .typeMismatch(let type, let context): .typeMismatch(type, moved(context))
      case .valueNotFound(let type, let context): .valueNotFound(type, moved(context))
      case .keyNotFound(let key, let context): .keyNotFound(key, moved(context))
      case .dataCorrupted(let context): .dataCorrupted(moved(context))
      @unknown default: error
      }
    return describe(whole, in: Data())
  }

  private static func describe(_ error: DecodingError, in data: Data) -> AnalyticsError {
    switch error {
    case .keyNotFound(let key, let context):
      return .invalidImport(
        path: path(context.codingPath + [key]), problem: "this field is missing")
    case .typeMismatch(_, let context) where context.codingPath.isEmpty:
      return .invalidImport(
        path: wholeFile,
        problem: "it holds \(ImportText.topLevel(of: data)), so it is not a Quiver export")
    case .typeMismatch(let type, let context):
      return .invalidImport(
        path: path(context.codingPath), problem: "expected \(ImportText.kind(of: type))")
    case .valueNotFound(let type, let context):
      return .invalidImport(
        path: path(context.codingPath), problem: "expected \(ImportText.kind(of: type)), not null")
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return .invalidImport(path: wholeFile, problem: "it is not valid JSON")
    case .dataCorrupted(let context):
      return .invalidImport(
        path: path(context.codingPath), problem: ImportText.invalidValue(context))
    @unknown default:
      return .invalidImport(path: wholeFile, problem: "it is not a Quiver export")
    }
  }

  /// `rounds[3].arrows[12].value`.
  static func path(_ keys: [any CodingKey]) -> String {
    let path = keys.reduce("") { path, key in
      if let index = key.intValue { return "\(path)[\(index)]" }
      return path.isEmpty ? key.stringValue : "\(path).\(key.stringValue)"
    }
    return ImportText.shortened(path)
  }

  /// The number of the file's last line, where a truncated file breaks off.
  private static func lastLine(of data: Data) -> Int {
    data.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      - (data.last == UInt8(ascii: "\n") ? 1 : 0)
  }
}
