/// One lexical unit of a scenario line, with where it was written.
public struct Token: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// An identifier or keyword: `tap`, `reduce-motion`, `Café`, `!contains`.
    case word(String)
    /// `120`, `-3.5`, `120ms`, `12pt`, `60hz` (the unit is kept raw; the parser judges it).
    case number(NumberLiteral)
    /// `390x844`: two numbers joined by `x` with no spaces. Boxed: it is rare, and inline it
    /// would double the size of every token, which the parser copies at each look.
    indirect case size(width: NumberLiteral, height: NumberLiteral)
    /// A double-quoted string, escapes already resolved; or a bare URL, a word glued to `://` and
    /// everything up to the next blank, `#`, `,`, `)` or `]` (`myapp://recipe/apple-pie`), taken
    /// as written.
    case string(String)
    case symbol(Symbol)
  }

  public var kind: Kind
  /// The token exactly as written (strings keep their quotes and escapes).
  public var text: String
  public var range: SourceRange

  public init(kind: Kind, text: String, range: SourceRange) {
    self.kind = kind
    self.text = text
    self.range = range
  }

  /// The word's text when the token is a word.
  public var word: String? {
    if case .word(let word) = kind { return word }
    return nil
  }

  /// The symbol when the token is punctuation or an operator.
  public var symbol: Symbol? {
    if case .symbol(let symbol) = kind { return symbol }
    return nil
  }

  /// Whether the token is exactly this word (keywords are case-sensitive).
  public func isWord(_ word: String) -> Bool { self.word == word }
}

/// Punctuation and operators. The raw value is the canonical spelling.
public enum Symbol: String, Hashable, Sendable, CaseIterable {
  case leftParen = "("
  case rightParen = ")"
  case leftBracket = "["
  case rightBracket = "]"
  /// Every key of a group in a state path: `tabs[*].hitRegion.height`.
  case star = "*"
  case comma = ","
  case dot = "."
  case colon = ":"
  /// The relative timing prefix: `+16ms tap Home`.
  case plus = "+"
  /// A tolerance: `±` or its ASCII spelling `+-`.
  case plusMinus = "±"
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
}

/// A number as written, kept exact so durations convert to microseconds without any
/// floating-point rounding and huge values are reported instead of trapping.
public struct NumberLiteral: Hashable, Sendable {
  public var isNegative: Bool
  /// ASCII digits before the point (never empty).
  public var integerDigits: String
  /// ASCII digits after the point, "" when there is no point.
  public var fractionDigits: String
  /// Letters written right after the number (`ms`, `pt`, `hz`), "" when none.
  public var unit: String

  public init(isNegative: Bool, integerDigits: String, fractionDigits: String, unit: String) {
    self.isNegative = isNegative
    self.integerDigits = integerDigits
    self.fractionDigits = fractionDigits
    self.unit = unit
  }

  /// The number without its unit: `-1.5`.
  public var spelling: String {
    (isNegative ? "-" : "") + integerDigits + (fractionDigits.isEmpty ? "" : "." + fractionDigits)
  }

  /// The value as a finite `Double`, or nil when it overflows.
  public var doubleValue: Double? {
    guard let value = Double(spelling), value.isFinite else { return nil }
    return value
  }

  /// The value as an `Int` when it is a non-negative whole number that fits; nil otherwise
  /// (never traps on overflow). The unit is not looked at.
  public var wholeNumber: Int? {
    guard !isNegative, fractionDigits.allSatisfy({ $0 == "0" }) else { return nil }
    return Int(integerDigits)
  }
}
