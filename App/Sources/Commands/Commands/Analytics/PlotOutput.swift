/// Where a plot goes: standard output, or `--out FILE` written whole (``AtomicFile``).
enum PlotOutput {
  static let out = Option(
    "out", ValueType.text("FILE", completion: .file),
    "write the SVG to FILE (whole, then moved into place) instead of standard output")

  static func write(_ svg: String, example: String, _ context: CommandContext) async throws {
    guard let out = try context.arguments[Self.out] else { return context.output.write(svg) }
    try await AtomicFile.write(to: out, sparing: context.location, example: example) {
      try $0.write(svg)
    }
    context.output.line("Wrote \(out).")
  }
}
