import Foundation

/// Checks `condition` every `interval` seconds until it holds or `seconds` have passed; whether it
/// held. The subprocess tests' one bounded wait, so none of them can hang.
func poll(for seconds: Double, every interval: Double = 0.01, until condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while !condition() {
    guard Date() < deadline else { return false }
    Thread.sleep(forTimeInterval: interval)
  }
  return true
}
