/// A tab container drawn as a full-width bar standing on the bottom safe-area inset, whose tabs
/// are `TabItem`s: the glass and the gooey tab bars. What such a bar is to the rest of the screen
/// (its frame, its layer, the inset it takes, its titles) is the same for both and written once
/// here; how its tabs are selected and animated is each bar's own.
public protocol BottomTabBar: TabItemContainer {
  /// The bar's height above the bottom safe-area inset.
  static var height: Double { get }
  var tabs: [TabItem] { get }
  var selectedIndex: Int { get }
  /// Where the bar is on screen.
  var frame: Rect { get }
}

extension BottomTabBar {
  /// Full width, `height` tall, its bottom on the bottom safe-area inset
  /// (docs/design-inputs.md#bar-frame; the gooey bar's: docs/components/gooey.md#where-the-bar-sits).
  public static func frame(on device: DeviceContext) -> Rect {
    device.bottomBarFrame(height: height)
  }

  public var layer: ScreenLayer { .tabContainer }

  /// It takes its height from the content's bottom, and a touch in it that it does not claim
  /// (a second finger) stops there.
  public func layout(on device: DeviceContext) -> ComponentLayout {
    ComponentLayout(bottomInset: Self.height, hitRegions: [frame])
  }

  public func contentLayout(on device: DeviceContext) -> ComponentLayout {
    ComponentLayout(bottomInset: Self.height)
  }

  public var tabTitles: [String] { tabs.map(\.title) }
  public var selectedTab: TabItem { tabs[selectedIndex] }
  public var selectedTitle: String { selectedTab.title }

  public func index(ofTab title: String) -> Int? {
    tabs.firstIndex { $0.title == title }
  }
}
