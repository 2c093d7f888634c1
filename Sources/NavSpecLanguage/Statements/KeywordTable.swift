/// The statement keywords of one component or area of the language (set-up, time, the glass tab
/// bar, the system TabView, the router, …), and the words it adds to those shared with the others:
/// its tab container styles. `StatementVocabulary.tables` registers every table.
public struct KeywordTable: Sendable {
  /// What the table covers, for documentation and test messages.
  public let name: String
  /// The `:help` topic of its keywords, unless a keyword names its own.
  public let helpTopic: String
  /// The text of `helpTopic` when the REPL has no text of its own for it: a new component can
  /// bring its help with its table.
  public let helpText: String?
  /// The styles of `tabbar STYLE …` that install this component's tab container.
  public let tabBarStyles: [String]
  public let keywords: [StatementKeyword]

  init(
    _ name: String, help helpTopic: String, helpText: String? = nil,
    tabBarStyles: [String] = [], keywords: [StatementKeyword]
  ) {
    self.name = name
    self.helpTopic = helpTopic
    self.helpText = helpText
    self.tabBarStyles = tabBarStyles
    self.keywords = keywords
  }
}
