/// What `save state as …` keeps: the selected tab and every tab's screens, sharing their nodes with
/// the live stacks (`SharedStack`), so a save costs O(tabs) however deep the stacks are. Writing
/// its JSON at every save made 8,000 push-and-save pairs take 26 s and 988 MB
/// (docs/model.md#cost); the text is now written only when asked for, and is the same text.
public struct SavedNavigationState: Hashable, Sendable {
  public var selectedTab: String
  /// Every tab's screens, by tab.
  var stacks: [String: SharedStack<NavigationStack.Entry>]

  init(selectedTab: String, stacks: [String: SharedStack<NavigationStack.Entry>]) {
    self.selectedTab = selectedTab
    self.stacks = stacks
  }

  /// The ids, as restoring reads them: O(screens).
  public var snapshot: NavigationSnapshot {
    NavigationSnapshot(selectedTab: selectedTab, paths: stacks.mapValues { $0.map(\.route) })
  }

  /// The canonical JSON `state.json` showed at the save.
  public var text: String { snapshot.text }
}
