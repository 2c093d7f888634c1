import NavSpecModel

/// The TextMate grammar of scenario, set-up and flow files (`editors/navspec.tmLanguage.json`),
/// which VS Code, Sublime Text and GitHub's highlighter read (docs/editors.md).
///
/// Made from the keyword tables and the model's event kinds, never from a list of its own, so a
/// new statement is highlighted as soon as its table declares it; a test keeps the committed
/// file equal to `json` and runs its patterns against every keyword.
///
/// Why the patterns are written without look-behind: the test compiles them with Swift's
/// `Regex`, which has none, so that the grammar is checked by a regex engine and not only by
/// eye; TextMate's Oniguruma reads the same syntax.
public enum TextMateGrammar {
  public static let scopeName = "source.navspec"
  public static let fileTypes = ["scenario", "setup", "flow"]

  /// Every statement keyword, longest first, so that `expect` never shadows a longer word
  /// beginning with it; hyphens and dots escaped.
  public static var statementKeywords: [String] {
    StatementVocabulary.keywords.map(\.word).sorted {
      ($0.count, $0) > ($1.count, $1)
    }
  }

  /// A line's statement keyword, after the indentation and an optional timing prefix (`at
  /// 250ms`, `+16ms`), followed by a space, a comment or the end of the line.
  public static var keywordPattern: String {
    "^(\\s*)((?:at\\s+\\S+|\\+\\S+)\\s+)?(" + statementKeywords.map(escaped).joined(separator: "|")
      + ")(?=\\s|#|$)"
  }

  /// `flow open-tab TAB`: the keyword, then the flow's name, which is given a function's scope
  /// so that an editor colours what the file defines; the name is any run the lexer reads as
  /// one word (no blank, comment or quote). Matched before `statement`, which would take the
  /// keyword alone.
  public static let flowHeaderPattern = "^(\\s*)(flow)\\s+([^\\s#\"]+)"

  /// An event kind's name, where a pattern or an `expect event` names it.
  public static var eventPattern: String {
    "\\b("
      + EventKind.allCases.map(\.rawValue).sorted { ($0.count, $0) > ($1.count, $1) }
      .joined(separator: "|") + ")\\b"
  }

  /// A number with the units the lexer reads (docs/language.md#lexical-rules).
  public static let numberPattern =
    "(?:[-+]?\\b[0-9]+(?:\\.[0-9]*)?|[-+]?\\.[0-9]+)(?:[eE][-+]?[0-9]+)?(?:pt|ms|us|s)?(?!\\w)"

  /// The grammar, as JSON with a final newline.
  public static var json: String {
    func pattern(_ name: String, _ match: String) -> OrderedJSON {
      .object([("name", .string(name)), ("match", .string(match))])
    }
    let document = OrderedJSON.object([
      (
        "$comment",
        .string(
          "Generated from NavSpec's keyword tables by TextMateGrammar.json; do not edit by hand: run 'make grammar'."
        )
      ),
      ("name", .string("NavSpec scenario")),
      ("scopeName", .string(scopeName)),
      ("fileTypes", .array(fileTypes.map(OrderedJSON.string))),
      (
        "patterns",
        .array([
          .object([("include", .string("#comment"))]),
          .object([("include", .string("#string"))]),
          .object([("include", .string("#flowHeader"))]),
          .object([("include", .string("#statement"))]),
          .object([("include", .string("#event"))]),
          .object([("include", .string("#operator"))]),
          .object([("include", .string("#constant"))]),
          .object([("include", .string("#number"))]),
        ])
      ),
      (
        "repository",
        .object([
          ("comment", pattern("comment.line.number-sign.navspec", "#.*$")),
          (
            "string",
            .object([
              ("name", .string("string.quoted.double.navspec")),
              ("begin", .string("\"")),
              ("end", .string("\"")),
              (
                "patterns",
                .array([pattern("constant.character.escape.navspec", "\\\\.")])
              ),
            ])
          ),
          (
            "flowHeader",
            .object([
              ("match", .string(flowHeaderPattern)),
              (
                "captures",
                .object([
                  ("2", .object([("name", .string("keyword.control.statement.navspec"))])),
                  ("3", .object([("name", .string("entity.name.function.flow.navspec"))])),
                ])
              ),
            ])
          ),
          (
            "statement",
            .object([
              ("match", .string(keywordPattern)),
              (
                "captures",
                .object([
                  ("2", .object([("name", .string("keyword.other.timing.navspec"))])),
                  ("3", .object([("name", .string("keyword.control.statement.navspec"))])),
                ])
              ),
            ])
          ),
          ("event", pattern("entity.name.function.event.navspec", eventPattern)),
          (
            "operator",
            pattern(
              "keyword.operator.navspec",
              "==|!=|<=|>=|<|>|±|\\+/-|!contains\\b|\\bcontains\\b|\\bin\\b")
          ),
          (
            "constant",
            pattern("constant.language.navspec", "\\b(?:true|false|on|off|none|_)\\b")
          ),
          ("number", pattern("constant.numeric.navspec", numberPattern)),
        ])
      ),
    ])
    return document.text
  }

  /// `word` with the characters a regex gives a meaning escaped.
  static func escaped(_ word: String) -> String {
    var result = ""
    for character in word {
      if "\\^$.|?*+()[]{}-".contains(character) { result += "\\" }
      result.append(character)
    }
    return result
  }
}
