import Foundation

/// The lifetime group's programs, limits and cache folder, from the environment `make bench` sets:
/// `QUIVER_BIN` (the release `quiver`), `QUIVER_BENCH_STORES` (the cache folder),
/// `QUIVER_BENCH_RUNS` (runs per figure, default 5), `QUIVER_BENCH_TIMEOUT` (seconds a process
/// may take before it is killed, default 60) and `QUIVER_BENCH_100K=1` (the 100,000-round store).
struct LifetimeSetup {
  let quiver: String
  let sqlite3: String?
  let folder: String
  let runs: Int
  let timeout: Double
  let hundredThousand: Bool

  /// The set-up `make bench` passes; a missing `quiver` is one line saying how to get it.
  static func fromEnvironment() throws -> LifetimeSetup {
    let environment = ProcessInfo.processInfo.environment
    let own = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let quiver = environment["QUIVER_BIN"] ?? own.appendingPathComponent("quiver").path
    guard FileManager.default.isExecutableFile(atPath: quiver) else {
      throw LifetimeFailure("no quiver at \(quiver): build it (make bench does) or set QUIVER_BIN")
    }
    let sqlite3 = (environment["PATH"] ?? "").split(separator: ":")
      .map { "\($0)/sqlite3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    return LifetimeSetup(
      quiver: quiver, sqlite3: sqlite3,
      folder: environment["QUIVER_BENCH_STORES"]
        ?? own.appendingPathComponent("lifetime-stores").path,
      runs: max(1, environment["QUIVER_BENCH_RUNS"].flatMap { Int($0) } ?? 5),
      timeout: max(1, environment["QUIVER_BENCH_TIMEOUT"].flatMap { Double($0) } ?? 60),
      hundredThousand: environment["QUIVER_BENCH_100K"] == "1")
  }
}

/// The stores the lifetime group times, built once through the real `quiver import` and cached in
/// a folder named by the generator's version and the store's schema version (`PRAGMA
/// user_version` of a new store), so a new schema or generator rebuilds them by itself.
enum LifetimeStores {
  /// Rounds per imported file. One import per store today: importing 10,000 rounds into a store
  /// that already held 10,000 ran for over four minutes (issue 28), against ~10 s into an empty one.
  static let chunk = 100_000

  /// The store of `rounds` Portsmouths (and the open practice round of `practiceArrows`), named
  /// `label`: the cached one, or built now.
  static func store(
    _ label: String, rounds: Int, practiceArrows: Int, setup: LifetimeSetup
  ) throws -> String {
    let folder = try cacheFolder(setup)
    let path = (folder as NSString).appendingPathComponent("rounds-\(label).sqlite")
    let done = path + ".ok"
    if FileManager.default.fileExists(atPath: done) { return path }
    let building = path + ".building"
    let source = (folder as NSString).appendingPathComponent("source-\(label).json")
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: building + suffix)
    }
    logLine("lifetime: building the \(label)-round store through quiver import (cached after)")
    let began = ContinuousClock.now
    for first in stride(from: 0, to: max(rounds, 1), by: chunk) {
      let last = min(first + chunk, rounds)
      try LifetimeExport.write(
        to: source, rounds: first..<last, of: rounds,
        practiceArrows: last == rounds ? practiceArrows : 0)
      let errors = source + ".err"
      let run = try ChildProcess.run(
        setup.quiver, ["--db", building, "import", source], errors: errors, timeout: 3_600)
      guard run.succeeded else {
        let why =
          (try? String(contentsOfFile: errors, encoding: .utf8))?
          .split(separator: "\n").last.map(String.init) ?? "status \(run.status)"
        throw LifetimeFailure("quiver import refused the generated file: \(why)")
      }
      try? FileManager.default.removeItem(atPath: errors)
    }
    try? FileManager.default.removeItem(atPath: source)
    try? FileManager.default.removeItem(atPath: path)
    try FileManager.default.moveItem(atPath: building, toPath: path)
    guard FileManager.default.createFile(atPath: done, contents: nil) else {
      throw LifetimeFailure("cannot write \(done)")
    }
    logLine("lifetime: built \(label) in \((ContinuousClock.now - began).components.seconds) s")
    return path
  }

  /// `<stores>/g<generator>-s<schema>`, made if missing; other versions' folders are removed.
  private static func cacheFolder(_ setup: LifetimeSetup) throws -> String {
    let manager = FileManager.default
    try manager.createDirectory(atPath: setup.folder, withIntermediateDirectories: true)
    let probe = (setup.folder as NSString).appendingPathComponent("probe.sqlite")
    for suffix in ["", "-wal", "-shm"] { try? manager.removeItem(atPath: probe + suffix) }
    _ = try ChildProcess.run(setup.quiver, ["--db", probe, "rounds", "list"], timeout: 60)
    let schema = try userVersion(probe)
    for suffix in ["", "-wal", "-shm"] { try? manager.removeItem(atPath: probe + suffix) }
    let name = "g\(LifetimeExport.version)-s\(schema)"
    for old in (try? manager.contentsOfDirectory(atPath: setup.folder)) ?? []
    where old.hasPrefix("g") && old != name {
      try? manager.removeItem(atPath: (setup.folder as NSString).appendingPathComponent(old))
    }
    let folder = (setup.folder as NSString).appendingPathComponent(name)
    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// `PRAGMA user_version`, read from the file header (four big-endian bytes at offset 60).
  static func userVersion(_ path: String) throws -> Int {
    guard let file = FileHandle(forReadingAtPath: path) else {
      throw LifetimeFailure("quiver made no store at \(path)")
    }
    defer { try? file.close() }
    let header = try file.read(upToCount: 64) ?? Data()
    guard header.count == 64 else { throw LifetimeFailure("\(path) is not an SQLite file") }
    return header[60..<64].reduce(0) { $0 << 8 | Int($1) }
  }
}

/// One line on standard error: progress the `name=value` output on standard output leaves alone.
func logLine(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
