import CoreInterfaces

/// An export's rounds, each written with its `status` as its phase (`RoundProgress`):
/// `endedEarly` for a round finished before its last arrow, the word every list, card and
/// `--json` uses. An import reads `endedEarly` back as the stored `completed` (`RoundStatus`).
@propertyWrapper
public struct PhaseNamedRounds: Codable, Sendable, Equatable {
  /// The rounds.
  public var wrappedValue: [RoundRecord]

  /// The rounds `wrappedValue`.
  public init(wrappedValue: [RoundRecord]) { self.wrappedValue = wrappedValue }

  /// Reads the rounds as written.
  public init(from decoder: any Decoder) throws {
    wrappedValue = try [RoundRecord](from: decoder)
  }

  /// Writes each round whole, its `status` named by its phase.
  public func encode(to encoder: any Encoder) throws {
    var list = encoder.unkeyedContainer()
    for record in wrappedValue { try list.encode(Named(record: record)) }
  }

  /// One round, its status replaced by its phase's name once the record wrote itself.
  struct Named: Encodable {
    let record: RoundRecord
    enum Key: String, CodingKey { case status }

    func encode(to encoder: any Encoder) throws {
      try record.encode(to: encoder)
      var keyed = encoder.container(keyedBy: Key.self)
      try keyed.encode(record.progress.phase.jsonName, forKey: .status)
    }
  }
}
