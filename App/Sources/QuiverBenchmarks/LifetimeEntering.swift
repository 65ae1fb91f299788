import Foundation

/// Entering arrows as processes on a copy of a store (issue 28: a write costs the same on a
/// lifetime store as on a new one, and the 20,000th arrow of a round what the first did):
/// `rounds score` of one arrow and `rounds undo` of it in a new practice round, and `rounds
/// feed` of ``hits`` hits into a new practice round and into the store's 19,999-arrow one.
enum LifetimeEntering {
  /// Hits in one timed feed, and in the short feed whose time is taken from it.
  static let hits = 200
  static let fewHits = 20

  /// Prints `lifetime_score_new_round`, `lifetime_undo` and, with `long` (the store holds the
  /// open practice round), the feed figures per hit, first and 20,000th, and their ratio.
  static func run(_ timer: ProcessTimer, _ store: String, scratch: String, long: Bool) throws {
    let copy = (scratch as NSString).appendingPathComponent("entering.sqlite")
    let longCopy = (scratch as NSString).appendingPathComponent("long.sqlite")
    func remove() {
      for path in [copy, longCopy] {
        for suffix in ["", "-wal", "-shm"] {
          try? FileManager.default.removeItem(atPath: path + suffix)
        }
      }
    }
    remove()
    defer { remove() }
    try FileManager.default.copyItem(atPath: store, toPath: copy)
    sync()  // the copy's pages on disk first: no timed fsync flushes a whole fresh copy
    var rounds = Rounds(
      timer: timer, db: copy, scratch: scratch, open: long ? [LifetimeExport.practiceID] : [])
    try timer.time("lifetime_score_new_round", ["--db", copy, "rounds", "score"]) { _ in
      [try rounds.startPractice(), "9"]
    }
    try timer.time("lifetime_undo", ["--db", copy, "rounds", "undo"]) { _ in
      let id = try rounds.startPractice()
      try rounds.quiver(["rounds", "score", id, "9", "8"])
      return [id]
    }
    guard long else { return }
    // A feed of `hits` and one of `fewHits`: the difference is what the hits between cost, not
    // starting the process and loading the round (which reads a long round's every arrow once).
    func hitsFile(_ count: Int) throws -> String {
      let path = (scratch as NSString).appendingPathComponent("hits-\(count)")
      try (0..<count).map { "\($0 % 30) \($0 % 20 - 10)" }.joined(separator: "\n")
        .appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }
    let (many, few) = (try hitsFile(hits), try hitsFile(fewHits))
    let first = try [many, few].map { input in
      try timer.time(
        "lifetime_feed_\(input == many ? hits : fewHits)_first", ["--db", copy, "rounds", "feed"],
        input: input
      ) { _ in [try rounds.startPractice()] }
    }
    // The store's open practice round, on a copy of its own: each run adds its hits after the
    // round's 19,999 arrows (and the runs before).
    try FileManager.default.copyItem(atPath: store, toPath: longCopy)
    sync()
    let long = try [many, few].map { input in
      try timer.time(
        "lifetime_feed_\(input == many ? hits : fewHits)_20000th",
        ["--db", longCopy, "rounds", "feed", LifetimeExport.practiceID], input: input)
    }
    var perHit: [String: Double] = [:]
    for (name, pair) in [("first", first), ("20000th", long)] {
      guard let all = pair[0].value, let some = pair[1].value else { continue }
      perHit[name] = max(0, all - some) / Double(hits - fewHits)
      report("lifetime_feed_hit_\(name)_ms_\(timer.store)", perHit[name] ?? 0, decimals: 2)
    }
    if let late = perHit["20000th"], let early = perHit["first"], early > 0 {
      report("lifetime_feed_hit_20000th_vs_first_x_\(timer.store)", late / early, decimals: 2)
    }
  }

  /// Rounds started untimed on the copy: one is open at a time, so the one open before is
  /// cancelled first.
  struct Rounds {
    let timer: ProcessTimer
    let db: String
    let scratch: String
    var open: [String]

    /// Runs `quiver --db db arguments`, untimed; its standard output.
    @discardableResult
    func quiver(_ arguments: [String], allowFailure: Bool = false) throws -> String {
      let out = (scratch as NSString).appendingPathComponent("entering.out")
      let run = try ChildProcess.run(
        timer.setup.quiver, ["--db", db] + arguments, output: out, timeout: timer.setup.timeout)
      guard run.succeeded || allowFailure else {
        throw LifetimeFailure(
          "quiver \(arguments.joined(separator: " ")) failed (status \(run.status))")
      }
      return try String(contentsOfFile: out, encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Cancels the round open before and starts a practice round; its ID.
    mutating func startPractice() throws -> String {
      if let last = open.popLast() { try quiver(["rounds", "cancel", last], allowFailure: true) }
      let id = try quiver([
        "rounds", "start", "practice", "--distance", "18m", "--face", "40cm", "--system",
        "10_zone",
      ])
      guard !id.isEmpty else { throw LifetimeFailure("quiver rounds start practice printed no ID") }
      open.append(id)
      return id
    }
  }
}
