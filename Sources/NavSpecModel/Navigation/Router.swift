/// The router of the design (docs/design-inputs.md#navigation) grown to a TabView:
/// the data model's routes, one `NavigationStack` per tab, the back button and the edge swipe,
/// deep links and state restoration.
///
/// Like the bar it is a value: every change takes the instant and appends what an app would
/// observe to an event list. It does not own the selection (the tab bar or TabView does) nor
/// VoiceOver (the simulator does); callers pass the tab to act on. Operations are in
/// `Router+Navigation.swift`, animation in `Router+Transitions.swift`, touches in
/// `Router+Touches.swift`, links in `Router+DeepLinks.swift`, saving and restoring in
/// `Router+Restoration.swift`.
public struct Router: Hashable, Sendable {
  public internal(set) var catalog = RouteCatalog()
  /// The tabs in declaration order: the order stacks are saved and settled in.
  public internal(set) var tabs: [String]
  /// One stack per tab, by title (`TabStacks`: not hashed for a handful of tabs).
  public internal(set) var stacks: TabStacks
  /// The URL scheme deep links must use (`url-scheme`).
  public internal(set) var scheme = Router.defaultScheme
  /// The finger on the content, if navigation is following one.
  public internal(set) var touch: ContentTouch?

  /// `myapp`, the scheme of the design's examples (docs/design-inputs.md#deep-link-examples).
  public static let defaultScheme = "myapp"
  /// Push and pop slide, and the cross-fade: easeInOut over 0.35 s (our decision: Apple publishes
  /// no figure for UINavigationController's curve; 0.35 s is SwiftUI's default duration and the
  /// glass pill's slide, so the app's transitions move in step).
  public static let transitionDuration = 0.35
  /// The curve of push, pop and cross-fade, and of the swipe's completion (UIKit's
  /// `completionCurve` default is easeInOut, Apple docs for UIPercentDrivenInteractiveTransition).
  public static let transitionCurve = TimingCurve.easeInOut
  /// The swipe back begins within 20 pt of the leading edge (Flutter's Cupertino route
  /// `_kBackGestureWidth`, its reconstruction of iOS's edge pan); mirrored in right-to-left.
  public static let edgeWidth = 20.0
  /// A release at least this fast decides by direction alone: 1 content width per second
  /// (Flutter's Cupertino route `_kMinFlingVelocity = 1.0 // Screen widths per second`).
  public static let flingVelocityInWidths = 1.0

  public init(tabs: [String]) {
    self.tabs = tabs
    // Titles are unique by the time a scenario runs (the checker rejects duplicates); should a
    // caller pass one twice anyway, the first keeps its stack rather than trapping.
    var stacks = TabStacks()
    for tab in tabs { stacks.insertIfAbsent(tab, NavigationStack(rootTitle: tab)) }
    self.stacks = stacks
  }

  /// A tab's stack (an empty one for an unknown tab, which callers have checked already).
  public func stack(_ tab: String) -> NavigationStack {
    stacks[tab] ?? NavigationStack(rootTitle: tab)
  }

}

/// What a navigation change needs to know about the device at its instant.
public struct NavigationContext: Sendable {
  public var time: VirtualTime
  /// Slide, or cross-fade under Reduce Motion with Prefer Cross-Fade Transitions.
  public var kind: NavigationTransition.Kind
  /// The content width: how far a screen slides.
  public var width: Double

  public init(time: VirtualTime, settings: Settings, width: Double) {
    self.time = time
    self.kind = NavigationContext.transitionKind(for: settings)
    self.width = width
  }

  /// Cross-fade only with both Reduce Motion and Prefer Cross-Fade Transitions on: iOS offers the
  /// cross-fade option under Reduce Motion and applies it only then
  /// (docs/platform-facts.md#prefer-cross-fade-transitions); Reduce Motion alone keeps the slide,
  /// as iOS does.
  public static func transitionKind(for settings: Settings) -> NavigationTransition.Kind {
    settings.reduceMotion && settings.preferCrossFade ? .crossFade : .slide
  }
}
