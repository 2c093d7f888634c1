import NavSpecModel

/// A route type as the checker knows it.
struct CheckedRouteType {
  var name: String
  var ids: [String]
  /// Each id's title: the screen titles the state's `navigation.top.title` may hold.
  var titles: [String: String] = [:]
  var tab: String?
  /// The line that declared it, for "already declared" messages.
  var line: Int

  /// The route type the reference model declares, titles too: they are values the state holds
  /// (`navigation.top.title`), which the checker holds written values against.
  var modelRouteType: RouteType {
    RouteType(name: name, items: ids.map { RouteItem(id: $0, title: titles[$0] ?? $0) }, tab: tab)
  }
}

/// Checks the router's statements: route declarations, pushes and pops, deletions, saves and
/// restores. Route types and ids are resolved statically with a "did you mean"; URLs and saved
/// text are not, because rejecting a bad one is the router's behaviour, which scenarios specify.
extension CheckContext {
  mutating func checkURLScheme(_ scheme: Located<String>) {
    requireRoutes(at: scheme.range)
    let valid =
      scheme.value.unicodeScalars.first.map { $0.isASCII && $0.properties.isAlphabetic } == true
      && scheme.value.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
      }
    if !valid {
      error(
        "a URL scheme is ASCII letters, digits and '-', starting with a letter", at: scheme.range)
    }
  }

  mutating func checkReplacePath(_ routes: [RouteLiteral], at range: SourceRange) {
    requireRoutes(at: range)
    for route in routes { requireRoute(route) }
  }

  mutating func checkSelect(_ tab: Located<String>) {
    requireTab(tab)
    if hiddenTabs.contains(tab.value) {
      error("tab '\(tab.value)' is hidden here; a hidden tab cannot be selected", at: tab.range)
    }
  }

  mutating func checkDelete(_ route: RouteLiteral, line: Int) {
    if let type = requireRoute(route) {
      let key = Self.deletionKey(type, route)
      deleted[key] = deleted[key] ?? line
    }
  }

  mutating func checkSave(_ kind: SavedKind, as name: Located<String>, at range: SourceRange) {
    requireContainer(for: kind, at: range)
    switch kind {
    case .state: savedStates.append(name.value)
    case .customization: savedCustomizations.append(name.value)
    }
  }

  mutating func checkRestore(_ kind: SavedKind, from source: RestoreSource, at range: SourceRange) {
    requireContainer(for: kind, at: range)
    if case .named(let name) = source {
      let saved = kind == .state ? savedStates : savedCustomizations
      if !saved.contains(name.value) {
        error(
          "nothing was saved as '\(name.value)' before this line", at: name.range,
          suggestion: Suggestion.didYouMean(name.value, among: saved)
            ?? "save it first with 'save \(kind.rawValue) as \(name.value)'")
      }
    }
  }

  mutating func checkRoute(
    _ statement: Statement, type: Located<String>, items: [RouteItemLiteral],
    tab: Located<String>?
  ) {
    guard titles != nil else {
      error(
        "declare the tab bar before routes: every tab owns a navigation stack", at: type.range,
        suggestion: "add 'tabbar glass Home Library' (or 'tabbar system …') above this line")
      return
    }
    if let tab { requireTab(tab) }
    if let earlier = routeType(named: type.value) {
      if earlier.name == type.value {
        error(
          "route type '\(type.value)' is already declared (on line \(earlier.line))",
          at: type.range)
      } else {
        error(
          "route type '\(type.value)' differs from '\(earlier.name)' (line \(earlier.line)) only in case; a deep link's host is case-insensitive, so a link could not tell them apart",
          at: type.range, suggestion: "give the route types different names")
      }
      return
    }
    for item in items {
      if item.id.value.isEmpty {
        error("an item id cannot be empty", at: item.id.range)
      }
      if item.title.value.isEmpty {
        error("an item's title cannot be empty", at: item.title.range)
      }
    }
    let ids = rejectDuplicates(
      items.map(\.id).filter { !$0.value.isEmpty }, what: "item id",
      reason: "ids name the items of route '\(type.value)', so they must differ")
    var titles: [String: String] = [:]
    for item in items where titles[item.id.value] == nil {
      titles[item.id.value] = item.title.value
    }
    let declared = CheckedRouteType(
      name: type.value, ids: ids.map(\.value), titles: titles, tab: tab?.value,
      line: statement.location.line)
    routeTypeIndex[RouteCatalog.key(for: type.value)] = routeTypes.count
    routeTypes.append(declared)
    // Declared into the reference model in place: rebuilding it for every route made a file of
    // alternating `route` and `expect` lines quadratic.
    try? cachedModel?.declareRoutes(declared.modelRouteType)
  }

  /// The declared route type `name` names. A deep link's host names the route type, and a host
  /// is case-insensitive (RFC 3986, section 3.2.2), so `Recipe` and `recipe` are one route type:
  /// the checker resolves `push Recipe …` with the router's own key, as `myapp://Recipe/…` is.
  /// Found in constant time (a scan made 16,000 route lines take 21 s to check).
  func routeType(named name: String) -> CheckedRouteType? {
    routeTypeIndex[RouteCatalog.key(for: name)].map { routeTypes[$0] }
  }

  /// Routes must be declared for navigation statements and paths.
  mutating func requireRoutes(at range: SourceRange) {
    if routeTypes.isEmpty {
      error(
        "there are no routes yet; declare them with 'route ...'", at: range,
        suggestion: "e.g. 'route recipe apple-pie \"Apple Pie\"'")
    }
  }

  /// A route type by name.
  @discardableResult
  mutating func requireRouteType(_ name: Located<String>) -> CheckedRouteType? {
    guard !routeTypes.isEmpty else {
      requireRoutes(at: name.range)
      return nil
    }
    guard let type = routeType(named: name.value) else {
      let declared = routeTypes  // shared, not copied; the suggestion reads it only when kept
      error(
        "unknown route '\(name.value)'", at: name.range,
        suggestion: Suggestion.didYouMean(name.value, among: declared.map(\.name))
          ?? "the routes are \(Suggestion.listing(declared.map(\.name)))")
      return nil
    }
    return type
  }

  /// Which item a deletion removed: the declared spelling of the type (however it was written)
  /// and the id, which is a path segment and so compared exactly.
  static func deletionKey(_ type: CheckedRouteType, _ route: RouteLiteral) -> String {
    "\(type.name)/\(route.id.value)"
  }

  /// A route type and one of its items, not deleted; the type when it is known.
  @discardableResult
  mutating func requireRoute(_ route: RouteLiteral) -> CheckedRouteType? {
    guard let type = requireRouteType(route.type) else { return nil }
    guard type.ids.contains(route.id.value) else {
      error(
        "unknown \(type.name) '\(route.id.value)'", at: route.id.range,
        suggestion: Suggestion.didYouMean(route.id.value, among: type.ids)
          ?? "the \(type.name) ids are \(Suggestion.listing(type.ids))")
      return type
    }
    if let line = deleted[Self.deletionKey(type, route)] {
      error(
        "\(type.name) '\(route.id.value)' was deleted on line \(line)", at: route.id.range)
    }
    return type
  }

  /// A name VoiceOver can focus or an event can carry: a tab, or with routes the navigation bar's
  /// `back-button` and `screen-title`.
  mutating func requireElement(_ name: Located<String>) {
    let navigation = [Router.backButtonIdentifier, Router.titleIdentifier]
    if !routeTypes.isEmpty, navigation.contains(name.value) { return }
    // The More item, the More list's title and its Edit button (docs/components/tabview.md).
    let more = [
      SystemTabView.moreItemIdentifier, SystemTabView.editButtonIdentifier, Router.titleIdentifier,
    ]
    if isSystemTabView, more.contains(name.value) { return }
    // A component's own element (the collapsing header's `header-search`).
    if !componentSetUps.isEmpty,
      referenceModel().accessibilityElements.contains(where: { $0.identifier == name.value })
    {
      return
    }
    requireTab(name)
  }

  var isSystemTabView: Bool {
    tabStyle.flatMap(SystemTabView.Style.init(rawValue:)) != nil
  }

  /// State needs a tab container; a customisation needs the system TabView.
  private mutating func requireContainer(for kind: SavedKind, at range: SourceRange) {
    switch kind {
    case .state:
      if titles == nil {
        error("there is no tab bar yet; declare one with 'tabbar glass ...'", at: range)
      }
    case .customization:
      requireSystemTabView(at: range)
    }
  }

  mutating func requireSystemTabView(at range: SourceRange) {
    if !isSystemTabView {
      error(
        "this needs the system TabView; declare it with 'tabbar system …' or 'tabbar sidebar-adaptable …'",
        at: range)
    }
  }
}
