import Navigation

/// What must be true, kept without any of the code under test: the path, who waits where, and
/// what each caller must receive.
struct NavigationModel {
  struct Entry: Equatable {
    var id: EntryID
    var destination: Screen
  }
  enum Kind: CaseIterable { case int, string, bool }
  struct Waiting {
    var request: Int
    var kind: Kind
  }

  var entries: [Entry] = []
  var waiting: [EntryID: Waiting] = [:]
  /// Entries that have left the current navigator's path (targets for stale results).
  var retired: [EntryID] = []
  /// A result value of one of the three types requests ask for.
  enum Value: Hashable, Sendable {
    case int(Int), string(String), bool(Bool)
  }
  /// Requests resolved by the last step, with what their callers must get.
  var resolved: [(request: Int, value: Value?)] = []

  mutating func truncate(keepingFirst count: Int) {
    let removed = entries[count...].reversed()
    entries.removeLast(entries.count - count)
    for entry in removed {
      retired.append(entry.id)
      resolve(entry.id, with: nil)
    }
  }

  mutating func resolve(_ id: EntryID, with value: Value?) {
    guard let waiter = waiting.removeValue(forKey: id) else { return }
    resolved.append((waiter.request, value))
  }

  func index(of id: EntryID) -> Int? { entries.firstIndex { $0.id == id } }
}
