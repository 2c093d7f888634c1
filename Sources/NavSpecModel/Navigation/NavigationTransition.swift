/// A push or pop being animated on one stack: a slide, or under Reduce Motion with Prefer
/// Cross-Fade Transitions a cross-fade (docs/platform-facts.md#prefer-cross-fade-transitions). The
/// path has already changed when it starts; the animation only shows it.
public struct NavigationTransition: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case slide
    case crossFade
  }

  public enum Direction: String, Hashable, Sendable, CaseIterable {
    case push
    case pop
  }

  public var kind: Kind
  public var direction: Direction
  /// The upper screen: the one pushed, or the one popped (`recipe/apple-pie`); nil for the tab's
  /// root, pushed on the More list or popped back to it (docs/components/tabview.md#the-more-tab).
  public var route: Route?
  /// The one value it animates (a transition moves one thing, so it keeps one):
  /// - slides: the upper screen's leading edge, in points from the content's leading edge: from
  ///   the content width (off screen) to 0 for a push, from 0 (or where the finger left it) to
  ///   the width for a pop. Settles within 0.01 pt (the pill's tolerance: below a pixel at 3x).
  /// - cross-fades: the incoming screen's opacity, 0 to 1. Settles within 1e-4.
  public var value: AnimatedValue
  /// True while the finger drives it (the back swipe before release): nothing settles then.
  public var isInteractive = false
  /// False for a swipe released short of popping: the screen went back and stayed. The
  /// `completed` argument of `transitionEnded`.
  public var completes = true

  public init(kind: Kind, direction: Direction, route: Route?) {
    self.kind = kind
    self.direction = direction
    self.route = route
    switch kind {
    case .slide: value = AnimatedValue(0, epsilon: 0.01)
    case .crossFade: value = AnimatedValue(1, epsilon: 0.0001)
    }
  }

  /// The upper screen's offset at `time`; 0 in a cross-fade, which does not move it.
  public func offset(at time: VirtualTime) -> Double {
    kind == .slide ? value.value(at: time) : 0
  }

  /// The incoming screen's opacity at `time`; 1 in a slide, which does not fade it.
  public func opacity(at time: VirtualTime) -> Double {
    kind == .crossFade ? value.value(at: time) : 1
  }

  /// The state path of that value, the `property` of its animation events.
  public var property: String { Self.property(of: kind) }

  /// The state path a transition of `kind` animates.
  public static func property(of kind: Kind) -> String {
    kind == .slide ? "navigation.transition.offset" : "navigation.transition.opacity"
  }

  /// The upper screen as events and the state tree spell it: its route, or `""` for the tab's
  /// root (as a path is `""` at the root).
  public var routeText: String { route?.description ?? "" }

  /// When it ends, unless the finger still drives it.
  public var settleTime: VirtualTime? { isInteractive ? nil : value.settleTime }
}
