import NavSpecModel

/// What a generated step can aim at, read from the model as it is now: the tab titles, every
/// frame the state tree shows (bars, tabs, indicators, the back button, the content), the route
/// items, the url scheme and which statements the set-up makes meaningful. Read from the state
/// tree and the simulator, never from a list of our own, so a new component's frames are
/// targets as soon as its state shows them.
struct ExplorationTargets: Sendable {
  /// A frame on screen, with the root of its state path (`tabs` for `tabs[Library].frame`).
  struct Frame: Sendable {
    var root: String
    var isAccessibility: Bool
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
  }

  var titles: [String] = []
  /// Every frame the tree shows: read from `state` when asked, or once by `withFrames(reusing:)`.
  var frames: [Frame] { loaded?.frames ?? Self.frames(in: state) }
  /// The tabs' own frames, left to right: the boundaries between them are where a touch is most
  /// ambiguous.
  var tabFrames: [Frame] { loaded?.tabFrames ?? Self.tabFrames(among: frames) }
  /// The state tree the frames are read from.
  private var state: StateNode?
  /// The frames, once read (`withFrames(reusing:)`).
  private var loaded: (frames: [Frame], tabFrames: [Frame])?
  var screenWidth = 390.0
  var screenHeight = 844.0
  /// Route types and their item ids, in declaration order.
  var routes: [(type: String, ids: [String])] = []
  /// The scheme deep links use (`url-scheme`; the router's default without one).
  var urlScheme = Router.defaultScheme
  var hasScroll = false
  /// The set-up declared routes or a scheme (`Simulator.router`).
  private var hasRouter = false
  var hasSystemTabView = false
  /// The system TabView's bar shows a More item now (`tap more`).
  var hasMoreItem = false
  var voiceOverOn = false
  /// The names `save state as` has used so far in this run.
  var savedStates: [String] = []
  /// Microseconds from now to the next instant something falls due (an animation's end, a long
  /// press's recognition), when one is pending: a time that lands exactly there, or 1 µs either
  /// side, is where timing defects hide.
  var untilDeadline: Int64?
  var fingersDown: [Int] = []
  /// The clock, in microseconds.
  var now: Int64 = 0
  var depth = 0

  init() {}

  init(simulator: Simulator, state: StateNode) {
    screenWidth = simulator.screen.width
    screenHeight = simulator.screen.height
    hasRouter = simulator.router != nil
    hasScroll = simulator.scrollView != nil
    hasSystemTabView = simulator.tabView != nil
    self = updated(from: simulator, state: state)
  }

  /// The targets of a later step of the same run: what the set-up fixed (the screen, which
  /// components there are) kept, what steps change read again. A generated line is a step, and
  /// no step sets the screen or adds a component, so only the rest is read after every step
  /// (asking the model for a component it lacks copies every component it has on the way).
  func updated(from simulator: Simulator, state: StateNode) -> ExplorationTargets {
    var targets = self
    // A step may delete a route item (`delete recipe pancakes`).
    if hasRouter, let router = simulator.router {
      targets.urlScheme = router.scheme
      targets.routes = router.catalog.types.map { ($0.name, $0.items.map(\.id)) }
    }
    targets.titles = simulator.tabTitles ?? []
    targets.hasMoreItem = hasSystemTabView && (simulator.tabView?.hasMoreItem ?? false)
    targets.voiceOverOn = simulator.settings.voiceOver
    targets.savedStates = simulator.savedStates.isEmpty ? [] : simulator.savedStates.keys.sorted()
    targets.untilDeadline = nil
    if let deadline = simulator.nextDeadline, deadline > simulator.now {
      targets.untilDeadline = deadline.microseconds - simulator.now.microseconds
    }
    targets.fingersDown = simulator.fingersDown
    targets.now = simulator.now.microseconds
    targets.depth = simulator.selectedStack?.depth ?? 0
    targets.state = state
    targets.loaded = nil
    return targets
  }

  /// The frames found under each branch of the root, and that branch's children, by position:
  /// a branch a component handed back unbuilt (`StateMemo`, `StateNode.sameStorage`) holds the
  /// frames found in it last time. The glass bar's `tabs` and `bar` branches, most of the
  /// frames, come back step after step.
  struct FramesMemo: Sendable {
    struct Entry: Sendable {
      var key: String
      var children: [StateNode.Child]
      var frames: [Frame]
    }
    var entries: [Entry] = []
  }

  /// These targets with their frames read from the tree once, through `memo`. Why not at once:
  /// reading them walks the tree, which was about a tenth of a generated step, and about half
  /// the lines aim at no frame (a title, a wait, a setting); the generator asks for them before
  /// a line that does (`InteractionGenerator.aimsAtFrames`).
  func withFrames(reusing memo: inout FramesMemo) -> ExplorationTargets {
    guard loaded == nil else { return self }
    var targets = self
    let frames = Self.frames(in: state, reusing: &memo)
    targets.loaded = (frames, Self.tabFrames(among: frames))
    targets.state = nil
    return targets
  }

  /// These targets with their frames read from the whole tree, for one use.
  func withFrames() -> ExplorationTargets {
    var memo = FramesMemo()
    return withFrames(reusing: &memo)
  }

  private static func frames(in state: StateNode?) -> [Frame] {
    var frames: [Frame] = []
    if let state {
      collectFrames(state, key: "", root: nil, inAccessibility: false, into: &frames)
    }
    return frames
  }

  /// `frames(in:)`, each branch of the root that is the one met at its place last time (the
  /// same key, the same storage) giving the frames found in it then.
  private static func frames(in state: StateNode?, reusing memo: inout FramesMemo) -> [Frame] {
    guard case .branch(let roots)? = state else { return frames(in: state) }
    var frames: [Frame] = []
    var entries: [FramesMemo.Entry] = []
    entries.reserveCapacity(roots.count)
    for index in roots.indices {
      let key = roots[index].key
      let children = roots[index].node.children
      if index < memo.entries.count, memo.entries[index].key == key,
        StateNode.sameStorage(memo.entries[index].children, children)
      {
        frames += memo.entries[index].frames
        entries.append(memo.entries[index])
        continue
      }
      var found: [Frame] = []
      collectFrames(
        roots[index].node, key: key, root: key, inAccessibility: key == "a11y", into: &found)
      frames += found
      entries.append(FramesMemo.Entry(key: key, children: children, frames: found))
    }
    memo.entries = entries
    return frames
  }

  private static func tabFrames(among frames: [Frame]) -> [Frame] {
    frames.filter { $0.root == "tabs" && !$0.isAccessibility }.sorted { $0.x < $1.x }
  }

  /// Every `…frame` branch with a positive size. Paths are not spelled out (this runs after
  /// every step): a frame keeps the root key it is under and whether it is an accessibility
  /// frame, which is all the generator asks of it.
  ///
  /// It reads the tree in place (a borrowed node, each branch's own buffer), as
  /// `CoverageMap.SeenState.collect` does, for the same reason.
  private static func collectFrames(
    _ node: borrowing StateNode, key: String, root: String?, inAccessibility: Bool,
    into frames: inout [Frame]
  ) {
    // A byte compared first rules out most keys without comparing characters.
    if key.utf8.last == UInt8(ascii: "e"), key == "frame" || key.hasSuffix("Frame") {
      let frame = copy node
      func number(_ key: String) -> Double? {
        if case .leaf(.number(let value))? = frame.child(.name(key)) { return value }
        return nil
      }
      if let x = number("x"), let y = number("y"), let width = number("width"),
        let height = number("height"), width > 0, height > 0
      {
        frames.append(
          Frame(
            root: root ?? key, isAccessibility: inAccessibility, x: x, y: y, width: width,
            height: height))
      }
      return
    }
    switch node {
    case .leaf: return
    case .branch(let children):
      children.withUnsafeBufferPointer { children in
        // A frame is a branch, and a leaf holds none: most children are leaves.
        for index in children.indices where children[index].node.isBranch {
          let key = children[index].key
          collectFrames(
            children[index].node, key: key, root: root ?? key,
            inAccessibility: inAccessibility || key == "a11y", into: &frames)
        }
      }
    }
  }
}
