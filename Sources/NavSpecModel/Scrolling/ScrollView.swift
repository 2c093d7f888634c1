/// The vertical scroll view on each tab's root screen (docs/components/scroll.md): one content
/// height and deceleration rate, and for each tab its own offset and motion, so that switching
/// tabs shows the new tab's position. Without tabs there is one, under the key "".
///
/// Like every component it is a value: each change takes the instant from its context, appends
/// what a `UIScrollViewDelegate` would hear to the event log, and sends
/// `ComponentSignal.contentScrolled` whenever the motion of the scroll view on screen changes.
/// Touches are in `ScrollView+Touches.swift`, time and the scroll to top in
/// `ScrollView+Motion.swift`, VoiceOver's page scroll in `ScrollView+Accessibility.swift`.
public struct ScrollView: Hashable, Sendable {
  /// The scrolled content's height, in points (`scroll content 3000`).
  public internal(set) var contentHeight: Double
  /// How quickly a fling slows down (`scroll content 3000 rate fast`).
  public internal(set) var rate: DecelerationRate
  /// Each tab's scroll, by title ("" without tabs); a tab not yet listed rests at the top.
  public internal(set) var scrolls: [String: TabScroll] = [:]
  /// The tabs in declaration order, for the state tree's `scrolls[…]`.
  public internal(set) var tabs: [String]
  /// The finger on the content, if the scroll view follows one.
  public internal(set) var touch: ScrollTouch?
  /// What was last sent as `contentScrolled`, so that a signal that changes nothing (a tab switch
  /// followed by the screen-changed signal) is not sent twice.
  var lastSent: ContentScroll?

  /// The pan begins once the finger is 10 pt from where it landed: our decision, after SwiftUI's
  /// DragGesture minimumDistance (docs/platform-facts.md#drag-minimum-distance) and
  /// UIPanGestureRecognizer's hysteresis, which Apple does not publish
  /// (docs/components/scroll.md#tracking).
  public static let panSlop = GestureThresholds.dragMinimumDistance
  /// Seconds between display frames: 120 Hz (docs/platform-facts.md#promotion-frame-rate).
  public static let frameInterval = 1.0 / 120
  /// What VoiceOver's page scroll keeps of the previous page: 44 pt, one row of a standard
  /// table (our decision, docs/components/scroll.md#voiceover).
  public static let pageOverlap = 44.0
  /// The scroll to top: easeInOut over 0.35 s (our decision, docs/components/scroll.md#scroll-to-top).
  public static let scrollToTopAnimation = AnimationSpec.easeInOut(duration: 0.35)

  public init(contentHeight: Double, rate: DecelerationRate = .normal, tabs: [String] = []) {
    self.contentHeight = contentHeight
    self.rate = rate
    self.tabs = tabs
  }

  /// The key of the scroll view on the selected tab's root screen.
  static func key(_ environment: ComponentEnvironment) -> String {
    environment.selectedTab ?? ""
  }

  /// A tab's scroll (at rest at the top if it never moved).
  public func scroll(_ key: String) -> TabScroll {
    scrolls[key] ?? TabScroll()
  }

  /// What the scroll view on the selected tab's root screen looks like in `environment`, moving
  /// as `motion` says.
  func contentScroll(_ motion: ScrollMotion, in environment: ComponentEnvironment) -> ContentScroll
  {
    let content = environment.content
    return ContentScroll(
      tab: environment.selectedTab, motion: motion, viewport: content.frame,
      topInset: content.topInset, bottomInset: content.bottomInset, contentHeight: contentHeight,
      frameInterval: Self.frameInterval, isOnScreen: environment.showsRootScreen)
  }

  /// The selected tab's scroll as it is now.
  func currentScroll(in environment: ComponentEnvironment) -> ContentScroll {
    contentScroll(scroll(Self.key(environment)).motion, in: environment)
  }

  /// Sends the selected tab's scroll, unless it is what was sent last.
  mutating func sendScroll(context: inout ComponentContext) {
    send(currentScroll(in: context.environment), context: &context)
  }

  /// Sends `current` (the selected tab's scroll as it is now), unless it is what was sent last.
  mutating func send(_ current: ContentScroll, context: inout ComponentContext) {
    guard current != lastSent else { return }
    lastSent = current
    context.send(.contentScrolled(current))
  }
}

/// One tab's scroll view: how its offset moves, and what it will still tell its delegate.
public struct TabScroll: Hashable, Sendable {
  public internal(set) var motion = ScrollMotion.resting(at: 0, since: .zero)
  /// When a fling reaches an edge and the bounce begins (`scrollBounced`), while still ahead.
  var bounceAt: VirtualTime?
  /// When the motion comes to rest and `scrollEnded` is due; nil when nothing is pending.
  var endsAt: VirtualTime?

  public init() {}
}
