import CommandKit

/// Where a plot goes: standard output, or `--out FILE` written whole (`AtomicFile`); with
/// `--json`, what was written (`--json` needs `--out`).
enum PlotOutput {
  static let out = Option(
    "out", ValueType.text("FILE", completion: .file),
    "write the SVG to FILE (whole, then moved into place) instead of standard output")

  /// Refuses `--json` without `--out` before the plot is drawn.
  static func check(_ context: CommandContext) throws {
    try context.checkJSONHasFile(try context.arguments[Self.out])
  }

  /// Writes `svg`; `written` is what `--json` says about it (its file is set to `--out`'s).
  static func write(
    _ svg: String, example: String, _ context: CommandContext, written: FileJSON
  ) async throws {
    guard let out = try context.arguments[Self.out] else { return context.output.write(svg) }
    try await AtomicFile.write(
      to: out, sparing: context.location, as: .orStandardOutput(example)
    ) {
      try $0.write(svg)
    }
    guard context.json else { return context.output.line("Wrote \(out).") }
    var written = written
    written.file = out
    try context.output.json(written)
  }
}
