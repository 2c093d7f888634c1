/// The system TabView's iOS 26 tab bar minimisation (docs/components/tabview.md): the behaviour
/// the app set, the scroll threshold, whether the bar is minimised, and how far it is drawn
/// between the two shapes.
///
/// `isMinimized` is the model's state (what hit-testing, insets, VoiceOver and the accessory's
/// placement follow, at once); `progress` is the drawing, animated from 0 (the full bar) to 1
/// (the minimised capsule), as a view's frame is set at once while its presentation animates.
public struct TabBarMinimization: Hashable, Sendable {
  public internal(set) var behavior = TabBarMinimizeBehavior.automatic
  /// Points the content scrolls in the minimising direction before the bar minimises.
  public internal(set) var threshold = TabBarMinimization.defaultThreshold
  public internal(set) var isMinimized = false
  /// 0 = drawn as the full bar, 1 = drawn as the minimised capsule.
  public internal(set) var progress = AnimatedValue(0, epsilon: TabBarMinimization.progressEpsilon)
  /// The selected tab's content as its scroll view last reported it (nil when none is on
  /// screen): its motion is followed until the next report.
  public internal(set) var watched: ContentScroll?
  /// The offset the distance scrolled is measured from: the furthest the content has been
  /// against the minimising direction since the bar was last full (the highest point for
  /// `on-scroll-down`), within the content's resting range.
  public internal(set) var anchor: Double?
  /// Whether the content has been strictly inside its resting range, away from the edge the bar
  /// expands at, since the bar minimised. With `on-scroll-up` the minimised bar's smaller bottom
  /// inset moves the bottom edge up, past content that minimised it within a few points of the
  /// old bottom: that content has not returned to the bottom, and the bar stays minimised until
  /// it has been inside and comes back (our decision; docs/components/tabview.md).
  public internal(set) var hasBeenInside = false
  /// The instant the watched motion next crosses what changes the bar: the threshold past the
  /// anchor while full, the top (or bottom) while minimised. Solved once per report with
  /// `ScrollMotion.firstTime(reaching:after:)`, never by stepping frames.
  public internal(set) var crossing: VirtualTime?

  public init() {}

  /// No threshold is published. Our decision: 49 pt, the tab bar's own height, so the content has
  /// moved a full bar's height under the bar before the bar gets out of its way; small enough
  /// that the bar minimises early in any deliberate scroll (a flick travels hundreds of points).
  /// `minimize-threshold` sets another.
  public static let defaultThreshold = 49.0

  /// The morph between the two shapes. Our decision: SwiftUI's `.smooth` (a critically damped
  /// spring of 0.5 s, docs/platform-facts.md#spring-presets): no overshoot, so the capsule never
  /// grows past either shape, and the spring merges if the bar turns back mid-morph. Apple
  /// publishes no curve for it.
  public static let animation = AnimationSpec.smooth

  /// The progress settles within 0.0001: our decision, because on the widest iPhone (440 pt) the
  /// frames are then within 0.044 pt of their end, below a pixel.
  public static let progressEpsilon = 0.0001
}
