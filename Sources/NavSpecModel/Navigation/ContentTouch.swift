/// The one finger navigation follows on the content: a possible tap on the back button and a
/// possible edge swipe back. Other fingers landing meanwhile are ignored for their whole life, as
/// the glass bar ignores a second finger.
public struct ContentTouch: Hashable, Sendable {
  public enum Phase: Hashable, Sendable {
    /// Down, not yet moved 10 pt.
    case possible
    /// The edge swipe began: the top screen follows the finger.
    case swiping
    /// It moved without starting a swipe: nothing more comes of it.
    case failed
  }

  public var finger: Int
  /// The tab whose stack the touch acts on (the selected one when it landed).
  public var tab: String
  /// Movement from touch-down; 10 pt begins the swipe (DragGesture's minimum distance).
  public var drag: DragRecognizer
  /// Leading-axis positions, for the flick test at release.
  public var velocity = VelocityEstimator()
  public var startedOnBackButton: Bool
  /// Landed within `Router.edgeWidth` of the content's leading edge with something to pop.
  public var startedAtEdge: Bool
  /// While swiping, how far the top screen has moved is the interactive transition's offset
  /// (`NavigationTransition.offset(at:)`), kept there alone.
  public var phase = Phase.possible

  public init(
    finger: Int, tab: String, start: Point, startedOnBackButton: Bool, startedAtEdge: Bool
  ) {
    self.finger = finger
    self.tab = tab
    self.drag = DragRecognizer(startLocation: start)
    self.startedOnBackButton = startedOnBackButton
    self.startedAtEdge = startedAtEdge
  }
}
