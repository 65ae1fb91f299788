/// Where an export or import is: the states a progress line or a screen shows.
public enum TransferState: Sendable, Equatable, CustomStringConvertible {
  /// Reading the rounds (export) or reading and checking the file (import).
  case preparing
  /// `done` of `total` arrows written (an export).
  case writing(done: Int, total: Int)
  /// The file's first pass (its shape, before any round is stored): `rounds` counted so far.
  case checking(rounds: Int)
  /// `read` of a file's `total` rounds read and checked, `written` of them staged (an import:
  /// a round already stored is read, not written; nothing is stored until the last commits).
  case importing(read: Int, total: Int, written: Int)
  /// Finished, with a sentence saying what was done.
  case done(String)
  /// Stopped, with why; nothing was half-imported.
  case failed(String)

  /// Whether a count moving from `before` to `done` of `total` is worth showing: it crosses a
  /// hundredth of the total, or reaches it (a long transfer says about a hundred lines).
  public static func shows(_ done: Int, after before: Int, of total: Int) -> Bool {
    let step = max(total / 100, 1)
    return done >= total || done / step != before / step
  }

  /// Whether the operation has ended.
  public var isFinished: Bool {
    switch self {
    case .done, .failed: true
    case .preparing, .checking, .writing, .importing: false
    }
  }

  /// One line for a progress display.
  public var description: String {
    switch self {
    case .preparing: "preparing…"
    case .writing(let done, let total): "writing \(done) of \(total)"
    case .checking(let rounds): "checking the file: \(rounds) round\(rounds == 1 ? "" : "s") so far"
    case .importing(let read, let total, let written):
      "read \(read) of \(total) round\(total == 1 ? "" : "s"); staged \(written)"
    case .done(let summary): summary
    case .failed(let why): "failed: \(why)"
    }
  }
}
