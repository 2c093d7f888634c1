/// `flow open-tab TAB … end`: steps written once and called by name like a statement
/// (docs/language.md#flows).
///
/// The body is kept as lexed lines, not statements: a line such as `wait DELAY` only becomes a
/// statement once its parameters are replaced by a call's arguments (`ScenarioParser+Flows`).
public struct FlowDefinition: Hashable, Sendable {
  /// The flow's name: a word that is not a statement keyword.
  public var name: Located<String>
  /// The parameters in order, each a word used in the body.
  public var parameters: [Located<String>]
  /// The lines between `flow` and `end` that are not blank.
  public var body: [FlowLine]
  /// The `flow` line, from its keyword to its last parameter.
  public var range: SourceRange

  public init(
    name: Located<String>, parameters: [Located<String>], body: [FlowLine], range: SourceRange
  ) {
    self.name = name
    self.parameters = parameters
    self.body = body
    self.range = range
  }

  /// How a call is written: `open-tab TAB`.
  public var signature: String {
    ([name.value] + parameters.map(\.value)).joined(separator: " ")
  }
}

/// One line of a flow's body as the lexer read it, with where it is.
public struct FlowLine: Hashable, Sendable {
  public var tokens: [Token]
  /// The line without its comment, trimmed, as written.
  public var content: String
  public var contentRange: SourceRange
  /// The column just past the last token (where "expected … at end of line" points).
  public var endColumn: Int
  /// The whole line as written, which notes show under their caret.
  public var sourceLine: String

  public init(
    tokens: [Token], content: String, contentRange: SourceRange, endColumn: Int,
    sourceLine: String
  ) {
    self.tokens = tokens
    self.content = content
    self.contentRange = contentRange
    self.endColumn = endColumn
    self.sourceLine = sourceLine
  }
}

/// `use "tabs.flow"`: a flow file made available, as written and as found.
public struct FlowUse: Hashable, Sendable {
  /// The path as written, relative to the file that uses it.
  public var path: Located<String>
  /// The path it was read from: the using file's folder joined with `path`.
  public var resolvedPath: String
  /// The flows it brought (its own and those it uses in turn), in its order.
  public var flows: [FlowDefinition]

  public init(path: Located<String>, resolvedPath: String, flows: [FlowDefinition]) {
    self.path = path
    self.resolvedPath = resolvedPath
    self.flows = flows
  }
}
