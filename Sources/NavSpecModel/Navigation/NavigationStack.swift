/// One tab's `NavigationStack(path:)`: the screens pushed above the tab's root, and the
/// transition running on it. Every tab owns one; switching or hiding tabs keeps them all
/// (docs/platform-facts.md#tabs-that-are-hidden-keep-their-state).
public struct NavigationStack: Hashable, Sendable {
  /// A pushed screen.
  public struct Entry: Hashable, Sendable {
    public var route: Route
    /// The title shown when it was pushed: the screen keeps the value it was given even if the
    /// item is later deleted from the data model.
    public var title: String
    /// The element VoiceOver had focused when this screen was pushed: the element that pushed it,
    /// to which focus returns when it is popped (nil when nothing was focused).
    public var focusBeforePush: String?

    public init(route: Route, title: String, focusBeforePush: String? = nil) {
      self.route = route
      self.title = title
      self.focusBeforePush = focusBeforePush
    }
  }

  /// The root screen's title: the tab's title.
  public var rootTitle: String
  /// Bottom to top; empty at the root. Copies share their screens (`SharedStack`).
  public internal(set) var entries = SharedStack<Entry>() { didSet { revision &+= 1 } }
  /// Counts changes of the path. The top screen after a change is a new screen even when it shows
  /// a route shown before (a pop, then a push of the same route): the simulator compares this to
  /// tell whether the screen on display changed (`Simulator+Screen.swift`).
  public private(set) var revision = 0
  /// The push or pop animating on this stack, if any.
  public internal(set) var transition: NavigationTransition?

  public init(rootTitle: String) {
    self.rootTitle = rootTitle
  }

  /// O(depth).
  public var path: [Route] { entries.map(\.route) }
  public var depth: Int { entries.count }
  /// `Route.spell(path)`, kept once spelled (`SharedStack.joined(separator:spelling:)`): O(1)
  /// when read again, O(the pushes since) after pushes.
  public var spelledPath: String {
    entries.joined(separator: Route.separator) { $0.route.description }
  }
  /// The top screen's title (the root's at the root).
  public var topTitle: String { entries.last?.title ?? rootTitle }

  /// The title of the screen under the top one: what the back button shows. Nil at the root,
  /// where there is no back button.
  public var backTitle: String? {
    guard !entries.isEmpty else { return nil }
    return entries.secondToLast?.title ?? rootTitle
  }
}
