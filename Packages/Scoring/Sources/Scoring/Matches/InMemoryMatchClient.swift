import CoreInterfaces
import Foundation

extension MatchClient {
  /// Matches kept in memory with the live store's rules: each set or shoot-off is checked by the
  /// rulebook against the match as it stands and changes it whole or not at all.
  public static func inMemory(_ seeded: [MatchSheet] = []) -> MatchClient {
    let state = Locked(Dictionary(seeded.map { ($0.id, $0) }, uniquingKeysWith: { $1 }))
    let changes = MutableStateFlow(0)  // counts the writes, for observers
    @Sendable func stored(_ id: MatchID) throws -> MatchSheet {
      guard let sheet = state.withLock({ $0[id] }) else {
        throw MatchEntryError.notFound(id.description)
      }
      return sheet
    }
    @Sendable func change(_ id: MatchID, _ body: (inout Match) throws -> Void) throws
      -> MatchSheet
    {
      let sheet = try state.withLock { state in
        guard var sheet = state[id] else { throw MatchEntryError.notFound(id.description) }
        try body(&sheet.match)
        state[id] = sheet
        return sheet
      }
      changes.update { $0 += 1 }
      return sheet
    }
    return MatchClient(
      start: { sheet in
        state.withLock { $0[sheet.id] = sheet }
        changes.update { $0 += 1 }
        return sheet
      },
      match: { try stored($0) },
      list: {
        Listed(
          state.withLock {
            $0.values.sorted { ($0.created, $0.id.description) > ($1.created, $1.id.description) }
          })
      },
      shoot: { id, a, b, number in try change(id) { try $0.shoot(a: a, b: b, asSet: number) } },
      shootOff: { id, a, b in try change(id) { try $0.shootOff(a: a, b: b) } },
      observeMatch: { id in
        Flow { continuation in
          let task = Task {
            do {
              for await _ in changes.values { continuation.yield(try stored(id)) }
              continuation.finish()
            } catch {
              continuation.finish(throwing: error)
            }
          }
          return Cancellable { task.cancel() }
        }
      })
  }
}

extension MatchSheet {
  /// A sample for previews: Ana against Ben, individual sets, one set shot; made once, so its ID
  /// is the same wherever it is read.
  public static let samples: [MatchSheet] = {
    guard let match = try? Match.replay(.sets, sets: [(a: "X 10 9", b: "9 9 8")]),
      let ana = try? MatchEntrant(name: "Ana"), let ben = try? MatchEntrant(name: "Ben"),
      let sheet = try? MatchSheet(sideA: [ana], sideB: [ben], match: match)
    else { return [] }
    return [sheet]
  }()
}
