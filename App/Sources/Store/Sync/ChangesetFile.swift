import Foundation

/// One file in the sync folder: `DIR/<device>/<seq>.changeset`, a first line naming the format,
/// a second line of JSON (``Header``) and then the changeset's bytes. The header says who wrote
/// it, after which of the other devices' files (so a device applies files in an order that
/// respects what each writer had seen), the schema version it was made under, and the bytes'
/// count and CRC-32, so a cut, altered or foreign file is refused by name before anything of it
/// is applied.
struct ChangesetFile: Equatable {
  /// The first line of every changeset file.
  static let magic = "quiver changeset 1"

  /// What the second line says.
  struct Header: Codable, Equatable {
    var device: String
    var seq: Int
    var schema: Int
    /// For each other device, the last of its files the writer had applied.
    var after: [String: Int]
    /// The first and last outbox entries it holds (to tell a retry after a kill from a copy).
    var outbox: [Int]
    var bytes: Int
    var crc32: UInt32
    /// The writing store's file (`device:inode`, ``StoreSync/storeFile(_:)``): its own retry
    /// after a kill is told from a copy's (`cp` makes a new inode). Absent in older files.
    var writer: String? = nil
  }

  var header: Header
  var changeset: Changeset

  /// The file's name for `seq`: eight digits, so names sort in order.
  static func name(_ seq: Int) -> String {
    let digits = String(seq)
    return String(repeating: "0", count: max(0, 8 - digits.count)) + digits + ".changeset"
  }

  /// The sequence number in a file name made by ``name(_:)``, or `nil` for another name.
  static func seq(inName name: String) -> Int? {
    guard name.hasSuffix(".changeset") else { return nil }
    let stem = name.dropLast(".changeset".count)
    guard !stem.isEmpty, stem.allSatisfy(\.isASCII), stem.allSatisfy(\.isNumber),
      let seq = Int(stem), seq >= 1
    else { return nil }
    return seq
  }

  /// The file's bytes.
  func encoded() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let line = try encoder.encode(header)
    return Array((Self.magic + "\n").utf8) + Array(line) + [0x0A] + changeset.bytes
  }

  /// Reads only the header of the file at `path` (the first two lines), for ordering.
  static func header(at path: String, named file: String) throws -> Header {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw SyncError.damagedChangeset(file: file, detail: "cannot be read")
    }
    defer { try? handle.close() }
    let start = (try? handle.read(upToCount: 65_536)) ?? Data()
    return try parse(Array(start), file: file, wholeFile: false).header
  }

  /// The most bytes a changeset file may hold: far above what sync writes (8 MB of changes a
  /// file, or one transaction's), so a stray huge file is refused before it is read.
  static let largest = 256 << 20

  /// Reads and checks the whole file at `path`; one larger than ``largest`` is refused unread.
  static func read(at path: String, named file: String) throws -> ChangesetFile {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= largest else { throw SyncError.oversized(file: file, bytes: size) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SyncError.damagedChangeset(file: file, detail: "cannot be read")
    }
    return try parse(Array(data), file: file, wholeFile: true)
  }

  /// Splits and checks `bytes`: the magic line, the header, and (for a whole file) the count
  /// and checksum of the changeset.
  static func parse(_ bytes: [UInt8], file: String, wholeFile: Bool) throws -> ChangesetFile {
    let magic = Array((Self.magic + "\n").utf8)
    guard bytes.starts(with: magic) else { throw SyncError.notAChangeset(file: file) }
    let rest = bytes[magic.count...]
    guard let end = rest.firstIndex(of: 0x0A),
      let header = try? JSONDecoder().decode(Header.self, from: Data(rest[rest.startIndex..<end]))
    else { throw SyncError.damagedChangeset(file: file, detail: "its header cannot be read") }
    guard wholeFile else { return ChangesetFile(header: header, changeset: Changeset(bytes: [])) }
    let body = Array(bytes[(end + 1)...])
    guard body.count == header.bytes else {
      throw SyncError.damagedChangeset(
        file: file, detail: "\(body.count) bytes of changes where its header says \(header.bytes)")
    }
    guard CRC32.checksum(body) == header.crc32 else {
      throw SyncError.damagedChangeset(file: file, detail: "its checksum does not match its bytes")
    }
    return ChangesetFile(header: header, changeset: Changeset(bytes: body))
  }
}
