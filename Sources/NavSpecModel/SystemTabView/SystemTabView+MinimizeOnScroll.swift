/// How the system TabView follows its content's scrolling to minimise and expand the tab bar
/// (docs/components/tabview.md#minimising-on-scroll).
///
/// Each `contentScrolled` report brings the motion from now on, in closed form. The TabView
/// solves once when that motion next reaches what matters — the threshold past the anchor while
/// the bar is full, the top (the bottom for `on-scroll-up`) while it is minimised — and makes that
/// instant its deadline. During a fling the bar therefore changes at the exact microsecond the
/// offset crosses, whatever the frame rate, and no frame is stepped.
extension SystemTabView {
  /// A scroll view reported its motion. Only the selected tab's content on screen counts; another
  /// tab's content starts a new anchor.
  mutating func contentScrolled(_ scroll: ContentScroll, context: inout ComponentContext) {
    if scroll.tab != minimization.watched?.tab {
      minimization.anchor = nil
    } else {
      // Where the last motion got to counts before the new one replaces it: a jump (a scroll to
      // the top under Reduce Motion) starts where a fling ended, which no report told.
      minimization.anchor = anchor(at: context.now)
    }
    minimization.watched = scroll.isOnScreen ? scroll : nil
    followScroll(context: &context)
  }

  /// The crossing fell due: the bar minimises or expands, then the motion is followed on.
  mutating func scrollCrossingReached(context: inout ComponentContext) {
    guard let crossing = minimization.crossing, crossing <= context.now else { return }
    minimization.crossing = nil
    followScroll(context: &context)
  }

  /// The anchor as of `time`: the one kept at the last report, or where the watched motion is at
  /// `time` if that is further against the minimising direction. A fling reports once, as it
  /// starts, and every motion the scroll view runs between two reports goes one way (a
  /// deceleration, a scroll to the top, a bounce back to an edge, clamped to the resting range),
  /// so where it is now is the furthest it has been.
  func anchor(at time: VirtualTime) -> Double? {
    guard let anchor = minimization.anchor, !minimization.isMinimized,
      let direction = minimization.behavior.minimizingDirection,
      let scroll = minimization.watched
    else { return minimization.anchor }
    let offset = min(max(scroll.motion.offset(at: time), 0), scroll.maxOffset)
    return direction == .down ? min(anchor, offset) : max(anchor, offset)
  }

  /// After a change that does not come from the scroll view (a tap, a selection, a new behaviour
  /// or threshold): follows the last report again from now.
  mutating func followScroll(context: inout ComponentContext) {
    if followScroll(
      at: context.now, animated: !context.settings.reduceMotion, events: &context.events)
    {
      context.send(.contentInsetsChanged)
    }
  }

  /// Applies what the watched motion has already done by `time` (a drag sample can jump past the
  /// threshold; a fling may have reached it exactly now), then solves for the next crossing.
  /// Returns whether the bar changed (its insets with it).
  ///
  /// `edgeIsCurrent` is false right after the bar minimised with `on-scroll-up`: the report's
  /// bottom edge is the full bar's until the scroll view reports again with the minimised bar's
  /// insets, so the content is not yet known to be inside it.
  @discardableResult
  mutating func followScroll(
    at time: VirtualTime, animated: Bool, events: inout [Event], edgeIsCurrent: Bool = true
  ) -> Bool {
    minimization.crossing = nil
    // Where the bar cannot minimise nothing is measured; when it can again, the distance counts
    // from where the content is then.
    guard canMinimize else {
      minimization.anchor = nil
      return false
    }
    guard let direction = minimization.behavior.minimizingDirection,
      let scroll = minimization.watched, scroll.tab == nil || scroll.tab == selectedTitle
    else { return false }
    let motion = scroll.motion
    let offset = motion.offset(at: time)
    let limit = scroll.maxOffset
    if minimization.isMinimized {
      // Back at the start of the content: the top, or the bottom for bottom-aligned content.
      let edge = direction == .down ? 0 : limit
      let inside = direction == .down ? offset > edge : offset < edge
      if inside, edgeIsCurrent { minimization.hasBeenInside = true }
      guard minimization.hasBeenInside else {
        // Minimised at or past the edge (on-scroll-up: the minimised bar's inset moved the
        // bottom up past the content): it has to come inside first, strictly, or the bar would
        // expand at the instant it minimised and minimise again a moment later.
        minimization.crossing = motion.firstTime(
          reaching: direction == .down ? edge.nextUp : edge.nextDown, after: time)
        return false
      }
      guard !inside else {
        minimization.crossing = motion.firstTime(reaching: edge, after: time)
        return false
      }
      setMinimized(
        false, cause: direction == .down ? .top : .bottom, at: time, animated: animated,
        events: &events)
      followScroll(at: time, animated: animated, events: &events)
      return true
    }
    // The anchor is the furthest point against the minimising direction since the bar was full,
    // kept within the resting range (rubber-banding past an edge is not scrolling).
    let anchor = min(max(anchor(at: time) ?? offset, 0), limit)
    minimization.anchor = anchor
    let target =
      direction == .down ? anchor + minimization.threshold : anchor - minimization.threshold
    // Content that cannot scroll the threshold within its resting range never minimises the bar.
    guard target >= 0, target <= limit else { return false }
    let reached = direction == .down ? offset >= target : offset <= target
    guard reached else {
      minimization.crossing = motion.firstTime(reaching: target, after: time)
      return false
    }
    setMinimized(true, cause: .scroll, at: time, animated: animated, events: &events)
    followScroll(
      at: time, animated: animated, events: &events, edgeIsCurrent: direction == .down)
    return true
  }
}
