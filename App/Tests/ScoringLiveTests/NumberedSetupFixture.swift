import CoreInterfaces
import Foundation
import Store

/// A recurve setup whose arrow set carries `numbers`, laid down as the equipment store keeps it
/// (an arrow item's details, a setup version's snapshot naming it): where the round store reads
/// a round's numbered set from. This room does not import Equipment's.
func layDownNumberedSetup(_ numbers: [Int], in database: Database) async throws
  -> BowSetupSummary
{
  let summary = BowSetupSummary(id: BowSetupID(), name: "Numbered", bowStyle: .recurve)
  let item = UUID().uuidString.lowercased()
  let list = numbers.map(String.init).joined(separator: ",")
  try await database.write { db in
    _ = try db.run(
      "INSERT INTO equipment_items (id, kind, name, details) VALUES (?, 'arrow', 'Set', ?)", item,
      #"{"arrow":{"_0":{"count":\#(numbers.count),"numbers":[\#(list)]}}}"#)
    _ = try db.run(
      "INSERT INTO bow_setups (id, name, bow_style) VALUES (?, ?, 'recurve')",
      summary.id.description, summary.name)
    _ = try db.run(
      "INSERT INTO bow_setup_versions (setup_id, version, snapshot, created_at) VALUES (?, 1, ?, 0)",
      summary.id.description, #"{"parts":[{"item":"\#(item)","kind":"arrow"}]}"#)
  }
  return summary
}
