/// Saving and restoring: the navigation state (as SceneStorage would keep it) and the TabView's
/// customisation (as AppStorage would). Saved state is kept by name (sharing the stacks, see
/// `SavedNavigationState`), saved customisations as text; `restore … from "…"` restores
/// text given directly. A restore is checked completely before anything changes: a bad one emits
/// its `…RestoreRejected(reason:)` and changes nothing.
extension Simulator {
  /// The navigation state as JSON (`state.json`): the selected tab and every tab's path.
  public var stateJSON: String? {
    guard let titles = tabTitles, let selected = selectedTab else { return nil }
    let router = self.router ?? Router(tabs: titles)
    return router.snapshot(selectedTab: selected).text
  }

  /// The TabView's customisation as JSON (`customization.json`).
  public var customizationJSON: String? { tabView?.customization.text }

  public mutating func saveState(as name: String) throws(ModelError) {
    guard let titles = tabTitles, let selected = selectedTab else { throw .noTabBar }
    savedStates[name] = (router ?? Router(tabs: titles)).saved(selectedTab: selected)
    events.append(Event(time: now, kind: .stateSaved, arguments: [.init("name", .string(name))]))
  }

  /// Restores what was saved as `name`, or `json` when given (`name` is then nil).
  public mutating func restoreState(named name: String?, json: String?) throws(ModelError) {
    defer { showScreen() }
    guard let titles = tabTitles else { throw .noTabBar }
    let snapshot: Result<NavigationSnapshot, RestorationError>
    if let json {
      snapshot = Result { () throws(RestorationError) in try NavigationSnapshot.decode(json) }
    } else if let saved = name.flatMap({ savedStates[$0] }) {
      snapshot = .success(saved.snapshot)
    } else {
      throw .unknownSaved(name ?? "")
    }
    let nameValue = name.map(StateValue.string) ?? .none
    var router = self.router ?? Router(tabs: titles)
    let restoration: Router.Restoration
    do {
      restoration = try router.restoration(of: snapshot.get())
    } catch {
      events.append(
        Event(
          time: now, kind: .stateRestoreRejected,
          arguments: [.init("name", nameValue), .init("reason", .string(error.reason))]))
      return
    }
    router.apply(restoration, at: now, events: &events)
    if self.router != nil { self.router = router }
    // A tab hidden since the save cannot be selected; the selection then stays (our decision).
    if !hiddenTabs.contains(restoration.selectedTab) {
      selectTab(restoration.selectedTab, cause: .restore)
    }
    events.append(
      Event(
        time: now, kind: .stateRestored,
        arguments: [.init("name", nameValue), .init("dropped", dropped(restoration.dropped))]))
  }

  public mutating func saveCustomization(as name: String) throws(ModelError) {
    guard let json = customizationJSON else { throw .noSystemTabView }
    savedCustomizations[name] = json
    events.append(
      Event(time: now, kind: .customizationSaved, arguments: [.init("name", .string(name))]))
  }

  public mutating func restoreCustomization(named name: String?, json: String?)
    throws(ModelError)
  {
    defer { showScreen() }
    guard tabView != nil else { throw .noSystemTabView }
    guard let text = json ?? name.flatMap({ savedCustomizations[$0] }) else {
      throw .unknownSaved(name ?? "")
    }
    let nameValue = name.map(StateValue.string) ?? .none
    let customization: TabViewCustomization
    do {
      customization = try TabViewCustomization.decode(text)
    } catch {
      events.append(
        Event(
          time: now, kind: .customizationRestoreRejected,
          arguments: [.init("name", nameValue), .init("reason", .string(error.reason))]))
      return
    }
    var dropped: [String] = []
    var restored: [Event] = []
    if var tabView {
      dropped = tabView.restore(customization, at: now, events: &restored)
      self.tabView = tabView
    }
    events.append(
      Event(
        time: now, kind: .customizationRestored,
        arguments: [
          .init("name", nameValue),
          .init("dropped", dropped.isEmpty ? .none : .string(dropped.joined(separator: ", "))),
        ]))
    events += restored
  }

  /// "recipe/pancakes, recipe/waffles", or none.
  private func dropped(_ routes: [Route]) -> StateValue {
    routes.isEmpty ? .none : .string(routes.map(\.description).joined(separator: ", "))
  }
}
