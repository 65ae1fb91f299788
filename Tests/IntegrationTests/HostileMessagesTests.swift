import Foundation
import Store
import Testing

/// The hostile run's messages, through the built executable: each says what is wrong in words
/// that fit it, never "please report this as a bug", "no permission" or "too few marks" when
/// something else is the matter.
@Suite("Messages that say what is wrong", .timeLimit(.minutes(2)))
struct HostileMessagesTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-messages-\(UUID())")
  var path: String { file("q.sqlite") }
  func file(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }
  func value(_ output: QuiverBinary.Output) -> String {
    output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func store() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    #expect(try quiver("rounds", "start", "wa18").status == 0)
  }

  @Test(arguments: ["PRAGMA user_version = 3", "DROP TABLE custom_rounds"])
  func aStoreChangedByHandIsNamedNotABug(change: String) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try store()
    try Connection(path: path).execute(change)
    let before = FileManager.default.contents(atPath: path)
    let run = try quiver("rounds", "custom", "list")
    #expect(run.status == 1)
    #expect(run.stderr.contains("is damaged"), "\(run.stderr)")
    #expect(!run.stderr.contains("report this as a bug"), "\(run.stderr)")
    #expect(!run.stderr.contains("SQLITE_ERROR"), "\(run.stderr)")
    #expect(FileManager.default.contents(atPath: path) == before)
  }

  @Test func restoreAndImportOfADeviceOrAFIFOSayWhatItIs() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let fifo = file("fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    for source in ["/dev/zero", fifo] {
      for command in ["restore", "import"] {
        let run = try QuiverBinary.run(["--in-memory", command, source], timeout: 20)
        #expect(run.status == 1, "\(command) \(source)")
        #expect(run.stderr.contains("is not a regular file"), "\(command) \(source): \(run.stderr)")
        #expect(!run.stderr.contains("no permission"), "\(command) \(source): \(run.stderr)")
      }
    }
  }

  @Test func aSightMarkEstimateOutOfRangeSaysSo() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let setup = value(try quiver("setups", "add", "--name", "Field", "--style", "recurve"))
    #expect(try quiver("sightmarks", setup, "set", "10m", "0").status == 0)
    #expect(try quiver("sightmarks", setup, "set", "20m", "900").status == 0)
    let run = try quiver("sightmarks", setup, "--at", "90m")
    #expect(run.stdout.contains("falls outside -1000 to 1000"), "\(run.stdout)")
    #expect(!run.stdout.contains("too few marks"), "\(run.stdout)")
  }

  @Test func aNameOfTwelveEmojiIsTwelveCharactersEverywhere() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let family = String(repeating: "👨‍👩‍👧‍👦", count: 12)  // 84 Unicode scalars
    let run = try quiver("archers", "add", family)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try quiver("setups", "add", "--name", family, "--style", "recurve").status == 0)
    let long = try quiver("archers", "add", String(repeating: "👨‍👩‍👧‍👦", count: 81))
    #expect(long.status != 0)
    #expect(long.stderr.contains("1 to 80 characters"), "\(long.stderr)")
  }

  @Test func exportProgressNeverPassesItsTotal() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try store()
    #expect(
      try quiver("rounds", "add", "wa18", "--date", "2026-01-10", "--score", "500").status == 0)
    let id = value(try quiver("rounds", "start", "portsmouth"))  // store() left a WA 18 unfinished
    #expect(try quiver("rounds", "score", id, "X", "10", "9").status == 0)
    let run = try quiver("export", "--format", "csv", "--out", file("r.csv"))
    #expect(run.status == 0, "\(run.stderr)")
    for line in run.stderr.split(separator: "\n") where line.contains("writing ") {
      let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
      #expect(numbers.count == 2 && numbers[0] <= numbers[1], "\(line)")
    }
  }
}
