import Foundation
import Store

/// What `quiver sync` and `quiver sync conflicts` print for a person.
enum SyncText {
  /// The report, a line per step.
  static func lines(_ report: SyncReport) -> [String] {
    let would = report.dryRun ? "Would have " : ""
    var lines: [String] = []
    if report.madeIdentity {
      lines.append(
        report.dryRun
          ? "Would give this store a device identity and send every row (its first sync)."
          : "This store now syncs as device \(report.device); its first files hold every row.")
    }
    for sent in report.sent {
      lines.append(
        "\(would.isEmpty ? "Sent" : would + "sent") \(sent.file): \(count(sent.changes, "change"))."
      )
    }
    for file in report.applied {
      lines.append(
        "\(would.isEmpty ? "Applied" : would + "applied") \(file.file): \(count(file.changes, "change")), \(count(file.conflicts, "conflict"))."
      )
    }
    for conflict in report.conflicts { lines.append(line(conflict)) }
    for file in report.waiting {
      lines.append(
        "Waiting: \(file) follows a file this folder does not hold yet; sync again once it is there."
      )
    }
    if report.isNothing {
      lines.append(
        "Nothing to send or apply: this store is up to date with \(report.device == "(new)" ? "the folder" : "the folder as device \(report.device)")."
      )
    }
    if report.dryRun { lines.append("Dry run: nothing was written.") }
    return lines
  }

  /// One conflict: its number, row, what happened, the fields that differ and how to settle it.
  static func line(_ conflict: SyncConflict) -> String {
    let mine = object(conflict.mine)
    let theirs = object(conflict.theirs)
    let fields = Set(mine.keys).union(theirs.keys).sorted().filter {
      mine[$0] != theirs[$0] && !SyncedTables.isBookkeeping(conflict.table, $0)
    }
    let differences = fields.map { field in
      "\(field): mine \(mine[field].map(show) ?? "—"), theirs \(theirs[field].map(show) ?? "—")"
    }
    let state = conflict.settled.map { " [settled: \($0)]" } ?? ""
    return
      "Conflict \(conflict.id)\(state): \(conflict.table) \(conflict.key) \(conflict.kind.summary)"
      + (differences.isEmpty ? "." : " (\(differences.joined(separator: "; "))).")
  }

  private static func object(_ text: String?) -> [String: SQLiteValue] {
    guard let text else { return [:] }
    return (try? JSONDecoder().decode([String: SQLiteValue].self, from: Data(text.utf8))) ?? [:]
  }

  private static func show(_ value: SQLiteValue) -> String {
    switch value {
    case .null: "null"
    case .integer(let number): "\(number)"
    case .real(let number): "\(number)"
    case .text(let text): "'\(text)'"
    case .blob(let bytes): "\(bytes.count) bytes"
    }
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
