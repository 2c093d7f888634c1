/// A value together with the characters it came from, so later stages can point at it.
public struct Located<Value> {
  public var value: Value
  public var range: SourceRange

  public init(_ value: Value, at range: SourceRange) {
    self.value = value
    self.range = range
  }

  public var location: SourceLocation { range.start }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
