/// What a component may read about the rest of the screen: the device, where the content is after
/// every component's layout, the selected tab (whichever container selects it), VoiceOver's
/// focus and the depth of the selected tab's stack. Read-only: questions (accessibility, state)
/// get this; changes get a `ComponentContext`.
public struct ComponentEnvironment: Hashable, Sendable {
  public var device: DeviceContext
  public var content: ContentArea
  /// The tab container's selection; nil without one.
  public var selectedTab: String?
  public var voiceOverFocus: String?
  /// How many screens are pushed on the selected tab's navigation stack; nil without routes. A
  /// scroll view on the tab's root screen is on screen only at 0.
  public var selectedStackDepth: Int?
  /// What the tab container's own navigation does to the selected tab's screens: the system
  /// TabView's More list covers them, or holds the tab's root above it (`ContainerNavigation`).
  public var containerNavigation = ContainerNavigation.none
  /// The tab bars' labels as measured outside the model (docs/colours.md#text); empty when
  /// nothing was measured.
  public var labelMeasurements: LabelMeasurements
  /// The app's content behind translucent bars, as the scenario declares it; nil when it does
  /// not (docs/audits.md#content-behind-a-bar).
  public var contentBackdrop: ContentBackdrop?
  /// The team's own colours, as the scenario sets them (docs/audits.md#a-teams-own-colours).
  public var palette = Palette()

  public init(
    device: DeviceContext, content: ContentArea, selectedTab: String?, voiceOverFocus: String?,
    selectedStackDepth: Int? = nil
  ) {
    self.init(
      device: device, content: content, selectedTab: selectedTab, voiceOverFocus: voiceOverFocus,
      selectedStackDepth: selectedStackDepth, labelMeasurements: LabelMeasurements())
  }

  /// Every field at once: what the simulator builds at every step and touch sample. Built field
  /// by field and then given its measurements, the value was copied whole once more each time.
  init(
    device: DeviceContext, content: ContentArea, selectedTab: String?, voiceOverFocus: String?,
    selectedStackDepth: Int?, containerNavigation: ContainerNavigation = .none,
    labelMeasurements: LabelMeasurements, contentBackdrop: ContentBackdrop? = nil,
    palette: Palette = Palette()
  ) {
    self.device = device
    self.content = content
    self.selectedTab = selectedTab
    self.voiceOverFocus = voiceOverFocus
    self.selectedStackDepth = selectedStackDepth
    self.containerNavigation = containerNavigation
    self.labelMeasurements = labelMeasurements
    self.contentBackdrop = contentBackdrop
    self.palette = palette
  }

  /// Whether the selected tab shows its root screen (always, without routes, unless a screen of
  /// the container's own, the More list, covers it).
  public var showsRootScreen: Bool {
    !containerNavigation.coversContent && (selectedStackDepth ?? 0) == 0
  }

  public var now: VirtualTime { device.now }
  public var settings: Settings { device.settings }
  public var direction: LayoutDirection { device.direction }
}
