/// What a command that wrote or read a whole file did, as its `--json` prints it: the file, and
/// what it held (rows and tables for a backup or restore; rounds and arrows for an export; the
/// plotted arrows or rounds for a plot). What does not apply is left out.
public struct FileJSON: Encodable {
  /// The file written (`--out`) or read.
  public var file: String
  /// `csv` or `json`, for an export.
  public var format: String? = nil
  /// The rows a backup wrote or a restore stored.
  public var rows: Int? = nil
  /// The tables they were in.
  public var tables: Int? = nil
  /// The rounds an export wrote or a trend plot drew.
  public var rounds: Int? = nil
  /// The arrows an export wrote or a round's plot placed.
  public var arrows: Int? = nil
  /// The round a plot drew.
  public var round: String? = nil
  /// Rows written as they are although the app reads them as damaged (a backup exits 1).
  public var damaged: [String]? = nil

  /// What was written to or read from `file`.
  public init(
    file: String, format: String? = nil, rows: Int? = nil, tables: Int? = nil,
    rounds: Int? = nil, arrows: Int? = nil, round: String? = nil, damaged: [String]? = nil
  ) {
    self.file = file
    self.format = format
    self.rows = rows
    self.tables = tables
    self.rounds = rounds
    self.arrows = arrows
    self.round = round
    self.damaged = damaged
  }
}
