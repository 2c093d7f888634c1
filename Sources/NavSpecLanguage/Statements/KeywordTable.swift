/// The statement keywords of one component or area of the language (set-up, time, the system
/// TabView, the router, …). `StatementVocabulary.tables` registers every table. A tab container's
/// style word (`tabbar glass …`) and its parts (`pill`) are not keywords: the model's
/// `ComponentRegistry` lists them, and the language reads them from there.
public struct KeywordTable: Sendable {
  /// What the table covers, for documentation and test messages.
  public let name: String
  /// The `:help` topic of its keywords, unless a keyword names its own.
  public let helpTopic: String
  /// The text of `helpTopic` when the REPL has no text of its own for it: a new component can
  /// bring its help with its table.
  public let helpText: String?
  public let keywords: [StatementKeyword]

  init(
    _ name: String, help helpTopic: String, helpText: String? = nil,
    keywords: [StatementKeyword]
  ) {
    self.name = name
    self.helpTopic = helpTopic
    self.helpText = helpText
    self.keywords = keywords
  }
}
