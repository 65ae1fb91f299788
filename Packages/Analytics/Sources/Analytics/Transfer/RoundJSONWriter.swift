import CoreInterfaces
import Foundation

/// Writes one round of the JSON export by hand: byte for byte what ``ExportWriter/encoder()``
/// (pretty printed, keys sorted, ``ExportDates``) writes of `PhaseNamedRounds.Named`, indented
/// to its place in the file, without `JSONEncoder`'s cost per arrow (most of an export's time).
/// Each distinct definition is still encoded by `JSONEncoder`, once. `RoundJSONWriterTests`
/// checks it against the encoder, hostile text and extreme numbers included; a field added to
/// `RoundRecord` or `PlottedArrow` must be added here in its sorted place.
struct RoundJSONWriter: Sendable {
  /// Each definition's JSON as the encoder writes it, indented for a round's `definition`.
  private let definitions = Locked<[RoundDefinition: [UInt8]]>([:])

  /// A writer with no definitions encoded yet.
  init() {}

  /// `record` after `bytes`, as an object whose lines sit `depth` levels (two spaces each) deep.
  func append(_ record: RoundRecord, depth: Int, to bytes: [UInt8]) throws -> [UInt8] {
    var json = PrettyJSON(after: bytes, depth: depth)
    json.openObject()
    json.key("arrows")
    json.openList()
    for arrow in record.arrows {
      json.element()
      try append(arrow, to: &json)
    }
    json.closeList()
    if let setup = record.bowSetup {
      json.key("bowSetup")
      json.string(setup.description)
    }
    if let name = record.bowSetupName {
      json.key("bowSetupName")
      json.string(name)
    }
    if let version = record.bowSetupVersion {
      json.key("bowSetupVersion")
      json.int(version)
    }
    if let style = record.bowStyle {
      json.key("bowStyle")
      json.string(style.rawValue)
    }
    json.key("definition")
    json.raw(try definition(record.definition, depth: depth + 1))
    json.key("id")
    json.string(record.id.description)
    if let total = record.recordedTotal {
      json.key("recordedTotal")
      json.int(total)
    }
    json.key("startedAt")
    json.string(ExportDates.text(record.startedAt))
    json.key("status")
    json.string(record.progress.phase.jsonName)
    json.closeObject()
    return json.bytes
  }

  private func append(_ arrow: PlottedArrow, to json: inout PrettyJSON) throws {
    json.openObject()
    json.key("arrowIndex")
    json.int(arrow.arrowIndex)
    if let number = arrow.arrowNumber {
      json.key("arrowNumber")
      json.int(number)
    }
    if let points = arrow.damagedPoints {
      json.key("damagedPoints")
      json.int(points)
    }
    json.key("endNumber")
    json.int(arrow.endNumber)
    json.key("value")
    json.openObject()
    json.key("isMiss")
    json.bool(arrow.value.isMiss)
    json.key("isX")
    json.bool(arrow.value.isX)
    json.key("points")
    json.int(arrow.value.points)
    json.closeObject()
    if let x = arrow.x {
      json.key("x")
      try json.double(x)
    }
    if let y = arrow.y {
      json.key("y")
      try json.double(y)
    }
    json.closeObject()
  }

  /// `definition` as the encoder writes it, its lines `depth` levels deep: encoded once.
  private func definition(_ definition: RoundDefinition, depth: Int) throws -> [UInt8] {
    if let known = definitions.withLock({ $0[definition] }) { return known }
    let encoded = try ExportWriter.encoder().encode(definition)
    let indent = Array(repeating: UInt8(ascii: " "), count: depth * 2)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(encoded.count + encoded.count / 4)
    for byte in encoded {
      bytes.append(byte)
      if byte == 0x0A { bytes += indent }
    }
    definitions.withLock { $0[definition] = bytes }
    return bytes
  }
}
