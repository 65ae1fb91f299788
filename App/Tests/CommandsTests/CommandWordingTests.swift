import Commands
import Foundation
import Testing

/// The words a stranger reads: articles, plurals and the concept's own name.
@Suite("Wording of the command line", .timeLimit(.minutes(1)))
struct CommandWordingTests {
  @Test func anIDOfAKindStartingWithAVowelTakesAn() async {
    let (status, out) = await quiver("equipment", "show", "zz")
    #expect(status == 64)
    #expect(out.stderr.contains("'zz' is not an equipment item ID"), "stderr: \(out.stderr)")
    #expect(IDKind.setup.withArticle == "a bow setup")
    #expect(IDKind.archer.withArticle == "an archer")
  }
}
