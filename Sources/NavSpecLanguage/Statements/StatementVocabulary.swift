import NavSpecModel

/// Every statement keyword of the language, from the keyword tables registered here. The parser
/// dispatches through it, the checker and `:save` read a statement's role from it, completion
/// offers its words and arguments, and `:help` finds each keyword's topic.
///
/// A new component adds its keywords by declaring one `KeywordTable` of its own and one line in
/// `tables` (docs/architecture.md, "Statements").
public enum StatementVocabulary {
  /// The registered tables, in the order completion and the language reference list them.
  public static let tables: [KeywordTable] = [
    .setup,
    .scenarioMetadata,
    .settings,
    .time,
    .touches,
    .voiceOver,
    .expectations,
    .router,
    .systemTabView,
    .tabBarMinimize,
    .bubbleBar,
    .collapsingHeader,
    .scrolling,
    .audits,
    .invariants,
    .relations,
    .flows,
  ]

  /// Every keyword, in table order.
  public static let keywords: [StatementKeyword] = tables.flatMap(\.keywords)

  /// The components' statement types (`ComponentStatement`), each once, in table order.
  static let componentStatements: [any ComponentStatement.Type] = {
    var seen = Set<ObjectIdentifier>()
    return keywords.compactMap(\.componentStatement).filter {
      seen.insert(ObjectIdentifier($0)).inserted
    }
  }()

  /// The keywords in order of their word's first byte, each byte's few entries together: looked
  /// up once a line, a word found here by its first byte and length costs a fraction of hashing
  /// it for a dictionary. Every keyword is ASCII, so a word starting with another byte is none.
  final class KeywordIndex: Sendable {
    /// The entries of first byte `b` are `starts[b]..<starts[b + 1]`.
    let starts: [Int]
    let words: [String]
    let keywords: [StatementKeyword]

    init(_ keywords: [StatementKeyword]) {
      var seen = Set<String>()
      for keyword in keywords {
        precondition(seen.insert(keyword.word).inserted, "'\(keyword.word)' is declared twice")
        precondition(
          keyword.word.utf8.first.map { $0 < 128 } == true,
          "keyword '\(keyword.word)' does not start with an ASCII character")
      }
      let sorted = keywords.enumerated().sorted {
        ($0.element.word.utf8.first ?? 0, $0.offset) < ($1.element.word.utf8.first ?? 0, $1.offset)
      }.map(\.element)
      var starts = [Int](repeating: 0, count: 129)
      for keyword in sorted { starts[Int(keyword.word.utf8.first ?? 0) + 1] += 1 }
      for byte in 0..<128 { starts[byte + 1] += starts[byte] }
      self.starts = starts
      self.words = sorted.map(\.word)
      self.keywords = sorted
    }

    func keyword(_ word: String) -> StatementKeyword? {
      let utf8 = word.utf8
      guard let first = utf8.first, first < 128 else { return nil }
      let count = utf8.count
      var index = starts[Int(first)]
      let end = starts[Int(first) + 1]
      while index < end {
        if words[index].utf8.count == count, words[index] == word { return keywords[index] }
        index += 1
      }
      return nil
    }
  }

  static let keywordIndex = KeywordIndex(keywords)

  static let helpTopicsByWord: [String: String] = {
    var topics: [String: String] = [:]
    for table in tables {
      for keyword in table.keywords { topics[keyword.word] = keyword.helpTopic ?? table.helpTopic }
    }
    return topics
  }()

  /// The keyword spelled `word`, if any.
  public static func keyword(_ word: String) -> StatementKeyword? {
    keywordIndex.keyword(word)
  }

  /// Every word that can start a statement.
  public static let words: [String] = keywords.map(\.word)
  /// The words that may follow a timing prefix (`at 120ms …`, `+16ms …`).
  public static let timedInputWords: [String] = keywords.filter(\.role.canBeTimed).map(\.word)
  /// `at`: the keyword of `at T`, which moves the clock, and of the prefix that times an input.
  public static let timingPrefix: StatementKeyword = {
    guard let prefix = keywords.first(where: \.isTimingPrefix) else {
      preconditionFailure("no keyword table declares the timing prefix")
    }
    return prefix
  }()

  /// The words that start an expectation.
  static let expectationWords: [String] = keywords.filter { $0.role == .expectation }.map(\.word)
  /// Every `tabbar` style: the model's registered tab containers answer
  /// (`ComponentRegistry.styles`), so a new container's style needs no keyword of its own.
  public static var tabBarStyles: [String] { ComponentRegistry.styles }

  /// The `:help` topic that explains `word`'s statement.
  public static func helpTopic(for word: String) -> String? { helpTopicsByWord[word] }
}
