import Foundation

/// Writes the lifetime stores' source: a file in the layout `quiver export --format json` writes
/// (docs/JSON.md, "Moving rounds between databases"), of Portsmouths (60 arrows, 3 per end) spread
/// over 2016–2025, and optionally one open practice round of many arrows (the oldest round, so
/// the newest is a Portsmouth in every store). Deterministic, so a
/// round's ID and arrows are the same in every run; `quiver import` builds the store from it.
enum LifetimeExport {
  /// Bumped whenever what is written changes, so cached stores built from the old text rebuild.
  static let version = 1
  /// Arrows the practice round may have: its 6 arrows an end over the 10,000 ends any round has
  /// (`Bounded.endNumber`); past them `quiver import` refuses the file, so they are not written.
  static let practiceArrows = 0...60_000
  /// The open practice round's ID (the 20,000th-arrow figure scores into it).
  static let practiceID = "ffffffff-0000-4000-8000-ffffffffffff"

  /// The ID of Portsmouth number `index` (0-based): the number in hex, first (as lists show an
  /// ID's first eight characters) and last.
  static func roundID(_ index: Int) -> String {
    let hex = String(index & 0xffff_ffff, radix: 16)
    return hex.leftPadded(to: 8) + "-0000-4000-8000-" + hex.leftPadded(to: 12)
  }

  /// Writes Portsmouths `rounds` (of `total`, which spaces their dates) and, when
  /// `practiceArrows` > 0, the practice round, to `path` (replaced).
  static func write(
    to path: String, rounds: Range<Int>, of total: Int, practiceArrows: Int = 0
  ) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let file = FileHandle(forWritingAtPath: path)
    else { throw LifetimeFailure("cannot write \(path)") }
    defer { try? file.close() }
    var text = "{\n  \"format\" : \"quiver-rounds\",\n  \"rounds\" : [\n"
    var first = true
    for index in rounds {
      if !first { text += ",\n" }
      first = false
      text += portsmouth(index, of: total)
      if text.utf8.count > 1 << 20 {
        try file.write(contentsOf: Data(text.utf8))
        text = ""
      }
    }
    if practiceArrows > 0 {
      if !first { text += ",\n" }
      text += practice(arrows: practiceArrows)
    }
    text += "\n  ],\n  \"version\" : 1\n}\n"
    try file.write(contentsOf: Data(text.utf8))
  }

  /// Seconds from 2016-01-01 to 2026-01-01, over which the rounds are spread.
  private static let decade = 315_532_800.0
  private static let start = Date(timeIntervalSince1970: 1_451_606_400)  // 2016-01-01T00:00:00Z

  private static func portsmouth(_ index: Int, of total: Int) -> String {
    let date = start.addingTimeInterval(decade * Double(index) / Double(max(total, 1)))
    var state = UInt64(truncatingIfNeeded: index) &* 6_364_136_223_846_793_005 &+ 1
    var arrows: [String] = []
    arrows.reserveCapacity(60)
    for arrow in 0..<60 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let roll = Int(state >> 59)  // 0…31
      let points = roll < 2 ? 0 : min(10, 5 + roll / 5)
      arrows.append(self.arrow(end: arrow / 3 + 1, index: arrow % 3, points: points, x: roll == 31))
    }
    let pass = """
              {
                "arrows" : 30,
                "distance" : {
                  "unit" : "yd",
                  "value" : 20
                },
                "faceDiameter" : {
                  "unit" : "cm",
                  "value" : 60
                },
                "indoor" : true,
                "system" : "10_zone"
              }
      """
    return record(
      id: roundID(index), date: date, status: "completed", arrows: arrows,
      definition: """
          "definition" : {
            "arrowsPerEnd" : 3,
            "id" : "portsmouth",
            "isPractice" : false,
            "name" : "Portsmouth",
            "passes" : [
        \(pass),
        \(pass)
            ]
          },
        """)
  }

  private static func practice(arrows count: Int) -> String {
    let arrows = (0..<count).map { arrow(end: $0 / 6 + 1, index: $0 % 6, points: 9, x: false) }
    return record(
      id: practiceID, date: start.addingTimeInterval(-86_400), status: "inProgress",
      arrows: arrows,
      definition: """
          "definition" : {
            "arrowsPerEnd" : 6,
            "id" : "practice",
            "isPractice" : true,
            "name" : "Practice at 18 m",
            "passes" : [
              {
                "arrows" : 0,
                "distance" : {
                  "unit" : "m",
                  "value" : 18
                },
                "faceDiameter" : {
                  "unit" : "cm",
                  "value" : 40
                },
                "indoor" : false,
                "system" : "10_zone"
              }
            ]
          },
        """)
  }

  private static func record(
    id: String, date: Date, status: String, arrows: [String], definition: String
  ) -> String {
    """
        {
          "arrows" : [
    \(arrows.joined(separator: ",\n"))
          ],
    \(definition)
          "id" : "\(id)",
          "startedAt" : "\(stamp(date))",
          "status" : "\(status)"
        }
    """
  }

  private static func arrow(end: Int, index: Int, points: Int, x: Bool) -> String {
    """
            {
              "arrowIndex" : \(index),
              "endNumber" : \(end),
              "value" : {
                "isMiss" : \(points == 0),
                "isX" : \(x && points == 10),
                "points" : \(points)
              }
            }
    """
  }

  /// ISO 8601 to the millisecond in UTC, as the export writes dates.
  private static func stamp(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}

extension String {
  /// The string with leading zeros up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
