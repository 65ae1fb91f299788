import Analytics
import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import Navigation
import Scoring
import Testing

/// A store that cannot answer now, as SQLite says when another writer holds it.
private struct StoreBusy: Error, CustomStringConvertible {
  var description: String { "the database is busy" }
}

/// The app-only screens' models (Coordinator/Models), each over the endpoints it uses.
@MainActor
@Suite("App screens' models", .dependencies(), .timeLimit(.minutes(1)))
struct AppScreenModelTests {
  @Test func newRoundChoosesByNumberOrCodenameAndRefusesAnythingElse() {
    let model = NewRoundModel()
    #expect(model.round("1")?.id == RoundCatalogue.all[0].id)
    #expect(model.round("WA18")?.id == "wa18")
    #expect(model.error == nil)
    for refused in ["0", "-9223372036854775808", "\(RoundCatalogue.all.count + 1)", "zz"] {
      #expect(model.round(refused) == nil)
      #expect(model.error?.message.hasPrefix("No round '\(refused)'") == true)
    }
  }

  @Test func roundsListReadsRoundsAndRefusesAPositionPastTheEnd() async throws {
    let rounds = RoundClient.inMemory()
    let started = try await rounds.start(try #require(RoundCatalogue.round("wa18")), nil)
    await withDependencies {
      $0.rounds.observeList = rounds.observeList
    } operation: {
      let model = RoundsListModel()
      await model.load()
      #expect(model.rounds.value?.map(\.id) == [started.id])
      #expect(model.round(at: 1)?.id == started.id)
      #expect(model.round(at: 2) == nil)
      #expect(model.error?.message == "No round 2: type a number from 1 to 1.")
      #expect(model.round(at: 0) == nil)
    }
  }

  /// A page of `listings` as a one-shot query hands it.
  static func page(_ listings: [RoundListing], damaged: [StoreDamage] = [])
    -> @Sendable (ListPage) -> Flow<Paged<RoundListing>>
  {
    { page in
      .once { Paged(page: page, rows: Listed(listings, damaged: damaged), total: listings.count) }
    }
  }

  @Test func roundsListSaysWhyItCouldNotReadAndKeepsAListAlreadyShown() async throws {
    let answers = Locked<[Result<[RoundListing], any Error>]>([.success([]), .failure(StoreBusy())])
    await withDependencies {
      $0.rounds.observeList = { page in
        .once {
          Paged(page: page, rows: Listed(try answers.withLock { $0.removeFirst() }.get()), total: 0)
        }
      }
    } operation: {
      let model = RoundsListModel()
      await model.load()
      #expect(model.rounds.value == [])
      await model.load()
      #expect(model.rounds.value == [], "the list shown stays")
      #expect(model.error?.message == "the database is busy")
    }
    await withDependencies {
      $0.rounds.observeList = { _ in .once { throw StoreBusy() } }
    } operation: {
      let model = RoundsListModel()
      await model.load()
      #expect(model.rounds.failure?.message == "the database is busy")
    }
  }

  @Test func roundsListNamesTheRoundsItCouldNotRead() async throws {
    let damage = StoreDamage(row: "round 1234abcd", problem: "its definition is not valid JSON")
    await withDependencies {
      $0.rounds.observeList = Self.page([], damaged: [damage])
    } operation: {
      let model = RoundsListModel()
      await model.load()
      #expect(model.rounds.value == [])
      #expect(model.damaged == [damage], "a damaged round is named, not dropped")
    }
  }

  @Test func roundsListShowsEachPageItsQueryHandsItWithoutReadingAgain() async throws {
    let (flow, send) = Flow<Paged<RoundListing>>.manual()
    let asked = Locked<[ListPage]>([])
    try await withDependencies {
      $0.rounds.observeList = { page in
        asked.withLock { $0.append(page) }
        return flow
      }
    } operation: {
      let model = RoundsListModel(rows: 5)
      model.start()
      send.yield(Paged(page: ListPage(limit: 5), rows: Listed([]), total: 0))
      try await eventually { model.rounds.value == [] }
      send.yield(Paged(page: ListPage(limit: 5), rows: Listed([]), total: 3))
      try await eventually { model.total == 3 }
      #expect(asked.withLock { $0 } == [ListPage(limit: 5)], "one query, its values assigned")
    }
  }

  @Test func roundsListPagesThroughAListLongerThanAPage() async throws {
    let rounds = RoundClient.inMemory()
    let wa18 = try #require(RoundCatalogue.round("wa18"))
    var started: [RoundID] = []
    for _ in 0..<7 { started.append(try await rounds.start(wa18, nil).id) }
    try await withDependencies {
      $0.rounds.observeList = rounds.observeList
    } operation: {
      let model = RoundsListModel(rows: 3)
      await model.load()
      #expect(model.rounds.value?.count == 3, "a page, not the whole list")
      #expect(model.total == 7)
      #expect(model.previousPage() == false)
      #expect(model.error?.message == "This is the first page of rounds.")
      let first = try #require(model.round(at: 1))
      #expect(model.nextPage())
      await model.arrived()
      #expect(model.page.offset == 3)
      #expect(model.rounds.value?.count == 3)
      #expect(model.round(at: 1) == nil, "numbers go on across pages")
      #expect(model.error?.message == "No round 1: type a number from 4 to 6.")
      #expect(model.round(at: 4) != nil)
      #expect(model.nextPage())
      await model.arrived()
      #expect(model.rounds.value?.count == 1)
      #expect(model.nextPage() == false)
      #expect(model.error?.message == "This is the last page of rounds.")
      #expect(model.previousPage())
      #expect(model.previousPage())
      await model.arrived()
      #expect(model.round(at: 1)?.id == first.id)
      #expect(Set(started).contains(first.id))
    }
  }

  @Test func bowSetupsListReadsSetupsAndRefusesAPositionPastTheEnd() async throws {
    await withDependencies {
      $0.equipment.observeBowSetups = { .once { Listed(EquipmentSamples.setups) } }
    } operation: {
      let model = BowSetupsListModel()
      await model.load()
      #expect(model.setups.value?.count == EquipmentSamples.setups.count)
      #expect(model.setup(at: 1)?.id == EquipmentSamples.setups[0].id)
      let past = EquipmentSamples.setups.count + 1
      #expect(model.setup(at: past) == nil)
      #expect(
        model.error?.message
          == "No bow setup \(past): type a number from 1 to \(EquipmentSamples.setups.count).")
    }
    await withDependencies {
      $0.equipment.observeBowSetups = { .once { throw StoreBusy() } }
    } operation: {
      let model = BowSetupsListModel()
      await model.load()
      #expect(model.setups.failure?.message == "the database is busy")
    }
  }

  @Test func bowSetupsListNamesASetupItCannotRead() async {
    let damage = StoreDamage(row: "bow setup Old", problem: "unknown bow style 'sling'")
    await withDependencies {
      $0.equipment.observeBowSetups = {
        .once { Listed([EquipmentSamples.setups[0]], damaged: [damage]) }
      }
    } operation: {
      let model = BowSetupsListModel()
      await model.load()
      #expect(model.setups.value?.map(\.id) == [EquipmentSamples.setups[0].id])
      #expect(model.damaged == [damage], "a damaged setup is named, not dropped")
    }
  }

  @Test func homeReadsTheActiveArcherAndSaysWhyWhenItCannot() async throws {
    let ada = try Archer(name: "Ada", bowStyle: .barebow)
    await withDependencies {
      $0.sync = .inMemory()  // Home counts the open sync conflicts
      $0.archers.observeActive = {
        Flow { continuation in
          continuation.yield(ada)
          return .none
        }
      }
    } operation: {
      let model = HomeModel()
      await model.load()
      #expect(model.archer == ada)
      #expect(model.error == nil)
    }
    await withDependencies {
      $0.sync = .inMemory()  // Home counts the open sync conflicts
      $0.archers.observeActive = {
        Flow { continuation in
          continuation.finish(throwing: StoreBusy())
          return .none
        }
      }
    } operation: {
      let model = HomeModel()
      await model.load()
      #expect(model.archer == nil)
      #expect(model.error?.message == "the database is busy")
    }
  }
}
