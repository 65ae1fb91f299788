import CoreInterfaces
import Testing

/// A model that declares its dependencies as stored properties, as feature models do.
private struct Model: Sendable {
  @Dependency(\.number) var number
  @Dependency(CounterKey.self) var counter
  @Dependency(UnregisteredKey.self) var word
}

@Suite("Dependencies captured when a model is made")
struct DependencyCaptureTests {
  @Test func aModelMadeInAScopeKeepsItsOverridesWhenCalledLater() async {
    let model = withDependencies {
      $0.number = 42
    } operation: {
      Model()
    }
    #expect(model.number == 42, "read after the scope ended")
    #expect(await Task.detached { model.number }.value == 42, "and from a detached task")
    #expect(Model().number == 0, "a model made outside sees no override")
  }

  @Test func aScopeActiveAtTheReadWinsForWhatItSets() {
    let model = withDependencies {
      $0.number = 42
      $0[UnregisteredKey.self] = "captured"
    } operation: {
      Model()
    }
    withDependencies {
      $0.number = 7
    } operation: {
      #expect(model.number == 7, "the read's override wins")
      #expect(model.word == "captured", "a key the read's scope does not set stays captured")
    }
  }

  @Test func aContextSetAtTheReadWinsOverTheCapturedOne() {
    let registry = DependencyRegistry { $0.register(NumberKey.self) { 100 } }
    let model = withDependencies {
      $0.context = .live(registry)
    } operation: {
      Model()
    }
    #expect(model.number == 100, "the captured live context")
    withDependencies {
      $0.context = .preview
    } operation: {
      #expect(model.number == 1, "the read's preview context")
    }
  }

  @Test func aCapturedScopeKeepsItsOwnCachedValues() {
    let (model, inScope) = withDependencies {
      $0.context = .preview
    } operation: {
      (Model(), DependencyValues.values[CounterKey.self])
    }
    #expect(model.counter === inScope, "the preview store the scope made, not a new one")
  }

  @Test func aModelMadeInANestedScopeKeepsItsOverrideInTheOuterOne() {
    withDependencies {
      $0.number = 1
    } operation: {
      let model = withDependencies {
        $0.number = 2
      } operation: {
        Model()
      }
      #expect(model.number == 2, "the outer scope set the key too, before the model's scope")
    }
  }

  @Test func aSiblingScopeWinsOnlyForWhatItChanged() {
    withDependencies {
      $0.number = 1
      $0[UnregisteredKey.self] = "outer"
    } operation: {
      let model = withDependencies {
        $0.number = 2
      } operation: {
        Model()
      }
      withDependencies {
        $0[UnregisteredKey.self] = "sibling"
      } operation: {
        #expect(model.number == 2, "the sibling inherited 1, it did not set it")
        #expect(model.word == "sibling", "the sibling set this one")
      }
    }
  }
}
