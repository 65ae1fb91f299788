/// What a command that wrote or read a whole file did, as its `--json` prints it: the file, and
/// what it held (rows and tables for a backup or restore; rounds and arrows for an export; the
/// plotted arrows or rounds for a plot). What does not apply is left out.
struct FileJSON: Encodable {
  /// The file written (`--out`) or read.
  var file: String
  /// `csv` or `json`, for an export.
  var format: String? = nil
  /// The rows and tables a backup wrote or a restore stored.
  var rows: Int? = nil
  var tables: Int? = nil
  /// The rounds and arrows an export wrote or a plot drew.
  var rounds: Int? = nil
  var arrows: Int? = nil
  /// The round a plot drew.
  var round: String? = nil
  /// Rows written as they are although the app reads them as damaged (a backup exits 1).
  var damaged: [String]? = nil
}
