import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// `quiver backup` and `quiver restore` through the executable's entry point, on files.
@Suite("Backup and restore through the command line", .timeLimit(.minutes(1)))
struct BackupCommandTests {
  let folder = NSTemporaryDirectory() + "quiver-backup-\(UUID())"

  func run(_ database: String, _ arguments: String...) async -> (Int32, CapturedOutput) {
    let out = CapturedOutput()
    let cli = QuiverCLI(defaultLocation: .file("\(folder)/\(database)"))
    return (await cli.run(arguments, output: out.output), out)
  }

  @Test func aRestoredStoreBacksUpToTheSameBytesAndANonEmptyOneIsRefused() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(await run("a.sqlite", "archers", "add", "Sam", "--style", "barebow").0 == 0)
    let started = await run("a.sqlite", "rounds", "start", "wa18")
    let id = started.1.stdout.trimmingCharacters(in: .newlines)
    #expect(await run("a.sqlite", "rounds", "plot", id, "12", "-30").0 == 0)
    let (status, out) = await run("a.sqlite", "backup", "--out", "\(folder)/one.json")
    #expect(status == 0, "\(out.stderr)")
    #expect(out.stderr.contains("quiver: wrote arrows: 1 of 1 row\n"), "progress on standard error")
    let restored = await run("b.sqlite", "restore", "\(folder)/one.json")
    #expect(restored.0 == 0, "\(restored.1.stderr)")
    #expect(restored.1.stdout.hasPrefix("Restored "))
    #expect(await run("b.sqlite", "backup", "--out", "\(folder)/two.json").0 == 0)
    let one = FileManager.default.contents(atPath: "\(folder)/one.json")
    #expect(one != nil && one == FileManager.default.contents(atPath: "\(folder)/two.json"))
    #expect(await run("b.sqlite", "rounds", "show", id).1.stdout.contains("(in progress, barebow)"))

    let again = await run("a.sqlite", "restore", "\(folder)/one.json")
    #expect(again.0 == 1)
    #expect(again.1.stderr.contains("A restore goes only into an empty store"))
    #expect(await run("c.sqlite", "restore", "\(folder)/missing.json").0 == 1)
    #expect(await run("c.sqlite", "backup").0 == 64)
  }

  /// A device is refused with advice `backup` can follow (it has no standard output to offer,
  /// so "leave out --out" would be a command it refuses); `export` keeps offering it.
  @Test func aDeviceIsRefusedWithAdviceThatFitsTheCommand() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let backup = await run("a.sqlite", "backup", "--out", "/dev/null")
    #expect(backup.0 == 1)
    #expect(backup.1.stderr.contains("/dev/null is not a regular file"), "\(backup.1.stderr)")
    #expect(!backup.1.stderr.contains("Leave out --out"), "\(backup.1.stderr)")
    #expect(backup.1.stderr.contains("Pass a file path with --out."), "\(backup.1.stderr)")
    let export = await run("a.sqlite", "export", "--format", "csv", "--out", "/dev/null")
    #expect(export.0 == 1)
    #expect(export.1.stderr.contains("Leave out --out to write to standard output."))
  }

  /// `one.json` with `edit` made to the rows of `table` whose `column` holds a value.
  func edited(
    _ document: BackupDocument, _ table: String, _ column: String, firstOnly: Bool = false,
    _ edit: (SQLiteValue) -> SQLiteValue
  ) throws -> Data {
    var copy = document
    let index = try #require(copy.tables.firstIndex { $0.name == table })
    let at = try #require(copy.tables[index].columns.firstIndex(of: column))
    for row in copy.tables[index].rows.indices where copy.tables[index].rows[row][at] != .null {
      copy.tables[index].rows[row][at] = edit(copy.tables[index].rows[row][at])
      if firstOnly { break }
    }
    return try StoreBackup.encoded(copy)
  }

  @Test func aRowTheSchemaRefusesIsNamedByItsPlace() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = await run("a.sqlite", "rounds", "start", "wa18").1.stdout
      .trimmingCharacters(in: .newlines)
    #expect(await run("a.sqlite", "rounds", "score", id, "10", "9").0 == 0)
    #expect(await run("a.sqlite", "backup", "--out", "\(folder)/one.json").0 == 0)
    let document = try StoreBackup.decoded(
      try #require(FileManager.default.contents(atPath: "\(folder)/one.json")))
    let twins = try edited(document, "arrows", "arrow_index") { _ in .integer(0) }
    try twins.write(to: URL(fileURLWithPath: "\(folder)/twins.json"))
    let (status, out) = await run("b.sqlite", "restore", "\(folder)/twins.json")
    #expect(status == 1)
    #expect(
      out.stderr.hasSuffix(
        "breaks the store's rules: its round_id, end_number and arrow_index are the same as another row's. The rows copied were rolled back. Nothing was restored.\n"
      ), "\(out.stderr)")
    #expect(!out.stderr.contains("report this as a bug"))
  }

  @Test func aBackupEditedToHoldWhatQuiverWouldCallDamagedIsRefusedWhole() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(await run("a.sqlite", "archers", "add", "Sam").0 == 0)
    let setup = await run("a.sqlite", "setups", "add", "--name", "Field", "--style", "recurve")
      .1.stdout.trimmingCharacters(in: .newlines)
    #expect(await run("a.sqlite", "sightmarks", setup, "set", "18m", "5").0 == 0)
    let id = await run("a.sqlite", "rounds", "start", "wa18").1.stdout
      .trimmingCharacters(in: .newlines)
    #expect(await run("a.sqlite", "rounds", "score", id, "10", "9").0 == 0)
    _ = await run("a.sqlite", "rounds", "add", "wa18", "--date", "2026-01-31", "--score", "500")
    #expect(await run("a.sqlite", "backup", "--out", "\(folder)/one.json").0 == 0)
    let document = try StoreBackup.decoded(
      try #require(FileManager.default.contents(atPath: "\(folder)/one.json")))
    let archer = try #require(document.tables.first { $0.name == "archers" }?.rows.first?.first)
    let cases: [(String, Data)] = [
      ("points 11", try edited(document, "arrows", "points") { _ in .integer(11) }),
      ("total 601", try edited(document, "rounds", "recorded_total") { _ in .integer(601) }),
      ("year 1e308", try edited(document, "rounds", "created_at") { _ in .real(1e308) }),
      (
        "arrow at 99",
        try edited(document, "arrows", "arrow_index", firstOnly: true) { _ in .integer(99) }
      ),
      (
        "no such archer",
        try edited(document, "settings", "value") { $0 == archer ? .text("ghost") : $0 }
      ),
      (
        "sight mark",
        try edited(document, "bow_setups", "sight_marks") { _ in
          .text(#"[{"distance":{"unit":"m","value":18},"mark":1e300}]"#)
        }
      ),
    ]
    for (number, (what, data)) in cases.enumerated() {
      let file = "\(folder)/bad\(number).json"
      try data.write(to: URL(fileURLWithPath: file))
      let (status, out) = await run("bad\(number).sqlite", "restore", file)
      #expect(status == 1, "\(what): \(out.stderr)")
      let last = out.stderr.split(separator: "\n").last ?? ""
      #expect(last.contains("Quiver would read as damaged"), "\(what): \(out.stderr)")
      #expect(last.hasSuffix("The rows copied were rolled back. Nothing was restored."), "\(what)")
      let left = await run("bad\(number).sqlite", "archers", "list")
      #expect(left.1.stdout.hasPrefix("No archers yet"), "\(what): all or nothing")
    }
  }

  @Test func aStoreHoldingADamagedRowBacksUpWithAWarningAndRestoresOnlyWhenToldTo() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = await run("a.sqlite", "rounds", "start", "wa18").1.stdout
      .trimmingCharacters(in: .newlines)
    #expect(await run("a.sqlite", "rounds", "score", id, "9", "9").0 == 0)
    try Connection(path: "\(folder)/a.sqlite").execute(
      "PRAGMA ignore_check_constraints = ON; UPDATE arrows SET points = 11 WHERE arrow_index = 0")
    let (status, out) = await run("a.sqlite", "backup", "--out", "\(folder)/one.json")
    #expect(status == 1, "the backup is written, and the damage named")
    #expect(FileManager.default.fileExists(atPath: "\(folder)/one.json"))
    #expect(out.stderr.contains("Backed up as it is: round \(id) holds an arrow whose points"))
    #expect(out.stderr.contains("'quiver restore --keep-damaged'"))
    #expect(await run("b.sqlite", "restore", "\(folder)/one.json").0 == 1)
    let kept = await run("c.sqlite", "restore", "\(folder)/one.json", "--keep-damaged")
    #expect(kept.0 == 0, "\(kept.1.stderr)")
    #expect(await run("c.sqlite", "backup", "--out", "\(folder)/two.json").0 == 1)
    #expect(
      FileManager.default.contents(atPath: "\(folder)/one.json")
        == FileManager.default.contents(atPath: "\(folder)/two.json"), "nothing lost or changed")
  }
}
