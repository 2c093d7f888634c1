/// Deep links (docs/design-inputs.md#deep-link-examples): select the tab that owns the link's
/// routes and set its path.
///
/// Unlike the document's handler, which pops to the root before it knows whether the link is
/// good, a link is parsed and resolved completely first; a bad one is rejected with a reason and
/// changes nothing.
extension Router {
  /// Where a valid link leads.
  public struct LinkTarget: Hashable, Sendable {
    public var tab: String
    public var entries: [NavigationStack.Entry]
  }

  /// Resolves a parsed link against the scheme, the data model and the tabs. The host and path
  /// are read as `type id type id …`. The tab is the one the routes' types belong to; a link whose
  /// types belong to no tab opens in the selected tab.
  public func resolve(_ link: DeepLink, selectedTab: String, hiddenTabs: Set<String>)
    throws(DeepLink.Rejection) -> LinkTarget
  {
    guard link.scheme == scheme.lowercased() else {
      throw DeepLink.Rejection("unknown scheme '\(link.scheme)'; expected '\(scheme)'")
    }
    guard !link.host.isEmpty else {
      throw DeepLink.Rejection("no host; the first route goes there, as in '\(scheme)://recipe/…'")
    }
    let segments = link.segments
    var entries: [NavigationStack.Entry] = []
    var owners: [String] = []
    var index = 0
    while index < segments.count {
      let name = segments[index]
      guard let type = catalog.type(named: name) else {
        // The host names the first route; a wrong host is the most common bad link.
        throw DeepLink.Rejection(index == 0 ? "unknown host '\(name)'" : "unknown route '\(name)'")
      }
      guard index + 1 < segments.count else {
        throw DeepLink.Rejection("route '\(name)' needs an id")
      }
      let id = segments[index + 1]
      guard let item = type.item(id: id) else {
        throw DeepLink.Rejection("no \(name) '\(id)'")
      }
      if let tab = type.tab, !owners.contains(tab) { owners.append(tab) }
      entries.append(
        NavigationStack.Entry(route: Route(type: type.name, id: id), title: item.title))
      index += 2
    }
    guard owners.count <= 1 else {
      let names = owners.map { "'\($0)'" }.joined(separator: " and ")
      throw DeepLink.Rejection("the routes belong to different tabs, \(names)")
    }
    let tab = owners.first ?? selectedTab
    guard !hiddenTabs.contains(tab) else {
      throw DeepLink.Rejection("tab '\(tab)' is hidden")
    }
    return LinkTarget(tab: tab, entries: entries)
  }
}
