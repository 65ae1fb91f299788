public import Foundation
import Store

/// Why a command would not or could not write a file; every case says the file was left as it
/// was and what to pass instead.
public enum FileWriteError: Error, Equatable, LocalizedError {
  /// The path names a folder.
  case isFolder(path: String, example: String)
  /// The path names a device, a pipe or a socket; `hasStandardOutput` when the command writes
  /// to standard output without `--out` (its advice says so only then).
  case notAFile(path: String, hasStandardOutput: Bool)
  /// The file has no write permission.
  case readOnly(path: String)
  /// The folder the file would go in cannot be written.
  case folderReadOnly(path: String, folder: String)
  /// The folder the file would go in does not exist.
  case noFolder(path: String, folder: String)
  /// The path is empty or ends in `/`.
  case noFileName(path: String)
  /// The path is the open database (or one of its files), by any name.
  case isDatabase(path: String, database: String)
  /// The path is a symbolic link to nothing.
  case danglingLink(path: String, target: String)
  /// The system refused a write (`errno`), e.g. the disk is full.
  case failed(path: String, reason: Int32)

  /// The one line a person reads.
  public var errorDescription: String? {
    switch self {
    case .isFolder(let path, let example):
      "\(path) is a folder; it was left as it was. Pass a file name, such as \(Self.inside(path, example))."
    case .notAFile(let path, let hasStandardOutput):
      "\(path) is not a regular file (a device, pipe or socket); nothing was written. "
        + (hasStandardOutput
          ? "Leave out --out to write to standard output." : "Pass a file path with --out.")
    case .readOnly(let path):
      "\(path) is read-only; it was left as it was. Make it writable (chmod u+w) or pass another --out file."
    case .folderReadOnly(let path, let folder):
      "Cannot write \(path): the folder \(folder) is read-only. Nothing was written; pass an --out file in a folder you can write."
    case .noFolder(let path, let folder):
      "Cannot write \(path): there is no folder \(folder). Nothing was written; create it first or pass another --out file."
    case .noFileName(let path):
      "'\(path)' names no file. Nothing was written; pass a file name with --out."
    case .isDatabase(let path, let database):
      "\(path) is the open database (\(database)); it was left as it was. Pass another --out file."
    case .danglingLink(let path, let target):
      "\(path) is a symbolic link to '\(target)', which does not exist; the link was left as it was. Pass the file itself or another --out file."
    case .failed(let path, let reason):
      "Could not write \(path): \(FileSystemPath.reason(reason)). Any file that was there was left as it was."
    }
  }

  private static func inside(_ folder: String, _ name: String) -> String {
    (folder.hasSuffix("/") ? folder : folder + "/") + name
  }
}
