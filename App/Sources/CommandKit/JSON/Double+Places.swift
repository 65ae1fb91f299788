extension Double {
  /// The number rounded to `places` decimals, so JSON shows `23` rather than `22.999999999`.
  public func rounded(toPlaces places: Int) -> Double {
    let scale = (0..<places).reduce(1.0) { value, _ in value * 10 }
    return (self * scale).rounded() / scale
  }
}
