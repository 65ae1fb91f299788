extension GroupAnalysis {
  /// The group of every plotted arrow of `records`, each position as a share of its own face's
  /// radius (1 = the face's edge), so rounds shot on different faces make one group; `nil` when
  /// none was plotted. Arrow numbers group across rounds: a shaft that flies apart all season
  /// shows here when one round is too few arrows to tell.
  public init?(acrossFaces records: [RoundRecord]) {
    self.init(records.flatMap(\.arrowsRelativeToFace))
  }
}
