/// The More navigation controller of a compact tab bar holding more than five tabs
/// (docs/components/tabview.md#the-more-tab). UIKit's tab bar shows the first four tabs and a
/// More item, and "view controllers at the end of the array are managed by the More navigation
/// controller" (Apple, `UITabBarController.viewControllers`): a navigation controller whose root
/// is a list of the other tabs, on which a row pushes its tab.
///
/// Two facts describe its stack, list at the bottom: whether the list is on top (and on display),
/// and which tab, if any, is pushed above it. The TabView keeps them consistent with its bar
/// (`SystemTabView.normalizeMore`).
public struct MoreNavigation: Hashable, Sendable {
  /// The More list is on display: the More item is selected and no tab is pushed above the list.
  /// The app's selection keeps the value it had beneath it (docs/components/tabview.md#selection).
  public internal(set) var isListShown = false
  /// The tab pushed above the list, kept while another tab is selected, so tapping More again
  /// shows this tab (our decision: the More list's stack is kept as every tab's stack is,
  /// docs/components/tabview.md#the-more-list).
  public internal(set) var pushedTitle: String?
  /// The element VoiceOver had focused when `pushedTitle` was pushed (its row): focus returns
  /// there when the tab is popped back to the list, as after any pop.
  public internal(set) var focusBeforePush: String?

  public init() {}
}
