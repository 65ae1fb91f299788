import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

@Suite("Dependency scopes")
struct DependencyScopeTests {
  @Dependency(\.number) var number
  @Dependency(NumberKey.self) var numberByKey

  @Test func defaultContextIsTestAndReadsTestValue() {
    #expect(number == 0)
    #expect(numberByKey == 0)
  }

  @Test func previewContextReadsPreviewValue() {
    withDependencies {
      $0.context = .preview
    } operation: {
      #expect(number == 1)
    }
  }

  @Test func overrideIsVisibleInsideAndGoneAfter() {
    withDependencies {
      $0.number = 42
    } operation: {
      #expect(number == 42)
      #expect(DependencyValues.values.isOverridden(NumberKey.self))
    }
    #expect(number == 0)
  }

  @Test func nestedScopesLayerAndUnwind() {
    withDependencies {
      $0.number = 1
    } operation: {
      withDependencies {
        $0.number += 10
      } operation: {
        #expect(number == 11)
      }
      #expect(number == 1)
    }
  }

  @Test func childTasksAndTaskGroupsInheritButDetachedTasksDoNot() async {
    await withDependencies {
      $0.number = 5
    } operation: {
      let child = await Task { DependencyValues.values.number }.value
      let detached = await Task.detached { DependencyValues.values.number }.value
      let grouped = await withTaskGroup(of: Int.self) { group in
        for _ in 0..<4 { group.addTask { DependencyValues.values.number } }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(child == 5)
      #expect(detached == 0)
      #expect(grouped == [5, 5, 5, 5])
    }
  }

  @Test func escapedDependenciesReachAnEscapingCallback() async {
    let escaped = withDependencies {
      $0.number = 9
    } operation: {
      withEscapedDependencies { $0 }
    }
    let callback: @Sendable () -> Int = { escaped.yield { DependencyValues.values.number } }
    let seen = await Task.detached { callback() }.value
    #expect(seen == 9)
    let plain = await Task.detached { DependencyValues.values.number }.value
    #expect(plain == 0)
  }

  /// 200 tests run in parallel, each with its own override; none may see another's.
  @Test(arguments: 0..<200)
  func parallelTestsNeverSeeEachOthersOverrides(id: Int) async throws {
    try await withDependencies {
      $0.number = id
    } operation: {
      for _ in 0..<20 {
        #expect(number == id)
        await Task.yield()
      }
      try await Task.sleep(for: .microseconds(id % 7 * 50))
      #expect(await Task { DependencyValues.values.number }.value == id)
    }
  }

  @Test(.dependencies { $0.number = 77 })
  func traitScopesTheWholeTest() async {
    #expect(number == 77)
    #expect(await Task { DependencyValues.values.number }.value == 77)
  }

  @Test func syncScopeRethrowsAndUnwinds() {
    struct Boom: Error {}
    #expect(throws: Boom.self) {
      try withDependencies {
        $0.number = 3
      } operation: {
        throw Boom()
      }
    }
    #expect(number == 0)
  }
}

/// A preview value with state, like an in-memory store.
final class Counter: Sendable {
  let count = Locked(0)
}

enum CounterKey: DependencyKey {
  static var testValue: Counter { Counter() }
  static var previewValue: Counter { Counter() }
}

@Suite("Scoped value cache")
struct DependencyCacheTests {
  @Test func aScopeThatSetsTheContextSharesOneValuePerKey() {
    let (first, second) = withDependencies {
      $0.context = .preview
    } operation: {
      (DependencyValues.values[CounterKey.self], DependencyValues.values[CounterKey.self])
    }
    #expect(first === second, "what a preview store saved stays visible in its scope")
  }

  @Test func separateScopesNeverShareAValue() async {
    let scope: @Sendable () -> Counter = {
      withDependencies {
        $0.context = .preview
      } operation: {
        DependencyValues.values[CounterKey.self]
      }
    }
    let (a, b) = (scope(), scope())
    #expect(a !== b)
    let parallel = await withTaskGroup(of: Counter.self) { group in
      for _ in 0..<20 { group.addTask { scope() } }
      return await group.reduce(into: []) { $0.append($1) }  // kept alive: no address reuse
    }
    #expect(Set(parallel.map(ObjectIdentifier.init)).count == 20)
  }

  @Test func aNestedScopeThatSetsTheContextAgainGetsItsOwnValues() {
    withDependencies {
      $0.context = .test
    } operation: {
      let outer = DependencyValues.values[CounterKey.self]
      #expect(DependencyValues.values[NumberKey.self] == 0)
      withDependencies {
        $0.context = .preview
      } operation: {
        #expect(
          DependencyValues.values[NumberKey.self] == 1, "preview's value, not the outer test one")
        #expect(DependencyValues.values[CounterKey.self] !== outer, "its own preview store")
      }
    }
  }

  @Test func childTasksShareTheirScopesValue() async {
    await withDependencies {
      $0.context = .test
    } operation: {
      let parent = DependencyValues.values[CounterKey.self]
      let child = await Task { DependencyValues.values[CounterKey.self] }.value
      #expect(parent === child)
    }
  }
}

extension DependencyValues {
  /// A derived property: reads one key but transforms it, so `@Dependency` must apply the key
  /// path rather than read the key directly.
  fileprivate var doubledNumber: Int { self[NumberKey.self] * 2 }
}

@Suite("@Dependency through key paths")
struct DependencyKeyPathTests {
  @Test func aPlainPropertyAndADerivedOneBothReadCorrectly() {
    withDependencies {
      $0.number = 21
    } operation: {
      @Dependency(\.number) var number
      @Dependency(\.doubledNumber) var doubled
      #expect(number == 21)
      #expect(doubled == 42, "a derived property is never short-circuited to its key")
    }
  }

  @Test func aPropertyReadingTwoKeysIsAppliedAsAKeyPath() {
    withDependencies {
      $0.number = 2
    } operation: {
      @Dependency(\.numberPlusWord) var sum
      #expect(sum == 2 + 40)
    }
  }
}

enum WordKey: DependencyKey {
  static let testValue = 40
  static let previewValue = 41
}

extension DependencyValues {
  fileprivate var numberPlusWord: Int { self[NumberKey.self] + self[WordKey.self] }
}
