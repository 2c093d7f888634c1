/// The device at one instant, as every component sees it: the clock, the screen, its safe area
/// and the user's settings. Components receive it rather than holding it, so that one change of
/// screen or setting reaches all of them at once and no copy goes stale.
public struct DeviceContext: Hashable, Sendable {
  public var now: VirtualTime
  public var screen: Size
  public var safeAreaTop: Double
  public var safeAreaBottom: Double
  public var settings: Settings

  public init(
    now: VirtualTime, screen: Size, safeAreaTop: Double, safeAreaBottom: Double,
    settings: Settings
  ) {
    self.now = now
    self.screen = screen
    self.safeAreaTop = safeAreaTop
    self.safeAreaBottom = safeAreaBottom
    self.settings = settings
  }

  public var direction: LayoutDirection { settings.layoutDirection }

  /// The whole screen.
  public var screenFrame: Rect { Rect(x: 0, y: 0, width: screen.width, height: screen.height) }

  /// A full-width bar `height` tall with its bottom on the bottom safe-area inset: where the glass
  /// and the gooey tab bars sit.
  public func bottomBarFrame(height: Double) -> Rect {
    Rect(x: 0, y: screen.height - safeAreaBottom - height, width: screen.width, height: height)
  }
}
