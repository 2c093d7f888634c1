/// Saving and restoring navigation state (docs/design-inputs.md#state-restoration): ids are saved;
/// on restore, ids of deleted items are dropped.
extension Router {
  /// What restoring a snapshot will do, worked out completely before anything changes.
  public struct Restoration: Hashable, Sendable {
    public var selectedTab: String
    /// Every tab's new path, in tab order.
    public var paths: [String: [NavigationStack.Entry]]
    /// Routes whose items no longer exist, in tab order then path order.
    public var dropped: [Route]
  }

  public func snapshot(selectedTab: String) -> NavigationSnapshot {
    NavigationSnapshot(
      selectedTab: selectedTab,
      paths: Dictionary(tabs.map { ($0, stack($0).path) }, uniquingKeysWith: { first, _ in first }))
  }

  /// The state as `save state` keeps it: O(tabs), the stacks shared.
  public func saved(selectedTab: String) -> SavedNavigationState {
    SavedNavigationState(
      selectedTab: selectedTab,
      stacks: Dictionary(
        tabs.map { ($0, stack($0).entries) }, uniquingKeysWith: { first, _ in first }))
  }

  /// Checks a snapshot against the app. Tabs and route types are the app's code, so an unknown
  /// one means the save is not this app's and is rejected; items are data, so a missing one is
  /// dropped (the rest of its path is kept, as the document's `compactMap` does) and reported.
  public func restoration(of snapshot: NavigationSnapshot) throws(RestorationError) -> Restoration {
    guard tabs.contains(snapshot.selectedTab) else {
      throw RestorationError("unknown tab '\(snapshot.selectedTab)' in \"selectedTab\"")
    }
    for tab in snapshot.paths.keys.sorted() where !tabs.contains(tab) {
      throw RestorationError("unknown tab '\(tab)' in \"paths\"")
    }
    var paths: [String: [NavigationStack.Entry]] = [:]
    var dropped: [Route] = []
    for tab in tabs {
      var entries: [NavigationStack.Entry] = []
      for route in snapshot.paths[tab] ?? [] {
        guard let type = catalog.type(named: route.type) else {
          throw RestorationError("unknown route '\(route.type)' in \"paths\".\(tab)")
        }
        guard type.isRegistered(in: tab) else {
          throw RestorationError("route '\(route.type)' does not belong to tab '\(tab)'")
        }
        guard let item = type.item(id: route.id) else {
          dropped.append(route)
          continue
        }
        entries.append(
          NavigationStack.Entry(route: Route(type: type.name, id: route.id), title: item.title))
      }
      paths[tab] = entries
    }
    return Restoration(selectedTab: snapshot.selectedTab, paths: paths, dropped: dropped)
  }

  /// Applies a checked restoration to every stack, without animation (restoration happens as
  /// the app appears).
  mutating func apply(_ restoration: Restoration, at time: VirtualTime, events: inout [Event]) {
    for tab in tabs {
      setPath(on: tab, to: restoration.paths[tab] ?? [], at: time, events: &events)
    }
  }
}
