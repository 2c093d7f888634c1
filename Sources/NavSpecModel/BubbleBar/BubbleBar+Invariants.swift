/// The bubble bar's built-in invariants (docs/explore.md#built-in-invariants): the bubble inside
/// the grey container, and one button per title for VoiceOver.
extension BubbleBar {
  public var followedFingers: Set<Int> { tracking.map { [$0.finger] } ?? [] }

  public func invariantViolations(
    on device: DeviceContext, checking: BuiltInInvariantSet
  ) -> [InvariantViolation] {
    var bar = self
    bar.follow(device)
    var found: [InvariantViolation] = []
    if checking.contains(.indicatorInsideBar),
      let violation = bar.bubbleOutside(at: device.now)
    {
      found.append(violation)
    }
    if checking.contains(.accessibilityMatchesTabs),
      let violation = InvariantViolation.accessibilityMismatch(
        elements: bar.accessibilityElements(), expected: bar.titles, label: { $0 },
        // Approach 1 (SwiftUI) marks nothing selected; Approach 2 (UIKit) sets isSelected
        // (docs/components/bubble.md).
        selected: bar.selectedTitle, exposesSelection: bar.style == .uiKit)
    {
      found.append(violation)
    }
    return found
  }

  /// The bubble is exactly as large as the selected button, which the container's padding keeps
  /// inside it. At rest the presented frame is checked; in flight, where it is heading (the
  /// spring between two buttons may overshoot for a moment, as a real one does).
  func bubbleOutside(at time: VirtualTime) -> InvariantViolation? {
    let moving = isBubbleAnimating(at: time)
    let seen = moving ? bubble.target : bubble.rect(at: time)
    let container = layout.containerFrame
    let t = invariantTolerance
    guard
      seen.minX < container.minX - t || seen.maxX > container.maxX + t
        || seen.minY < container.minY - t || seen.maxY > container.maxY + t
    else { return nil }
    let which = moving ? "bubble.target" : "bubble.frame"
    func text(_ rect: Rect) -> String {
      [rect.minX, rect.minY, rect.width, rect.height].map(InvariantViolation.text).joined(
        separator: ", ")
    }
    return InvariantViolation(
      .indicatorInsideBar,
      "\(which) is (\(text(seen))), not inside bar.frame (\(text(container)))")
  }
}
