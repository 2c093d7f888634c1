/// The router's operations as the app and the user perform them. What VoiceOver hears of them is
/// decided in one place, `Simulator+Screen.swift`: a push moves focus to the new screen's title; a
/// pop returns it to the element that pushed (`pendingFocus`;
/// docs/design-inputs.md#navigation-accessibility).
extension Simulator {
  /// Declares a route type and its items (`route recipe apple-pie "Apple Pie" in Library`). The
  /// first declaration creates the router with a stack for every tab.
  public mutating func declareRoutes(_ type: RouteType) throws(ModelError) {
    defer { showScreen() }
    guard let titles = tabTitles else { throw .noTabBar }
    if let tab = type.tab, !titles.contains(tab) { throw .unknownTab(tab) }
    // Taken out rather than copied, so the catalog is uniquely referenced and grows in place: a
    // copy made each declaration cost the length of the catalog (16,000 routes: 10 s).
    var router = self.router.take() ?? Router(tabs: titles)
    router.catalog.declare(type)
    self.router = router
  }

  /// The scheme deep links must use.
  public mutating func setURLScheme(_ scheme: String) throws(ModelError) {
    guard router != nil else { throw .noRoutes }
    router?.scheme = scheme
  }

  /// The selected tab's stack.
  public var selectedStack: NavigationStack? {
    guard let router, let tab = selectedTab else { return nil }
    return router.stack(tab)
  }

  /// `push recipe apple-pie`: NavigationLink / `path.append` on the selected tab's stack.
  public mutating func push(_ route: Route) throws(ModelError) {
    defer { showScreen() }
    guard hasRouter else { throw .noRoutes }
    guard let tab = selectedTab else { throw .noTabBar }
    let focus = settings.voiceOver ? voiceOver.focusedIdentifier : nil
    let context = currentNavigationContext()
    let refusal: ModelError? =
      modifyRouter { router, events in
        guard let type = router.catalog.type(named: route.type), let item = type.item(id: route.id)
        else { return .unknownRoute(route.description) }
        // SwiftUI: a link to a value with no matching navigationDestination in this stack "cannot
        // be activated"; the model refuses it as the misuse it is.
        guard type.isRegistered(in: tab) else {
          return .routeNotInTab(route: route.description, tab: tab)
        }
        router.push(
          NavigationStack.Entry(
            route: Route(type: type.name, id: route.id), title: item.title, focusBeforePush: focus),
          on: tab, context: context, events: &events)
        return nil
      } ?? nil
    if let refusal { throw refusal }
  }

  /// Whether routes are declared, asked without copying the router out of its box.
  var hasRouter: Bool { components.index(of: Router.self) != nil }

  /// `selectedStack?.depth ?? 0`, asked of the router where it lies: reached by type, the router
  /// was copied out of its box and then the stack out of the router, for every `tap back`.
  var selectedStackDepth: Int {
    selectedTab.flatMap { components.stackDepthAndRevision(ofTab: $0)?.depth } ?? 0
  }

  /// Changes the router where it lies (`ScreenComponents.modify`), with the event log moved in
  /// and out: reached by type (`router`), it was copied out of its box, changed, which copied the
  /// stacks it changed, and put back, at every push and pop. Nil without routes.
  mutating func modifyRouter<R>(_ change: (inout Router, inout [Event]) -> R) -> R? {
    var log: [Event] = []
    swap(&log, &events)
    defer { swap(&log, &events) }
    return components.modify(Router.self) { change(&$0, &log) }
  }

  /// `navigationContext`, with the environment read in place (`currentEnvironment()`).
  mutating func currentNavigationContext() -> NavigationContext {
    Router.navigationContext(in: currentEnvironment())
  }

  /// `pop`: `path.removeLast()` on the selected tab's stack; nothing at the root.
  public mutating func pop() throws(ModelError) {
    defer { showScreen() }
    guard router != nil else { throw .noRoutes }
    popSelected(cause: .program)
  }

  /// `pop to root`: `path.removeLast(path.count)`.
  public mutating func popToRoot() throws(ModelError) {
    defer { showScreen() }
    guard var router else { throw .noRoutes }
    guard let tab = selectedTab else { throw .noTabBar }
    let removed = router.popToRoot(
      on: tab, cause: .program, context: navigationContext, events: &events)
    self.router = router
    if let first = removed.first {
      // Focus goes back to what pushed the first screen: the root is where it lives.
      pendingFocus = first.focusBeforePush
    }
  }

  /// `replace path …`: assigns a whole new path to the selected tab's stack.
  public mutating func replacePath(_ routes: [Route]) throws(ModelError) {
    defer { showScreen() }
    guard var router else { throw .noRoutes }
    guard let tab = selectedTab else { throw .noTabBar }
    var entries: [NavigationStack.Entry] = []
    for route in routes {
      guard let type = router.catalog.type(named: route.type), let item = type.item(id: route.id)
      else { throw .unknownRoute(route.description) }
      guard type.isRegistered(in: tab) else {
        throw .routeNotInTab(route: route.description, tab: tab)
      }
      entries.append(
        NavigationStack.Entry(route: Route(type: type.name, id: route.id), title: item.title))
    }
    router.replacePath(on: tab, with: entries, context: navigationContext, events: &events)
    self.router = router
  }

  /// Pops the selected tab's top screen (back button, escape, program).
  mutating func popSelected(cause: Router.PopCause) {
    guard hasRouter, let tab = selectedTab else { return }
    let context = currentNavigationContext()
    let entry = modifyRouter { router, events in
      router.pop(on: tab, cause: cause, context: context, events: &events)
    }
    pendingFocus = entry??.focusBeforePush
  }

  /// Pops the root of the selected tab off the More list beneath it (VoiceOver's escape): the
  /// root slides away and the TabView shows its list.
  mutating func popSelectedRoot(cause: Router.PopCause) {
    guard hasRouter, let tab = selectedTab else { return }
    let navigation = currentNavigationContext()
    withContext(sender: ObjectIdentifier(Router.self)) { components, context in
      components.modify(Router.self) {
        $0.popRoot(on: tab, context: navigation, events: &context.events)
      }
      context.send(.rootBack(tab, cause: cause))
    }
  }

  /// `delete recipe pancakes`: the data model loses an item. Screens showing it stay (their path
  /// holds the value); later pushes, links and restores no longer find it.
  public mutating func delete(_ route: Route) throws(ModelError) {
    guard router != nil else { throw .noRoutes }
    guard router?.catalog.delete(route) == true else { throw .unknownRoute(route.description) }
  }

  /// `open myapp://…`: a deep link. Parsed and resolved completely first: a bad link emits
  /// `deepLinkRejected(url:, reason:)` and changes nothing; a good one selects its tab, sets the
  /// tab's path without animation (the app is coming to the foreground) and emits
  /// `deepLinkOpened(url:, tab:, path:)`.
  public mutating func open(_ url: String) throws(ModelError) {
    defer { showScreen() }
    guard var router else { throw .noRoutes }
    guard let selected = selectedTab else { throw .noTabBar }
    let target: Router.LinkTarget
    do {
      target = try router.resolve(
        try DeepLink.parse(url), selectedTab: selected, hiddenTabs: hiddenTabs)
    } catch {
      events.append(
        Event(
          time: now, kind: .deepLinkRejected,
          arguments: [.init("url", .string(url)), .init("reason", .string(error.reason))]))
      return
    }
    selectTab(target.tab, cause: .deepLink)
    router.setPath(on: target.tab, to: target.entries, at: now, events: &events)
    self.router = router
    events.append(
      Event(
        time: now, kind: .deepLinkOpened,
        arguments: [
          .init("url", .string(url)), .init("tab", .string(target.tab)),
          .init("path", .string(Route.spell(target.entries.map(\.route)))),
        ]))
  }
}
