import Testing

@testable import NavSpecModel

/// `BuiltInInvariantSet` behaves as `Set<BuiltInInvariant>` did, and lists its members in
/// `BuiltInInvariant.allCases` order.
@Suite struct BuiltInInvariantSetTests {
  @Test func itAgreesWithASetOnEveryOperation() {
    let cases = BuiltInInvariant.allCases
    // Every pair of subsets of the first five cases, and the whole set.
    let subsets: [[BuiltInInvariant]] =
      (0..<32).map { bits in
        cases.prefix(5).enumerated().filter { bits >> $0.offset & 1 == 1 }.map(\.element)
      }
      + [cases]
    for one in subsets {
      for other in subsets {
        let (a, b) = (BuiltInInvariantSet(one), BuiltInInvariantSet(other))
        let (x, y) = (Set(one), Set(other))
        #expect(Set(a.union(b)) == x.union(y))
        #expect(Set(a.intersection(b)) == x.intersection(y))
        #expect(Set(a.subtracting(b)) == x.subtracting(y))
        #expect(Set(a.symmetricDifference(b)) == x.symmetricDifference(y))
        #expect(a.isSubset(of: b) == x.isSubset(of: y))
        #expect(a.isDisjoint(with: b) == x.isDisjoint(with: y))
        #expect((a == b) == (x == y))
      }
      let set = BuiltInInvariantSet(one)
      #expect(set.count == one.count)
      #expect(set.isEmpty == one.isEmpty)
      for invariant in cases { #expect(set.contains(invariant) == one.contains(invariant)) }
    }
  }

  @Test func insertingAndRemovingReportWhatChanged() {
    var set: BuiltInInvariantSet = [.finiteValues]
    #expect(set.insert(.oneSelection).inserted)
    #expect(!set.insert(.oneSelection).inserted)
    #expect(set.remove(.finiteValues) == .finiteValues)
    #expect(set.remove(.finiteValues) == nil)
    #expect(set.update(with: .animationsSettle) == nil)
    #expect(set.update(with: .animationsSettle) == .animationsSettle)
    #expect(set == [.oneSelection, .animationsSettle])
  }

  @Test func itListsItsMembersInDeclarationOrder() {
    let set: BuiltInInvariantSet = [.animationsSettle, .oneSelection, .indicatorInsideBar]
    #expect(Array(set) == [.oneSelection, .indicatorInsideBar, .animationsSettle])
    #expect(set.description == "[one-selection, indicator-inside-bar, animations-settle]")
    #expect(Array(BuiltInInvariantSet.all) == BuiltInInvariant.allCases)
  }
}
