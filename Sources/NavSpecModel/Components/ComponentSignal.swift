/// What one component tells the others. Components never call each other: a component appends a
/// signal to its context (`ComponentContext.send`), and the simulator delivers it to every
/// component (the sender included, which may ignore it) after the call that sent it, in layer
/// order, top first. The simulator sends some itself (the screen changed, the content moved).
///
/// Why signals and not calls: the tab container does not know whether there is a router, and the
/// router does not know which tab container selects its tabs; each reacts to what happened.
public enum ComponentSignal: Hashable, Sendable {
  /// A tab container's selection changed to `tab`.
  case tabSelected(String, cause: SelectionCause)
  /// The selected tab was activated again: the router pops its stack to the root (the iOS
  /// convention).
  case tabReselected(String, cause: SelectionCause)
  /// A scroll view's motion changed (a touch sample, a release, a catch, a bounce, a scroll to
  /// top): where its content is and how it moves from now on, until the next one. A bar that
  /// minimises on scroll and a header that collapses listen for it.
  ///
  /// Indirect: a scroll is a few hundred bytes, and every signal is copied several times on
  /// its way to each component, at every touch sample of a pan.
  indirect case contentScrolled(ContentScroll)
  /// A component changed the insets it takes from the content (the TabView's bar minimising):
  /// a scroll view reads its insets again.
  case contentInsetsChanged
  /// The content area changed size (a sidebar shown or hidden, a size class change): gestures
  /// measured in the old size end and running transitions end at once.
  case contentFrameChanged
  /// The screen's size or safe area changed: components with a stored frame lay out again.
  case deviceChanged
  /// The screen on display changed (a push, a pop, another tab): a finger acting on the old
  /// screen is let go.
  case screenChanged
  /// For the simulator: if the current operation changes the screen on display, VoiceOver goes
  /// to this element (a pop returns focus to what pushed).
  case voiceOverFocusAfterChange(String)
  /// The tab container pushed `tab`'s screens on a navigation controller of its own (a row of
  /// the More list was tapped): the router slides them in over the list.
  case rootPushed(String)
  /// The tab container popped `tab`'s screens off its own navigation controller, back to its
  /// list (the More item was tapped again): the router pops the tab's stack to its root, as a
  /// reselected tab's, and slides the screen away.
  case rootPopped(String)
  /// The router popped the root of `tab`, which the tab container's navigation holds above its
  /// list (the back button, the swipe back or VoiceOver's escape on the root of a tab pushed from
  /// the More list): the container shows what lies beneath.
  case rootBack(String, cause: Router.PopCause)
}
