// Routes and the router: declaring routes, pushing and popping, deep links, deleting items, and
// saving and restoring state.

extension ScenarioParser {
  /// `route TYPE ID TITLE [ID TITLE …] [in TAB]`. A trailing `in` with one word after it is the
  /// tab; an id spelled `in` must be quoted there.
  mutating func parseRoute() throws(ParseFailure) -> StatementKind {
    guard let typeToken = current, let type = typeToken.word else {
      throw failure("expected a route type such as 'recipe' after 'route'", at: current)
    }
    position += 1
    var shownType: String { Self.shortened(type) }
    var items: [RouteItemLiteral] = []
    var tab: Located<String>?
    while let token = current {
      if token.isWord("in"), tokens.count - position == 2 {
        position += 1
        tab = try parseName("a tab title", after: "'in'")
        break
      }
      guard items.count < Self.maxRouteItems else {
        throw failure("too many items (the limit is \(Self.maxRouteItems))", at: token)
      }
      let id = try parseName("an item id such as 'apple-pie'", after: "'route \(shownType)'")
      var shownID: String { Self.shortened(id.value) }
      if atEnd || (current?.isWord("in") == true && tokens.count - position == 2) {
        throw failure(
          "expected a title for '\(shownID)' such as \"Apple Pie\"", at: current,
          suggestion: "each item is an id and a title: 'route \(shownType) \(shownID) \"Title\"'")
      }
      let title = try parseName("a title such as \"Apple Pie\"", after: "'\(shownID)'")
      items.append(RouteItemLiteral(id: id, title: title))
    }
    guard !items.isEmpty else {
      throw failure(
        "expected at least one item after 'route \(shownType)'", at: tab == nil ? nil : typeToken,
        suggestion: "write ids and titles: 'route \(shownType) apple-pie \"Apple Pie\"'")
    }
    return .route(type: Located(type, at: typeToken.range), items: items, tab: tab)
  }

  /// `url-scheme NAME`.
  mutating func parseURLScheme() throws(ParseFailure) -> StatementKind {
    guard let token = current, let scheme = token.word else {
      throw failure("expected a scheme such as 'myapp' after 'url-scheme'", at: current)
    }
    position += 1
    try expectEnd()
    return .urlScheme(Located(scheme, at: token.range))
  }

  /// `TYPE ID`: a route type (a word) and an item id (a word or a string).
  mutating func parseRouteLiteral(after context: @autoclosure () -> String) throws(ParseFailure)
    -> RouteLiteral
  {
    guard position < tokens.count, let type = tokens[position].word else {
      throw failure("expected a route type such as 'recipe' after \(context())", at: current)
    }
    let typeRange = tokens[position].range
    position += 1
    let id = try parseName(
      "an item id such as 'apple-pie'", after: "'\(Self.shortened(type))'")
    return RouteLiteral(type: Located(type, at: typeRange), id: id)
  }

  /// A route and the end of the line (`push`, `delete`).
  mutating func parseRouteLiteralLine(after context: @autoclosure () -> String) throws(ParseFailure)
    -> RouteLiteral
  {
    let route = try parseRouteLiteral(after: context())
    try expectEnd()
    return route
  }

  /// `pop` or `pop to root`.
  mutating func parsePop() throws(ParseFailure) -> StatementKind {
    guard skip(word: "to") else {
      try expectEnd(alternatives: "'to root'")
      return .pop(toRoot: false)
    }
    _ = try parseChoice(["root"], what: "pop target", after: "'pop to'")
    try expectEnd()
    return .pop(toRoot: true)
  }

  /// `replace path [TYPE ID …]`.
  mutating func parseReplace() throws(ParseFailure) -> StatementKind {
    _ = try parseChoice(["path"], what: "thing to replace", after: "'replace'")
    var routes: [RouteLiteral] = []
    while let token = current {
      guard routes.count < Self.maxPathRoutes else {
        throw failure("too many routes in a path (the limit is \(Self.maxPathRoutes))", at: token)
      }
      routes.append(
        try parseRouteLiteral(
          after: routes.isEmpty ? "'path'" : "'\(routes[routes.count - 1].id.value)'"))
    }
    return .replacePath(routes)
  }

  /// A tab name and the end of the line (`select`, `hide`, `show`).
  mutating func parseTabName(after context: @autoclosure () -> String) throws(ParseFailure)
    -> Located<String>
  {
    let name = try parseName("a tab title such as 'Library'", after: context())
    try expectEnd(afterName: peek(-1))
    return name
  }

  /// `open URL` (bare) or `open "URL"`. The URL is kept as written: whether it is good is the
  /// router's behaviour to show, not a syntax error.
  mutating func parseOpen() throws(ParseFailure) -> StatementKind {
    guard let token = current else {
      throw failure("expected a URL such as 'myapp://recipe/apple-pie' after 'open'", at: nil)
    }
    let url: String
    switch token.kind {
    case .string(let text): url = text
    default:
      throw failure(
        "expected a URL such as 'myapp://recipe/apple-pie' after 'open', found \(Self.quoted(token))",
        at: token,
        suggestion: token.word.map { "quote a URL that is not 'scheme://…': \(quote($0))" })
    }
    position += 1
    try expectEnd()
    return .open(Located(url, at: token.range))
  }

  /// `save state|customization as NAME`.
  mutating func parseSave() throws(ParseFailure) -> StatementKind {
    let kindToken = try parseChoice(Suggestion.savedKinds, what: "thing to save", after: "'save'")
    let kind = SavedKind(rawValue: kindToken.word ?? "") ?? .state
    guard skip(word: "as") else {
      throw failure(
        "expected 'as' and a name after 'save \(kind.rawValue)'", at: current,
        suggestion: "write 'save \(kind.rawValue) as s1'")
    }
    let name = try parseName("a name such as 's1'", after: "'as'")
    try expectEnd(afterName: peek(-1))
    return .save(kind, name: name)
  }

  /// `restore state|customization NAME` or `… from "JSON"`.
  mutating func parseRestore() throws(ParseFailure) -> StatementKind {
    let kindToken = try parseChoice(
      Suggestion.savedKinds, what: "thing to restore", after: "'restore'")
    let kind = SavedKind(rawValue: kindToken.word ?? "") ?? .state
    if skip(word: "from") {
      guard let token = current, case .string(let json) = token.kind else {
        throw failure("expected the saved text as a quoted string after 'from'", at: current)
      }
      position += 1
      try expectEnd()
      return .restore(kind, from: .json(Located(json, at: token.range)))
    }
    let name = try parseName(
      "a saved name such as 's1', or 'from' and quoted JSON", after: "'restore \(kind.rawValue)'")
    try expectEnd(afterName: peek(-1))
    return .restore(kind, from: .named(name))
  }
}
