/// One statement keyword, declared once, in the keyword table of the component or area that owns
/// it: the parser dispatches on it, the checker and `:save` follow its role, completion offers
/// its arguments and `:help` finds its topic (`StatementVocabulary`).
///
/// A class, so that every parsed `Statement` carries a single reference to its keyword's one
/// entry: copying a statement then costs one retain, not one per field of the entry.
public final class StatementKeyword: Hashable, Sendable {
  /// How the parser reads the rest of the line: everything after the keyword token, which is
  /// the token before the parser's position (`parser.peek(-1)`) when the grammar starts. It is
  /// not handed over: copying it out for every line cost more than the few grammars that name it.
  typealias Grammar =
    @Sendable (inout ScenarioParser) throws(ScenarioParser.ParseFailure) -> StatementKind

  /// How the parser reads a line starting with the keyword.
  enum Parsing: Sendable {
    /// `at`: read before any keyword, since it times the input that follows it.
    case timingPrefix
    case statement(Grammar)
  }

  public let word: String
  public let role: StatementRole
  /// The `:help` topic that explains it; nil for its table's.
  public let helpTopic: String?
  public let arguments: ArgumentGrammar
  let parsing: Parsing
  /// The statement a component declares with this keyword (`ComponentStatement`), if any.
  let componentStatement: (any ComponentStatement.Type)?

  /// Whether it is `at`, which times the input after it rather than starting a statement.
  public var isTimingPrefix: Bool {
    switch parsing {
    case .timingPrefix: true
    case .statement: false
    }
  }

  init(
    _ word: String, _ role: StatementRole, help helpTopic: String? = nil,
    arguments: ArgumentGrammar = .end, parse: @escaping Grammar
  ) {
    self.word = word
    self.role = role
    self.helpTopic = helpTopic
    self.arguments = arguments
    self.parsing = .statement(parse)
    self.componentStatement = nil
  }

  /// A keyword that starts a component's statement (`ComponentStatement`): `parse` reads the rest
  /// of the line into it, and the parser wraps it in `StatementKind.component`.
  init<S: ComponentStatement>(
    _ word: String, _ role: StatementRole, help helpTopic: String? = nil,
    arguments: ArgumentGrammar = .end, statement: S.Type,
    parse:
      @escaping @Sendable (inout ScenarioParser) throws(ScenarioParser.ParseFailure) -> S
  ) {
    self.word = word
    self.role = role
    self.helpTopic = helpTopic
    self.arguments = arguments
    self.parsing = .statement { parser throws(ScenarioParser.ParseFailure) in
      .component(ComponentStatementBox(try parse(&parser)))
    }
    self.componentStatement = statement
  }

  init(timingPrefix word: String, help helpTopic: String? = nil) {
    self.word = word
    self.role = .clock
    self.helpTopic = helpTopic
    self.arguments = .end
    self.parsing = .timingPrefix
    self.componentStatement = nil
  }

  /// A keyword is its word: the vocabulary declares each word once.
  public static func == (left: StatementKeyword, right: StatementKeyword) -> Bool {
    left.word == right.word
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(word) }
}
