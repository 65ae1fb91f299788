import CoreInterfaces
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
    if !report.waiting.isEmpty {
      let needed =
        report.waitingFor.isEmpty ? "" : " (they need \(report.waitingFor.joined(separator: ", ")))"
      lines.append(
        "Waiting: \(report.waiting.joined(separator: ", ")) follow files this folder does not hold yet\(needed); sync again once they are there, or, if that device's folder is gone for good, run 'quiver sync DIR --new-identity' on the device that wrote them."
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

  /// One conflict: its number, row, what happened, the fields that differ and whether settled.
  static func line(_ conflict: SyncConflict) -> String {
    let differences = conflict.differences.map {
      "\($0.name): mine \($0.mine), theirs \($0.theirs)"
    }
    let state = conflict.settled.map { " [settled: \($0)]" } ?? ""
    let kept = conflict.keptSide.map { "; \($0) kept" } ?? ""
    return
      "Conflict \(conflict.id)\(state): \(conflict.table) \(conflict.shownKey) \(conflict.kind.summary)"
      + (differences.isEmpty ? "" : " (\(differences.joined(separator: "; "))\(kept))") + "."
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
