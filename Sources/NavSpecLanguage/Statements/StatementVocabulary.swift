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

  /// The keywords by their word's first byte, each bucket a few entries long: looked up once a
  /// line, a word found here by its first byte and length costs a fraction of hashing it for a
  /// dictionary. Every keyword is ASCII, so a word starting with another byte is none.
  static let keywordsByFirstByte: [[StatementKeyword]] = {
    var buckets = [[StatementKeyword]](repeating: [], count: 128)
    var seen = Set<String>()
    for keyword in keywords {
      precondition(seen.insert(keyword.word).inserted, "'\(keyword.word)' is declared twice")
      guard let first = keyword.word.utf8.first, first < 128 else {
        preconditionFailure("keyword '\(keyword.word)' does not start with an ASCII character")
      }
      buckets[Int(first)].append(keyword)
    }
    return buckets
  }()

  static let helpTopicsByWord: [String: String] = {
    var topics: [String: String] = [:]
    for table in tables {
      for keyword in table.keywords { topics[keyword.word] = keyword.helpTopic ?? table.helpTopic }
    }
    return topics
  }()

  /// The keyword spelled `word`, if any.
  public static func keyword(_ word: String) -> StatementKeyword? {
    let utf8 = word.utf8
    guard let first = utf8.first, first < 128 else { return nil }
    let count = utf8.count
    for keyword in keywordsByFirstByte[Int(first)]
    where keyword.word.utf8.count == count && keyword.word == word {
      return keyword
    }
    return nil
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
