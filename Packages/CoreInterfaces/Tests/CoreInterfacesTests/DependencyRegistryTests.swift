import CoreInterfaces
import Testing

@Suite("Live registry")
struct DependencyRegistryTests {
  @Test func liveContextReadsRegisteredFactoryLazilyAndOnce() async throws {
    let made = Locked(0)
    let registry = DependencyRegistry { live in
      live.register(GreetingClientKey.self) {
        made.withLock { $0 += 1 }
        return GreetingClient(greet: { "Hello, \($0)" }, count: { 1 })
      }
    }
    #expect(made.withLock { $0 } == 0, "factories run on first read, not at registration")
    try await withDependencies {
      $0.context = .live(registry)
    } operation: {
      @Dependency(\.greeting) var greeting
      let greeted = try await greeting.greet("Ana")
      #expect(greeted == "Hello, Ana")
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<50 { group.addTask { _ = DependencyValues.values.greeting.count() } }
      }
    }
    #expect(made.withLock { $0 } == 1, "at most once per registry, even under concurrent reads")
  }

  @Test func eachRegistryMakesItsOwnValue() {
    let made = Locked(0)
    let build: (inout DependencyRegistry.Builder) -> Void = { live in
      live.register(NumberKey.self) {
        made.withLock {
          $0 += 1; return $0
        }
      }
    }
    let first = DependencyRegistry(build)
    let second = DependencyRegistry(build)
    let a = withDependencies {
      $0.context = .live(first)
    } operation: {
      DependencyValues.values.number
    }
    let b = withDependencies {
      $0.context = .live(second)
    } operation: {
      DependencyValues.values.number
    }
    #expect(Set([a, b]) == [1, 2])
  }

  @Test func overrideWinsOverLiveValue() {
    let registry = DependencyRegistry { $0.register(NumberKey.self) { 100 } }
    let value = withDependencies {
      $0.context = .live(registry)
      $0.number = 3
    } operation: {
      DependencyValues.values.number
    }
    #expect(value == 3)
  }

  @Test func missingLiveValueIsReportedNamingTheKeyAndWhereToRegister() async {
    let registry = DependencyRegistry { $0.register(NumberKey.self) { 100 } }
    let (value, issues) = await collectingIssues {
      withDependencies {
        $0.context = .live(registry)
      } operation: {
        DependencyValues.values[UnregisteredKey.self]
      }
    }
    #expect(value == "test", "falls back to the test value, which fails loudly on use")
    let issue = issues.first
    #expect(issues.count == 1)
    #expect(issue?.severity == .failure)
    #expect(issue?.message.contains("UnregisteredKey has no live value") == true)
    #expect(issue?.message.contains("composition root") == true)
  }

  @Test func missingKeysListsUnregisteredKeysBeforeAnyRead() {
    let registry = DependencyRegistry { $0.register(NumberKey.self) { 1 } }
    #expect(registry.missingKeys([NumberKey.self, UnregisteredKey.self]) == ["UnregisteredKey"])
    #expect(registry.isRegistered(NumberKey.self))
    #expect(!registry.isRegistered(GreetingClientKey.self))
    #expect(registry.registeredKeys == ["NumberKey"])
  }

  @Test func aValueRegisteredMadeIsReadAsIsAndALaterRegistrationWins() {
    let greeting = GreetingClient(greet: { "Made, \($0)" }, count: { 3 })
    let registry = DependencyRegistry { live in
      live.register(GreetingClientKey.self) { GreetingClient(greet: { $0 }, count: { 1 }) }
      live.register(GreetingClientKey.self, value: greeting)
      live.register(NumberKey.self, value: 42)
    }
    let (count, number) = withDependencies {
      $0.context = .live(registry)
    } operation: {
      @Dependency(\.greeting) var greeting
      @Dependency(\.number) var number
      return (greeting.count(), number)
    }
    #expect(count == 3)
    #expect(number == 42)
    #expect(
      registry.missingKeys([GreetingClientKey.self, NumberKey.self, UnregisteredKey.self]) == [
        "UnregisteredKey"
      ])
  }
}
