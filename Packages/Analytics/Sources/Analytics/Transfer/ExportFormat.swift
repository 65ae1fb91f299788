import CoreInterfaces
import Foundation

/// The formats rounds are exported in.
public enum ExportFormat: String, Sendable, CaseIterable {
  /// One row per arrow, for a spreadsheet.
  case csv
  /// Every round whole, for importing back: lossless.
  case json
}

/// The JSON export: a versioned envelope around the rounds, so a later Quiver can read it.
/// Version 2 carries the archer; version 1 files (no archer) import into the active archer.
public struct ExportFile: Codable, Sendable, Equatable {
  /// Identifies the file as Quiver's.
  public var format = "quiver-rounds"
  /// The envelope's version.
  public var version = 2
  /// Whose rounds they are (`nil` in a version 1 file, or exported before there were archers).
  public var archer: ExportedArcher?
  /// Every round, whole (its status named by its phase: ``PhaseNamedRounds``).
  @PhaseNamedRounds public var rounds: [RoundRecord]

  /// A file of `rounds`, shot by `archer`.
  public init(rounds: [RoundRecord], archer: ExportedArcher? = nil) {
    self.rounds = rounds
    self.archer = archer
  }
}

/// The CSV export's rows: one per arrow, readable by any spreadsheet (RFC 4180 quoting).
public enum CSVExport {
  /// The header row.
  public static let header =
    "date,archer,round,distance,face,end,arrow,value,x_mm,y_mm,arrow_number,bow_setup,bow_setup_version,recorded_total"

  /// The rows of `record`, shot by `archer`: one per arrow, or for a round entered by its total
  /// alone, one row holding that total.
  public static func rows(_ record: RoundRecord, archer: String = "") -> [String] {
    let date = record.startedAt.formatted(localInstant)
    let setup = [record.bowSetup?.description ?? "", record.bowSetupVersion.map(String.init) ?? ""]
    if record.arrows.isEmpty, let total = record.recordedTotal {
      return [
        ([date, text(archer), text(record.name)] + Array(repeating: "", count: 8) + setup
          + ["\(total)"])
          .map(field).joined(separator: ",")
      ]
    }
    // What every row of the round shares, quoted once: its start, archer and name before, its
    // setup after; and each distance's two fields, once a distance.
    let head = [date, text(archer), text(record.name)].map(field).joined(separator: ",")
    let tail = (setup + [""]).map(field).joined(separator: ",")
    var passes: [Int: String] = [:]
    return record.arrows.map { arrow in
      let found = record.definition.pass(forEnd: arrow.endNumber)
      let at = found?.number ?? -1
      let pass =
        passes[at]
        ?? {
          let fields = [
            found?.pass.distance.description ?? "", found?.pass.faceDiameter.description ?? "",
          ].map(field).joined(separator: ",")
          passes[at] = fields
          return fields
        }()
      let own = [
        "\(arrow.endNumber)", "\(arrow.arrowIndex + 1)", arrow.value.description,
        millimetres(arrow.x), millimetres(arrow.y), arrow.arrowNumber.map(String.init) ?? "",
      ].map(field).joined(separator: ",")
      return head + "," + pass + "," + own + "," + tail
    }
  }

  /// `2026-02-01T12:00:00+13:00`: the start in local time with its offset, so the date a
  /// spreadsheet shows is the day the archer sees (`LocalDay`) and the instant stays exact.
  static var localInstant: Date.ISO8601FormatStyle {
    Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: .current)
  }

  private static func millimetres(_ metres: Double?) -> String {
    metres.map { String(format: "%.1f", $0 * 1_000) } ?? ""
  }

  /// A name as a spreadsheet shows it: one starting `=`, `+`, `-` or `@` gets a leading `'`, so
  /// a spreadsheet reads it as text, never as a formula to run (CSV injection).
  static func text(_ name: String) -> String {
    guard let first = name.first, "=+-@".contains(first) else { return name }
    return "'" + name
  }

  /// A field quoted when it holds a comma, a quote or a line break.
  static func field(_ text: String) -> String {
    // Printable ASCII but the comma and the quote needs no look at characters (most fields).
    if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) && $0 != 0x2C && $0 != 0x22 }) {
      return text
    }
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
