// What expectations are made of: state paths, comparisons, written values and event patterns.

/// `pill.offset`, `tabs[Library].a11y.label`, `tabs["My Projects"].frame.x`, `tabs[2].title`.
public struct StatePath: Hashable, Sendable, CustomStringConvertible {
  public var components: [Located<PathComponent>]
  /// From the first component to the last.
  public var range: SourceRange

  public init(components: [Located<PathComponent>], range: SourceRange) {
    self.components = components
    self.range = range
  }

  /// The path written back in canonical form; subscripts that are not a bare word or number
  /// are quoted, so it can be pasted into a scenario.
  public var description: String {
    var text = ""
    for component in components {
      switch component.value {
      case .name(let name):
        if !text.isEmpty { text += "." }
        text += name
      case .subscript(let key):
        text += "[" + PathComponent.spell(key) + "]"
      case .every:
        text += "[*]"
      }
    }
    return text
  }

  /// Whether a component is `[*]`: the expectation must hold for every key there.
  public var isQuantified: Bool { components.contains { $0.value == .every } }
}

public enum PathComponent: Hashable, Sendable {
  case name(String)
  /// The text between brackets, unquoted: `Library`, `My Projects`, `2`.
  case `subscript`(String)
  /// `[*]`: every key of the group, in the state's order (`tabs[*].hitRegion.height >= 44`).
  case every

  /// A subscript as it must be written: bare when it lexes back as one word or number,
  /// quoted (with escapes) otherwise.
  public static func spell(_ key: String) -> String {
    let isNumber = !key.isEmpty && key.allSatisfy { $0.isASCII && $0.isWholeNumber }
    if isNumber || isBareWord(key) { return key }
    return quote(key)
  }
}

/// `==`, `!=`, `<`, `<=`, `>`, `>=`, `contains`, `!contains`, `in`.
public enum Comparison: String, Hashable, Sendable, CaseIterable {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case contains = "contains"
  case notContains = "!contains"
  /// `selection in tabs`: the value is one of the keys of a keyed group (`tabs`, `stacks`,
  /// `routes`) as the state has them now; `selection in [Home, Search]`: one of the words.
  case `in` = "in"
}

/// `expect PATH OP VALUE [± TOL]`.
public struct ValueExpectation: Hashable, Sendable {
  public var path: StatePath
  public var comparison: Located<Comparison>
  public var expected: Located<LiteralValue>
  /// Only with a numeric `expected`; never negative.
  public var tolerance: Double?

  public init(
    path: StatePath, comparison: Located<Comparison>, expected: Located<LiteralValue>,
    tolerance: Double?
  ) {
    self.path = path
    self.comparison = comparison
    self.expected = expected
    self.tolerance = tolerance
  }
}

/// A value written in an expectation.
public enum LiteralValue: Hashable, Sendable, CustomStringConvertible {
  /// A plain number: `pt` dropped, `us`/`ms`/`s` converted to seconds.
  case number(Double)
  case string(String)
  /// A bare word: `Library`, `on`, `selected`, `none`, `true`; possibly dotted (`pill.offset`,
  /// `v2.0`).
  case identifier(String)
  /// `[button, selected]`: a set of words, as the state prints traits.
  case list([String])
  /// `_`: no value recorded yet. It holds for nothing; `navspec run --update` writes the actual
  /// value in its place (docs/language.md#recording-expected-values).
  case placeholder

  /// The value as it would be written back: numbers without a trailing `.0`, strings quoted.
  public var description: String {
    switch self {
    case .number(let number): formatNumber(number)
    case .string(let string): quote(string)
    case .identifier(let identifier): identifier
    case .list(let words):
      "[" + words.map(ValueFormatter.quotedIfNeeded).joined(separator: ", ") + "]"
    case .placeholder: "_"
    }
  }
}

/// `selectionChanged` or `selectionChanged(from: Home, to: Library, cause: drag)`.
public struct EventPattern: Hashable, Sendable {
  public var name: Located<String>
  /// In written order; labels are unique.
  public var arguments: [EventArgumentPattern]
  /// From the name to the closing parenthesis.
  public var range: SourceRange

  public init(name: Located<String>, arguments: [EventArgumentPattern], range: SourceRange) {
    self.name = name
    self.arguments = arguments
    self.range = range
  }
}

/// `label: VALUE [± TOL]` inside an event pattern.
public struct EventArgumentPattern: Hashable, Sendable {
  public var label: Located<String>
  public var value: Located<LiteralValue>
  /// Only with a numeric value; never negative.
  public var tolerance: Double?

  public init(label: Located<String>, value: Located<LiteralValue>, tolerance: Double?) {
    self.label = label
    self.value = value
    self.tolerance = tolerance
  }
}
