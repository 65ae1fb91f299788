import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The shared folder: one subfolder per device, named by its identity, holding that device's
/// changeset files (``ChangesetFile``). A device writes only its own subfolder and never
/// replaces a file: a new file is written aside, flushed, and linked into place, which fails
/// rather than overwrite one another store wrote under the same name.
struct SyncFolder {
  let path: String

  /// Refuses a path that is not a folder this process can read and write.
  init(_ path: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw SyncError.folderUnusable(path: path, detail: "no such folder (make it first)")
    }
    guard isFolder.boolValue else {
      throw SyncError.folderUnusable(path: path, detail: "it is a file, not a folder")
    }
    guard access(path, R_OK | W_OK | X_OK) == 0 else {
      throw SyncError.folderUnusable(path: path, detail: "this user cannot read and write it")
    }
    self.path = path
  }

  /// The file naming this folder: `quiver-sync.json`, made by the first store to sync through
  /// it. A store remembers the name, so a new, emptied or other folder is told apart from the
  /// one its files are in.
  static let markerName = "quiver-sync.json"

  /// This folder's name, made now unless `creating` is false (a dry run); `nil` when there is
  /// none yet and none was made.
  /// A store that remembers this folder's name (`remembered`) and finds its own files here
  /// (`device`) writes the name again when the file was deleted (when `restoring`), rather than
  /// take the folder for a new one; otherwise a name is made only when `creating`.
  func name(
    creating: Bool, remembered: String? = nil, device: String? = nil, restoring: Bool = false
  ) throws -> String? {
    let marker = "\(path)/\(Self.markerName)"
    if let read = Self.read(marker) { return read }
    if FileManager.default.fileExists(atPath: marker) {
      throw SyncError.folderUnusable(
        path: path,
        detail:
          "its \(Self.markerName) cannot be read; put back the one another copy of this folder holds, or remove it and sync each store with --new-identity"
      )
    }
    let ownFiles = device.map { !files(of: $0, after: 0).files.isEmpty } ?? false
    let restored = restoring && ownFiles ? remembered : nil
    guard creating || restored != nil else { return nil }
    let made = restored ?? UUID().uuidString.lowercased()
    let text = #"{"format":"quiver sync folder","folder":"\#(made)"}"# + "\n"
    _ = try create(nil, Self.markerName, Array(text.utf8))  // another store's, made first, wins
    guard let name = Self.read(marker) else {
      throw SyncError.folderUnusable(path: path, detail: "cannot write \(Self.markerName) in it")
    }
    return name
  }

  private static func read(_ marker: String) -> String? {
    guard let data = FileManager.default.contents(atPath: marker),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: String],
      let name = object["folder"], !name.isEmpty
    else { return nil }
    return name
  }

  /// The other devices' subfolders, by identity (names ``SyncIdentity`` could have made).
  func devices(besides own: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { $0 != own && SyncIdentity.isValid($0) && isFolder(at: "\(path)/\($0)") }
      .sorted()
  }

  /// A device's files after `seq`, by number, and any other file in its folder (refused by
  /// name: a stray file is never skipped in silence).
  func files(of device: String, after seq: Int) -> (
    files: [(seq: Int, name: String)], strays: [String]
  ) {
    let folder = "\(path)/\(device)"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      // A folder this user cannot read is named, never taken for an empty one.
      return ([], FileManager.default.fileExists(atPath: folder) ? ["\(device)/"] : [])
    }
    var files: [(Int, String)] = []
    var strays: [String] = []
    for name in names where !name.hasPrefix(".") {
      if let number = ChangesetFile.seq(inName: name) {
        if number > seq { files.append((number, name)) }
      } else {
        strays.append("\(device)/\(name)")
      }
    }
    return (files.sorted { $0.0 < $1.0 }.map { (seq: $0.0, name: $0.1) }, strays.sorted())
  }

  /// Removes what a killed sync of `device` left half-written in its folder (`.NAME.PID.tmp`).
  /// Only that device's own sync calls it, in the store's transaction, so no sync of it is
  /// writing one meanwhile.
  func removeLeftovers(of device: String) {
    let folder = "\(path)/\(device)"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
      unlink("\(folder)/\(name)")
    }
  }

  /// The full path of `device`'s file `name`.
  func file(_ device: String, _ name: String) -> String { "\(path)/\(device)/\(name)" }

  /// Writes `bytes` as `device`'s new file `name` (the folder's own, for no device); returns
  /// false (writing nothing) when a file of that name is already there.
  func create(_ device: String?, _ name: String, _ bytes: [UInt8]) throws -> Bool {
    let folder = device.map { "\(path)/\($0)" } ?? path
    if !isFolder(at: folder) {
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
      } catch {
        guard isFolder(at: folder) else {
          throw SyncError.folderUnusable(path: folder, detail: "cannot make this device's folder")
        }
      }
    }
    let target = "\(folder)/\(name)"
    let temporary = "\(folder)/.\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw SyncError.folderUnusable(path: folder, detail: "cannot write a file in it")
    }
    defer { unlink(temporary) }
    let written = bytes.withUnsafeBytes { raw -> Bool in
      var offset = 0
      while offset < raw.count {
        let count = write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    let flushed = written && fsync(descriptor) == 0
    close(descriptor)
    guard flushed else {
      throw SyncError.folderUnusable(path: folder, detail: "could not write \(name) whole")
    }
    // link(2) never replaces: a name taken by another store's file fails with EEXIST. A folder
    // that cannot hold links (some USB sticks) falls back to a checked rename(2).
    if link(temporary, target) != 0 {
      guard errno != EEXIST else { return false }
      guard !FileManager.default.fileExists(atPath: target) else { return false }
      guard rename(temporary, target) == 0 else {
        throw SyncError.folderUnusable(path: folder, detail: "could not put \(name) in place")
      }
    }
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)  // the new name survives a power cut
      close(folderDescriptor)
    }
    return true
  }

  private func isFolder(at path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
