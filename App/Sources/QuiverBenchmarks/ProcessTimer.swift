import Foundation

/// Times one command as processes and prints it: `<name>_ms_<store>=` the median wall time of up
/// to `runs` runs (fewer once a figure has taken `budget` seconds, so a slow bulk path runs once),
/// and with `peak`, `<name>_peak_mb_<store>=` the largest peak resident memory of those runs.
/// A run past the time limit prints `timeout>LIMIT` and is not repeated; a failing run prints
/// `failed(status N)`, so an error is never timed as if it were the work.
struct ProcessTimer {
  let setup: LifetimeSetup
  /// The store's label, the figures' suffix (`10k`).
  let store: String
  /// Seconds after which a figure stops repeating.
  var budget = 20.0

  /// Where a run's standard error goes, so a failure can say why.
  static let errors = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-bench-stderr-\(getpid())")

  /// The outcome: the median milliseconds when every run succeeded.
  enum Outcome {
    case milliseconds(Double)
    case timedOut
    case failed(Int32)

    /// The milliseconds, when there are some.
    var value: Double? {
      if case .milliseconds(let value) = self { return value }
      return nil
    }
  }

  /// Times `executable arguments` (the release `quiver` when not given); `before` runs untimed
  /// before each run (a fresh target file, a new round) and may return arguments to append.
  @discardableResult
  func time(
    _ name: String, _ arguments: [String], executable: String? = nil, input: String? = nil,
    output: String? = nil, peak: Bool = false, runs: Int? = nil,
    before: (Int) throws -> [String] = { _ in [] }
  ) throws -> Outcome {
    var samples: [Double] = []
    var largest = 0.0
    var spent = 0.0
    var outcome: Outcome?
    for index in 0..<(runs ?? setup.runs) {
      let extra = try before(index)
      let run = try ChildProcess.run(
        executable ?? setup.quiver, arguments + extra, input: input, output: output,
        errors: Self.errors, timeout: setup.timeout)
      largest = max(largest, run.peakMegabytes)
      if run.timedOut {
        outcome = .timedOut
        break
      }
      guard run.status == 0 else {
        let said = (try? String(contentsOfFile: Self.errors, encoding: .utf8)) ?? ""
        logLine("lifetime: \(name) on \(store) failed: \(said.split(separator: "\n").last ?? "")")
        outcome = .failed(run.status)
        break
      }
      samples.append(run.milliseconds)
      spent += run.milliseconds / 1_000
      if spent > budget { break }
    }
    let result = outcome ?? .milliseconds(samples.sorted()[samples.count / 2])
    let figure = "\(name)_ms_\(store)"
    switch result {
    case .milliseconds(let value): report(figure, value)
    case .timedOut: print("\(figure)=timeout>\(Int(setup.timeout * 1_000))")
    case .failed(let status): print("\(figure)=failed(status \(status))")
    }
    if peak { report("\(name)_peak_mb_\(store)", largest) }
    return result
  }

  /// Prints `<name>_x_<store>=` how many times `reference` the figure took, when both were timed.
  func ratio(_ name: String, _ figure: Outcome, _ reference: Outcome) {
    guard let value = figure.value, let base = reference.value, base > 0 else { return }
    report("\(name)_x_\(store)", value / base, decimals: 2)
  }
}
