import NavSpecModel

/// Compares a model value with a value written in a scenario.
public enum ValueComparison {
  /// Numbers are compared within this when no tolerance is written: values print with 6
  /// decimals, so a value copied from output must match (our decision).
  public static let defaultTolerance = 1e-6

  public static func equals(_ actual: StateValue, _ expected: LiteralValue, tolerance: Double?)
    -> Bool
  {
    switch (actual, expected) {
    case (.number(let a), .number(let e)):
      return abs(a - e) <= (tolerance ?? defaultTolerance)
    case (.string(let a), .string(let e)), (.string(let a), .identifier(let e)):
      return a == e
    case (.bool(let a), _):
      return expected.truthValue == a
    case (.none, .identifier("none")):
      return true
    case (.list(let words), .identifier(let e)), (.list(let words), .string(let e)):
      return words == [e]
    case (.list(let words), .list(let expected)):
      // A set of words: the order printed is the model's, not a property of the value.
      return words.sorted() == expected.sorted()
    default:
      return false
    }
  }

  /// Evaluates `actual OP expected [± tolerance]`.
  public static func holds(
    _ actual: StateValue, _ comparison: Comparison, _ expected: LiteralValue, tolerance: Double?
  ) -> Bool {
    switch comparison {
    case .equal:
      return equals(actual, expected, tolerance: tolerance)
    case .notEqual:
      return !equals(actual, expected, tolerance: tolerance)
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard case .number(let a) = actual, case .number(let e) = expected else { return false }
      switch comparison {
      case .less: return a < e
      case .lessOrEqual: return a <= e + (tolerance ?? 0)
      case .greater: return a > e
      case .greaterOrEqual: return a >= e - (tolerance ?? 0)
      case .equal, .notEqual, .contains, .notContains, .in: return false  // handled above
      }
    case .contains, .notContains:
      let found: Bool
      switch (actual, expected) {
      case (.list(let words), .list(let wanted)): found = wanted.allSatisfy(words.contains)
      case (.list(let words), _): found = expected.text.map(words.contains) ?? false
      case (.string(let text), _): found = expected.text.map { text.contains($0) } ?? false
      default: found = false
      }
      return comparison == .contains ? found : !found
    case .in:
      // The runner has turned a group's name into the group's keys (`ScenarioSession.check`).
      guard case .list(let words) = expected else { return false }
      switch actual {
      case .string(let text): return words.contains(text)
      case .number(let number):
        return words.contains {
          Double($0).map { abs($0 - number) <= (tolerance ?? defaultTolerance) } ?? false
        }
      case .bool, .list, .none: return false
      }
    }
  }

  /// How the expected side reads in a report: "185.25 ± 0.5" for equality (the plain value),
  /// else with its operator: "> 1.1", "contains selected".
  public static func describe(
    _ comparison: Comparison, _ expected: LiteralValue, tolerance: Double?
  )
    -> String
  {
    var text = comparison == .equal ? "\(expected)" : "\(comparison.rawValue) \(expected)"
    if let tolerance { text += " ± \(ValueFormatter.number(tolerance))" }
    return text
  }
}
