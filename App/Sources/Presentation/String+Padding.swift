extension String {
  /// The string padded with spaces to at least `width` terminal cells (``displayWidth``).
  public func padding(to width: Int) -> String {
    let cells = displayWidth
    return cells >= width ? self : self + String(repeating: " ", count: width - cells)
  }
}
