/// How a tab container's own navigation shows the selected tab's screens. The system TabView's
/// More navigation controller (docs/components/tabview.md#the-more-tab) is the one container
/// with navigation of its own: its list covers the selected tab's screens, or it holds a tab's
/// root screen above that list, which gives the root a back button.
///
/// Why the environment carries it: the router draws the navigation bar and the scroll view the
/// content, and neither may ask the TabView (components never call each other); they read what
/// the container's navigation does to the selected tab from the environment.
public struct ContainerNavigation: Hashable, Sendable {
  /// A screen of the container's own (the More list) is on display over the selected tab's
  /// screens: nothing of the tab is on screen.
  public var coversContent: Bool
  /// The selected tab's root sits above the container's own screen (the More list), which gives
  /// the root a back button titled `listTitle`.
  public var rootIsAboveList: Bool

  /// The title of the container's own screen: "More", the title UIKit gives the More list
  /// (`UITabBarItem.SystemItem.more`), the one container with navigation of its own. A constant
  /// rather than a stored title: the environment carries this at every step and touch sample, and
  /// a stored string cost a retain and a release at each of its copies.
  public static let listTitle = "More"

  public init(coversContent: Bool = false, rootIsAboveList: Bool = false) {
    self.coversContent = coversContent
    self.rootIsAboveList = rootIsAboveList
  }

  /// The title of the screen beneath the selected tab's root ("More"): the root has a back button
  /// with this title. Nil when the root is at the bottom, as usual.
  public var rootBackTitle: String? { rootIsAboveList ? Self.listTitle : nil }

  /// No navigation of the container's own: every container but the system TabView with a More
  /// item.
  public static let none = ContainerNavigation()
}
