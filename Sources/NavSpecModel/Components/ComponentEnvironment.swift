/// What a component may read about the rest of the screen: the device, where the content is after
/// every component's layout, the selected tab (whichever container selects it) and VoiceOver's
/// focus. Read-only: questions (accessibility, state) get this; changes get a `ComponentContext`.
public struct ComponentEnvironment: Hashable, Sendable {
  public var device: DeviceContext
  public var content: ContentArea
  /// The tab container's selection; nil without one.
  public var selectedTab: String?
  public var voiceOverFocus: String?

  public init(
    device: DeviceContext, content: ContentArea, selectedTab: String?, voiceOverFocus: String?
  ) {
    self.device = device
    self.content = content
    self.selectedTab = selectedTab
    self.voiceOverFocus = voiceOverFocus
  }

  public var now: VirtualTime { device.now }
  public var settings: Settings { device.settings }
  public var direction: LayoutDirection { device.direction }
}
