import Foundation

/// How many iterations a long property or fuzz test runs. Under a sanitizer (`make tsan` sets
/// `QUIVER_SANITIZER`) every step costs several times as much and the long tests would starve
/// the suites running beside them on two cores, so they run fewer: ThreadSanitizer's job there is
/// to watch the threads, not to cover the input space, which `make test` does in full.
public enum TestScale {
  /// `full`, or `underSanitizer` when the suite runs under a sanitizer.
  public static func iterations(_ full: Int, underSanitizer reduced: Int) -> Int {
    ProcessInfo.processInfo.environment["QUIVER_SANITIZER"] == nil ? full : reduced
  }
}
