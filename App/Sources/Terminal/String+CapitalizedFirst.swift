extension String {
  /// The string with its first letter in capitals: `Draw weight`.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
