import Foundation

/// A store's device identity: the name of its folder in the sync folder. The host's name (so a
/// person can tell the folders apart) and twelve random hex digits (so two stores never share
/// one by chance): `range-laptop-3f9a1c2b7d4e`.
enum SyncIdentity {
  /// A new identity for this host.
  static func make() -> String {
    let host = ProcessInfo.processInfo.hostName.lowercased().unicodeScalars
      .map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-" }
    let name = String(String(host).split(separator: "-").joined(separator: "-").prefix(24))
    let random = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(12)
    return (name.isEmpty ? "device" : name) + "-" + random
  }

  /// Whether `name` is one ``make()`` could have made: lower-case letters, digits and dashes,
  /// ending in a dash and twelve hex digits.
  static func isValid(_ name: String) -> Bool {
    guard name.count <= 64, let dash = name.lastIndex(of: "-") else { return false }
    let random = name[name.index(after: dash)...]
    return random.count == 12 && random.allSatisfy(\.isHexDigit)
      && name.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
  }
}
