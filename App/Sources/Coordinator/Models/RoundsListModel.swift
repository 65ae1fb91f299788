public import CoreInterfaces
public import Observation
public import Scoring

/// The archer's rounds, newest first, a page at a time: the screen follows one observed query
/// (`RoundClient/observeList`) of the rows it shows, so a round scored on another screen or by
/// the CLI shows without a key, and a long history costs no more than a short one.
@MainActor
@Observable
public final class RoundsListModel {
  /// The page shown, as the store handed it.
  public let shown: Observed<Paged<RoundListing>>
  /// The page asked for.
  public private(set) var page: ListPage
  /// The rounds of the page, loading, or why they could not be read.
  public var rounds: LoadState<[RoundListing], UserFacingError> { shown.state.map(\.rows.items) }
  /// Why the last choice was refused, else why the list could not be read again.
  public var error: UserFacingError? { refusal ?? shown.error }
  /// The rounds of the page the store holds but could not read, named rather than left out.
  public var damaged: [StoreDamage] { shown.value?.rows.damaged ?? [] }
  /// Rounds in the whole list, once read.
  public var total: Int { shown.value?.total ?? 0 }

  @ObservationIgnored private let client: Dependency<RoundClient>
  private var refusal: UserFacingError?

  /// A list of pages of `rows` rows with nothing read; the coordinator starts it.
  public init(rows: Int = 20) {
    // Read when the query starts, in the scope of that moment, as any `@Dependency` is.
    let client = Dependency(\.rounds)
    let first = ListPage(limit: rows)
    self.client = client
    page = first
    shown = Observed { client.wrappedValue.observeList(first) }
  }

  /// Follows the page from now on.
  public func start() { shown.start() }

  /// Follows the page if it is not followed yet, and returns once it is read.
  public func load() async {
    await shown.load()
  }

  /// The next page; `false`, with ``error`` saying so, on the last one.
  @discardableResult
  public func nextPage() -> Bool {
    guard shown.value?.hasNext == true else {
      refusal = UserFacingError(NoSuchChoice("This is the last page of rounds."))
      return false
    }
    show(page.next)
    return true
  }

  /// The page before; `false`, with ``error`` saying so, on the first one.
  @discardableResult
  public func previousPage() -> Bool {
    guard page.offset > 0 else {
      refusal = UserFacingError(NoSuchChoice("This is the first page of rounds."))
      return false
    }
    show(page.previous)
    return true
  }

  /// Returns once the page asked for last is read.
  public func arrived() async { await shown.arrived() }

  /// The round numbered `position` in the whole list (from 1), if it is on this page; else `nil`
  /// with ``error`` naming the numbers shown.
  public func round(at position: Int) -> RoundListing? {
    let listed = rounds.value ?? []
    let index = position - 1 - page.offset
    guard position >= 1, listed.indices.contains(index) else {
      let range = listed.isEmpty ? "" : " from \(page.offset + 1) to \(page.offset + listed.count)"
      refusal = UserFacingError(
        NoSuchChoice("No round \(position): type a number\(range)."))
      return nil
    }
    refusal = nil
    return listed[index]
  }

  private func show(_ next: ListPage) {
    refusal = nil
    page = next
    let client = client
    shown.follow { client.wrappedValue.observeList(next) }
  }
}
