/// What a scroll view tells the other components each time its motion changes
/// (`ComponentSignal.contentScrolled`): whose content it is, where the content is and how it
/// moves from now on. A reader evaluates `motion` at any instant in closed form; a reader that
/// samples once per display frame (SwiftUI's `onPreferenceChange`) uses `frameInterval`.
///
/// Offsets follow one convention everywhere (`ScrollMotion`): points scrolled down from the
/// content's top resting position.
public struct ContentScroll: Hashable, Sendable {
  /// The tab whose root screen holds the scroll view; nil without tabs.
  public var tab: String?
  /// How the offset moves from the instant the signal is sent until the next one.
  public var motion: ScrollMotion
  /// The scroll view's frame on screen.
  public var viewport: Rect
  /// The content insets at the top and bottom (the bars over the content).
  public var topInset: Double
  public var bottomInset: Double
  /// The height of the scrolled content.
  public var contentHeight: Double
  /// Seconds between display frames.
  public var frameInterval: Double
  /// False while a pushed screen covers the root screen that holds the scroll view.
  public var isOnScreen: Bool

  public init(
    tab: String?, motion: ScrollMotion, viewport: Rect, topInset: Double, bottomInset: Double,
    contentHeight: Double, frameInterval: Double, isOnScreen: Bool
  ) {
    self.tab = tab
    self.motion = motion
    self.viewport = viewport
    self.topInset = topInset
    self.bottomInset = bottomInset
    self.contentHeight = contentHeight
    self.frameInterval = frameInterval
    self.isOnScreen = isOnScreen
  }

  /// The largest resting offset: the content's bottom on the bottom inset's edge (0 when the
  /// content is shorter than what is visible).
  public var maxOffset: Double {
    max(0, contentHeight - (viewport.height - topInset - bottomInset))
  }
}
