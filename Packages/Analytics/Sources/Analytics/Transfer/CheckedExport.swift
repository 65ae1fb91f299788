import CoreInterfaces
import Foundation

/// An export decoded in the order a person would check it: is it Quiver's, is it a version this
/// build reads, then each round, so a refusal inside a round names that round.
struct CheckedExport: Decodable {
  /// The file, once every part decoded.
  let file: ExportFile

  private enum Keys: String, CodingKey {
    case format, version, archer, rounds
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    let format = try? container.decodeIfPresent(String.self, forKey: .format)
    guard let format, format == "quiver-rounds" else {
      let found = format.map { "format '\(ImportText.shortened($0))'" } ?? "no format"
      throw AnalyticsError.invalidImport(
        path: ExportReader.wholeFile,
        problem: "it has \(found) where a Quiver export has \"format\": \"quiver-rounds\"")
    }
    let version = try container.decode(Int.self, forKey: .version)
    guard (1...2).contains(version) else {
      throw AnalyticsError.invalidImport(
        path: "version", problem: "version \(version) is newer than this Quiver reads (2)")
    }
    let archer: ExportedArcher?
    do {
      archer = try container.decodeIfPresent(ExportedArcher.self, forKey: .archer)
    } catch let error as DecodingError {
      throw error
    } catch {
      throw AnalyticsError.invalidImport(path: "archer", problem: ImportText.oneLine(error))
    }
    var list = try container.nestedUnkeyedContainer(forKey: .rounds)
    var rounds: [RoundRecord] = []
    while !list.isAtEnd {
      let index = list.currentIndex
      do {
        rounds.append(try list.decode(RoundRecord.self))
      } catch let error as DecodingError {
        throw error
      } catch {
        // A domain type's own check (a length out of range): Quiver's words, at this round.
        throw AnalyticsError.invalidImport(
          path: "rounds[\(index)]", problem: ImportText.oneLine(error))
      }
    }
    file = ExportFile(rounds: rounds, archer: archer)
  }
}
