import Foundation

/// Reads a JSON export, turning the decoder's errors into the place in the file that is wrong.
enum ExportReader {
  static func read(_ data: Data) throws(AnalyticsError) -> ExportFile {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    let file: ExportFile
    do {
      file = try decoder.decode(ExportFile.self, from: data)
    } catch let error as DecodingError {
      throw describe(error, in: data)
    } catch {
      throw .invalidImport(path: "the file", problem: "\(error)")
    }
    guard file.format == "quiver-rounds" else {
      throw .invalidImport(path: "format", problem: "this is not a Quiver export")
    }
    guard file.version == 1 else {
      throw .invalidImport(
        path: "version", problem: "version \(file.version) is newer than this Quiver reads (1)")
    }
    return file
  }

  private static func describe(_ error: DecodingError, in data: Data) -> AnalyticsError {
    switch error {
    case .keyNotFound(let key, let context):
      .invalidImport(path: path(context.codingPath + [key]), problem: "this field is missing")
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      .invalidImport(path: path(context.codingPath), problem: context.debugDescription)
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      .invalidImport(
        path: "line \(lastLine(of: data))",
        problem: "the file is not complete JSON (truncated or damaged)")
    case .dataCorrupted(let context):
      .invalidImport(path: path(context.codingPath), problem: context.debugDescription)
    @unknown default:
      .invalidImport(path: "the file", problem: "\(error)")
    }
  }

  /// `rounds[3].arrows[12].value`.
  private static func path(_ keys: [any CodingKey]) -> String {
    keys.reduce("") { path, key in
      if let index = key.intValue { return "\(path)[\(index)]" }
      return path.isEmpty ? key.stringValue : "\(path).\(key.stringValue)"
    }
  }

  /// The number of the file's last line, where a truncated file breaks off.
  private static func lastLine(of data: Data) -> Int {
    data.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      - (data.last == UInt8(ascii: "\n") ? 1 : 0)
  }
}
