import CommandKit

/// `archers remove` without `--yes`: removing an archer deletes their rounds and gear, so it is
/// never done by a command that did not say so.
struct ArcherRemovalNeedsYes: Error, CustomStringConvertible {
  let name: String
  var description: String {
    "Removing \(name) deletes every round and piece of gear they own; nothing was removed. "
      + "Export first ('quiver export --format json --out FILE'), then add --yes."
  }
}
