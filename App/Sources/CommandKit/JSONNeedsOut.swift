extension CommandContext {
  /// `--json` describes the file `--out` wrote; without `--out`, standard output is the file
  /// itself (an export, an SVG), so the two would be mixed: refused before any work.
  public func checkJSONHasFile(_ out: String?) throws(UsageError) {
    guard json, out == nil else { return }
    throw UsageError(
      "--json describes the file --out writes; give --out FILE (without it, standard output is the file itself)"
    )
  }
}
