/// A set of built-in invariants, one bit each: what a session checks, what broke, what a
/// component is asked about. Why not `BuiltInInvariantSet`: `navspec explore` asks these sets
/// after every step and at every deadline inside one (`contains`, `intersection`, `subtracting`),
/// and a `Set` hashes each member and allocates each result (about 2 % of a generated step); a
/// mask of seven bits does neither. It iterates its members in `BuiltInInvariant.allCases`
/// order, so what is listed from it reads the same on every run.
public struct BuiltInInvariantSet: Hashable, Sendable {
  /// Bit `n` is the `n`th of `BuiltInInvariant.allCases`.
  private var mask: UInt32

  public init() { mask = 0 }

  /// Every built-in invariant.
  public static let all = BuiltInInvariantSet(BuiltInInvariant.allCases)

  public var count: Int { mask.nonzeroBitCount }

  private static func bit(_ invariant: BuiltInInvariant) -> UInt32 {
    switch invariant {
    case .oneSelection: 1 << 0
    case .finiteValues: 1 << 1
    case .indicatorInsideBar: 1 << 2
    case .accessibilityMatchesTabs: 1 << 3
    case .oneTouchOwner: 1 << 4
    case .declaredStackItems: 1 << 5
    case .animationsSettle: 1 << 6
    }
  }

  private init(mask: UInt32) { self.mask = mask }
}

extension BuiltInInvariantSet: SetAlgebra {
  public typealias Element = BuiltInInvariant

  public var isEmpty: Bool { mask == 0 }

  public func contains(_ member: BuiltInInvariant) -> Bool { mask & Self.bit(member) != 0 }

  public func union(_ other: Self) -> Self { Self(mask: mask | other.mask) }
  public func intersection(_ other: Self) -> Self { Self(mask: mask & other.mask) }
  public func symmetricDifference(_ other: Self) -> Self { Self(mask: mask ^ other.mask) }
  public func subtracting(_ other: Self) -> Self { Self(mask: mask & ~other.mask) }

  @discardableResult
  public mutating func insert(_ member: BuiltInInvariant) -> (
    inserted: Bool, memberAfterInsert: BuiltInInvariant
  ) {
    let inserted = !contains(member)
    mask |= Self.bit(member)
    return (inserted, member)
  }

  @discardableResult
  public mutating func remove(_ member: BuiltInInvariant) -> BuiltInInvariant? {
    guard contains(member) else { return nil }
    mask &= ~Self.bit(member)
    return member
  }

  @discardableResult
  public mutating func update(with member: BuiltInInvariant) -> BuiltInInvariant? {
    insert(member).inserted ? nil : member
  }

  public mutating func formUnion(_ other: Self) { mask |= other.mask }
  public mutating func formIntersection(_ other: Self) { mask &= other.mask }
  public mutating func formSymmetricDifference(_ other: Self) { mask ^= other.mask }
  public mutating func subtract(_ other: Self) { mask &= ~other.mask }
}

extension BuiltInInvariantSet: Sequence {
  public func makeIterator() -> some IteratorProtocol<BuiltInInvariant> {
    BuiltInInvariant.allCases.lazy.filter { contains($0) }.makeIterator()
  }

  public var underestimatedCount: Int { count }
}

extension BuiltInInvariantSet: CustomStringConvertible {
  /// `[one-selection, finite-values]`: the words, as a scenario writes them.
  public var description: String { "[" + map(\.name).joined(separator: ", ") + "]" }
}
