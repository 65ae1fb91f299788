extension String {
  /// The string padded with spaces to at least `width` characters.
  public func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
