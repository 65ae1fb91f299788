import CoreInterfaces
import Foundation
import Store
import Testing

@testable import CommandKit
@testable import Commands

/// The one helper every command writes files through: checked first, written to a temporary file
/// beside the target, flushed, renamed into place.
@Suite("Writing files whole", .timeLimit(.minutes(1)))
struct AtomicFileTests {
  let folder = NSTemporaryDirectory() + "quiver-atomic-\(UUID().uuidString)"

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { folder + "/" + name }
  func remove() {
    try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
    try? FileManager.default.removeItem(atPath: folder)
  }
  func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }
  func listing() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  struct Crash: Error {}

  @Test func aFailureBetweenTheWriteAndTheRenameLeavesTheOldFileWhole() async throws {
    defer { remove() }
    let path = file("rounds.csv")
    try Data("old export\n".utf8).write(to: URL(fileURLWithPath: path))
    await #expect(throws: Crash.self) {
      try await AtomicFile.write(to: path, sparing: .inMemory, as: .orStandardOutput("rounds.csv"))
      { writer in
        try writer.write(String(repeating: "new row\n", count: 10_000))
        throw Crash()  // the process "dies" after writing, before the rename
      }
    }
    #expect(contents(path) == "old export\n")
    #expect(try listing() == ["rounds.csv"], "no temporary file is left behind")
  }

  @Test func aWriteReplacesTheFileWholeAndKeepsItsPermissions() async throws {
    defer { remove() }
    let path = file("face.svg")
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    try await AtomicFile.write(to: path, sparing: .inMemory, as: .orStandardOutput("face.svg")) {
      writer in
      try writer.write("<svg>")
      try writer.write("</svg>")
    }
    #expect(contents(path) == "<svg></svg>")
    #expect(try listing() == ["face.svg"])
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
  }

  @Test func aFolderIsRefusedAndTouchedNotAtAll() async throws {
    defer { remove() }
    let target = file("exports")
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: URL(fileURLWithPath: target + "/keep.txt"))
    let ran = Locked(false)
    await #expect(throws: FileWriteError.isFolder(path: target, example: "rounds.csv")) {
      try await AtomicFile.write(
        to: target, sparing: .inMemory, as: .orStandardOutput("rounds.csv")
      ) { _ in
        ran.withLock { $0 = true }
      }
    }
    #expect(!ran.withLock { $0 }, "nothing is produced for a target that will be refused")
    #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["keep.txt"])
    #expect(contents(target + "/keep.txt") == "keep")
  }

  @Test func aReadOnlyFileOrFolderADeviceAndAMissingFolderAreRefused() async throws {
    defer { remove() }
    let readOnly = file("locked.csv")
    try Data("mine".utf8).write(to: URL(fileURLWithPath: readOnly))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly)
    await #expect(throws: FileWriteError.readOnly(path: readOnly)) {
      try await AtomicFile.write(to: readOnly, sparing: .inMemory, as: .orStandardOutput("x")) {
        try $0.write("new")
      }
    }
    #expect(contents(readOnly) == "mine")
    await #expect(throws: FileWriteError.notAFile(path: "/dev/null", hasStandardOutput: true)) {
      try await AtomicFile.write(to: "/dev/null", sparing: .inMemory, as: .orStandardOutput("x")) {
        try $0.write("new")
      }
    }
    let missing = file("nowhere/x.csv")
    await #expect(throws: FileWriteError.noFolder(path: missing, folder: file("nowhere"))) {
      try await AtomicFile.write(to: missing, sparing: .inMemory, as: .orStandardOutput("x")) {
        try $0.write("new")
      }
    }
    let lockedFolder = file("ro")
    try FileManager.default.createDirectory(
      atPath: lockedFolder, withIntermediateDirectories: false,
      attributes: [.posixPermissions: 0o555])
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: lockedFolder)
    }
    await #expect(
      throws: FileWriteError.folderReadOnly(path: lockedFolder + "/x.csv", folder: lockedFolder)
    ) {
      try await AtomicFile.write(
        to: lockedFolder + "/x.csv", sparing: .inMemory, as: .orStandardOutput("x")
      ) {
        try $0.write("new")
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: lockedFolder).isEmpty)
  }

  @Test func aSymbolicLinkStaysALinkAndItsTargetIsReplaced() async throws {
    defer { remove() }
    let real = file("real.csv")
    let link = file("link.csv")
    try Data("old".utf8).write(to: URL(fileURLWithPath: real))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    try await AtomicFile.write(to: link, sparing: .inMemory, as: .orStandardOutput("x")) {
      try $0.write("new")
    }
    #expect(contents(real) == "new")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
  }

  @Test func theOpenDatabaseIsNeverATargetByAnyNameOrLink() async throws {
    defer { remove() }
    let database = file("q.sqlite")
    try Data("database".utf8).write(to: URL(fileURLWithPath: database))
    try Data("log".utf8).write(to: URL(fileURLWithPath: database + "-wal"))
    let link = file("link")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: database)
    for target in [database, link, folder + "/./q.sqlite", database + "-wal"] {
      await #expect(throws: FileWriteError.isDatabase(path: target, database: database)) {
        try await AtomicFile.write(to: target, sparing: .file(database), as: .orStandardOutput("x"))
        {
          try $0.write("new")
        }
      }
    }
    #expect(contents(database) == "database")
    #expect(contents(database + "-wal") == "log")
  }

  @Test func aDanglingLinkIsRefusedAndStaysALink() async throws {
    defer { remove() }
    let link = file("dangling")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere")
    await #expect(throws: FileWriteError.danglingLink(path: link, target: "nowhere")) {
      try await AtomicFile.write(to: link, sparing: .inMemory, as: .orStandardOutput("x")) {
        try $0.write("new")
      }
    }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "nowhere")
  }
}
