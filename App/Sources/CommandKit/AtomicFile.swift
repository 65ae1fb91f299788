import Foundation
public import Store

/// The one way a command writes a file (`export --out`, `plot --out`): the target is checked
/// first (a folder, a device, a read-only file or folder is refused and touched not at all), the
/// text goes to a temporary file in the target's folder, is flushed to disk (fsync), and is moved
/// over the target with rename(2), which replaces it whole or not at all. A failure or a crash at
/// any point leaves the old file as it was. The open database (or its journal), by any name or
/// link, is never a target.
public enum AtomicFile {
  /// Writes `path` with what `body` hands its writer, refusing the file `database` names.
  /// `file` is the command's `--out` as it declares it (the advice of a refusal).
  @discardableResult
  public static func write<T>(
    to path: String, sparing database: DatabaseLocation, as file: OutFile,
    _ body: (AtomicFileWriter) async throws -> T
  ) async throws -> T {
    let target = try checkedTarget(path, as: file)
    try refuseDatabase(target, path: path, database: database)
    let folder = FileSystemPath.folder(of: target)
    let temporary = TemporaryFiles.name(for: target)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw FileWriteError.failed(path: path, reason: errno) }
    var isOpen = true
    let result: T
    do {
      if case .file = FileSystemPath.at(target) { keepMode(of: target, on: descriptor) }
      result = try await body(AtomicFileWriter(descriptor: descriptor, path: path))
      guard fsync(descriptor) == 0 else { throw FileWriteError.failed(path: path, reason: errno) }
      isOpen = false
      guard close(descriptor) == 0 else { throw FileWriteError.failed(path: path, reason: errno) }
      guard rename(temporary, target) == 0 else {
        throw FileWriteError.failed(path: path, reason: errno)
      }
    } catch {
      if isOpen { close(descriptor) }
      unlink(temporary)
      throw error
    }
    syncFolder(folder)  // the rename itself survives a power cut
    TemporaryFiles.removeLeftovers(besides: target)
    return result
  }

  /// Refuses `path` as ``write(to:sparing:as:_:)`` would, before a command does work
  /// whose result it could not write (a backup reads the whole store first).
  public static func check(
    _ path: String, sparing database: DatabaseLocation, as file: OutFile
  ) throws(FileWriteError) {
    try refuseDatabase(try checkedTarget(path, as: file), path: path, database: database)
  }

  /// The path to rename onto (a symbolic link's target, so the link stays a link), after
  /// refusing anything that is not a writable file or a new name in a writable folder.
  private static func checkedTarget(_ path: String, as file: OutFile) throws(FileWriteError)
    -> String
  {
    guard !path.isEmpty, !path.hasSuffix("/") || FileSystemPath.at(path) != .missing else {
      throw .noFileName(path: path)
    }
    if FileSystemPath.at(path) == .missing, let link = danglingLink(path) {
      throw .danglingLink(path: path, target: link)
    }
    switch FileSystemPath.at(path) {
    case .folder: throw .isFolder(path: path, example: file.example)
    case .special: throw .notAFile(path: path, hasStandardOutput: file.hasStandardOutput)
    case .file(writable: false): throw .readOnly(path: path)
    case .file(writable: true), .missing: break
    }
    let target = resolved(path)
    let folder = FileSystemPath.folder(of: target)
    switch FileSystemPath.at(folder) {
    case .folder(writable: true): return target
    case .folder(writable: false): throw .folderReadOnly(path: path, folder: folder)
    case .missing, .file, .special: throw .noFolder(path: path, folder: folder)
    }
  }

  /// Where `path` points when it is a symbolic link to nothing: renaming onto it would replace
  /// the link, and writing through it would create a file somewhere the person did not name.
  private static func danglingLink(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return "" }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Refuses `target` when it is the database file, its journal, write-ahead log or shared
  /// memory file, compared by device and inode so no spelling or link gets past.
  private static func refuseDatabase(
    _ target: String, path: String, database: DatabaseLocation
  ) throws(FileWriteError) {
    guard case .file(let file) = database else { return }
    // The journal files' names are the database's whether or not SQLite made them yet.
    let bases = [inRealFolder(file), resolved(file)].compactMap(\.self)
    if let given = inRealFolder(target),
      bases.contains(where: { base in ["-wal", "-shm", "-journal"].contains { given == base + $0 } }
      )
    {
      throw .isDatabase(path: path, database: file)
    }
    var written = stat()
    guard stat(target, &written) == 0 else { return }
    for suffix in ["", "-wal", "-shm", "-journal"] {
      var open = stat()
      guard stat(file + suffix, &open) == 0 else { continue }
      if open.st_dev == written.st_dev && open.st_ino == written.st_ino {
        throw .isDatabase(path: path, database: file)
      }
    }
  }

  /// `path`'s name in its folder with the folder's links resolved; `nil` when the folder is not.
  private static func inRealFolder(_ path: String) -> String? {
    guard let folder = realpath(FileSystemPath.folder(of: path), nil) else { return nil }
    defer { free(folder) }
    return String(cString: folder) + "/" + FileSystemPath.name(of: path)
  }

  /// `path` with symbolic links resolved when it exists; as given when it does not.
  private static func resolved(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }

  /// Gives the new file the permissions the old one had.
  private static func keepMode(of path: String, on descriptor: Int32) {
    var status = stat()
    if stat(path, &status) == 0 { fchmod(descriptor, status.st_mode & 0o7777) }
  }

  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}

/// Writes text to an ``AtomicFile``'s temporary file.
public struct AtomicFileWriter: Sendable {
  /// The temporary file's descriptor.
  let descriptor: Int32
  /// The target, as the person named it (for messages).
  let path: String

  /// Writes `text` as UTF-8, all of it, or throws ``FileWriteError/failed(path:reason:)``.
  public func write(_ text: String) throws(FileWriteError) {
    try write(Array(text.utf8))
  }

  /// Writes `bytes`, all of them, or throws ``FileWriteError/failed(path:reason:)``.
  public func write(_ bytes: [UInt8]) throws(FileWriteError) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        Foundation.write(
          descriptor, buffer.baseAddress?.advanced(by: written), bytes.count - written)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw .failed(path: path, reason: count < 0 ? errno : EIO) }
      written += count
    }
  }
}
