import Foundation

/// A fresh folder under the system temp folder, removed at the end of the test.
struct TemporaryFolder: ~Copyable {
  let path: String

  init() throws {
    path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "quiver-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
