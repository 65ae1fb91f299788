import Foundation
import Store

/// What `quiver sync --json` prints (docs/JSON.md).
struct SyncReportJSON: Encodable {
  struct Sent: Encodable {
    let file: String
    let changes: Int
  }
  struct Applied: Encodable {
    let file: String
    let changes: Int
    let conflicts: Int
  }
  struct Refused: Encodable {
    let file: String
    let reason: String
  }

  let device: String
  let madeIdentity: Bool
  let dryRun: Bool
  let sent: [Sent]
  let applied: [Applied]
  let conflicts: [SyncConflictJSON]
  let waiting: [String]
  let waitingFor: [String]
  let refused: [Refused]

  init(_ report: SyncReport) {
    device = report.device
    madeIdentity = report.madeIdentity
    dryRun = report.dryRun
    sent = report.sent.map { Sent(file: $0.file, changes: $0.changes) }
    applied = report.applied.map {
      Applied(file: $0.file, changes: $0.changes, conflicts: $0.conflicts)
    }
    conflicts = report.conflicts.map(SyncConflictJSON.init)
    waiting = report.waiting
    waitingFor = report.waitingFor
    refused = report.refused.map { Refused(file: $0.file, reason: $0.reason) }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(device, forKey: .device)
    try container.encode(madeIdentity, forKey: .madeIdentity)
    try container.encode(dryRun, forKey: .dryRun)
    try container.encode(sent, forKey: .sent)
    try container.encode(applied, forKey: .applied)
    try container.encode(conflicts, forKey: .conflicts)
    try container.encode(waiting, forKey: .waiting)
    try container.encode(waitingFor, forKey: .waitingFor)
    try container.encode(refused, forKey: .refused)
  }

  private enum Keys: String, CodingKey {
    case device, madeIdentity, dryRun, sent, applied, conflicts, waiting, waitingFor, refused
  }
}

/// One conflict, as `sync conflicts --json` and `sync --json` print it: the rows as objects.
struct SyncConflictJSON: Encodable {
  let id: Int
  let table: String
  let key: [String: SQLiteValue]
  let kind: String
  let summary: String
  let mine: [String: SQLiteValue]?
  let theirs: [String: SQLiteValue]?
  let kept: [String: SQLiteValue]?
  let device: String
  let file: Int
  let settled: String?

  init(_ conflict: SyncConflict) {
    id = conflict.id
    table = conflict.table
    key = SyncConflict.fields(conflict.key) ?? [:]
    kind = conflict.kind.rawValue
    summary = conflict.kind.summary
    let record = { (text: String?) in SyncConflict.record(text, of: conflict.table) }
    mine = record(conflict.mine)
    theirs = record(conflict.theirs)
    kept = record(conflict.kept)
    device = conflict.device
    file = conflict.fileSeq
    settled = conflict.settled
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(id, forKey: .id)
    try container.encode(table, forKey: .table)
    try container.encode(key, forKey: .key)
    try container.encode(kind, forKey: .kind)
    try container.encode(summary, forKey: .summary)
    try container.encode(mine, forKey: .mine)
    try container.encode(theirs, forKey: .theirs)
    try container.encode(kept, forKey: .kept)
    try container.encode(device, forKey: .device)
    try container.encode(file, forKey: .file)
    try container.encode(settled, forKey: .settled)
  }

  private enum Keys: String, CodingKey {
    case id, table, key, kind, summary, mine, theirs, kept, device, file, settled
  }

}
