/// The glass bar's built-in invariants (docs/explore.md#built-in-invariants): the pill's centre
/// between the first and last tabs' centres, and one element per tab for VoiceOver.
extension GlassTabBar {
  public var followedFingers: Set<Int> { tracking.map { [$0.finger] } ?? [] }

  public func invariantViolations(
    on device: DeviceContext, checking: BuiltInInvariantSet
  ) -> [InvariantViolation] {
    var found: [InvariantViolation] = []
    if checking.contains(.indicatorInsideBar), let violation = pillOutside(at: device.now) {
      found.append(violation)
    }
    if checking.contains(.accessibilityMatchesTabs),
      let violation = InvariantViolation.accessibilityMismatch(
        elements: accessibilityElements(direction: device.direction), expected: tabTitles,
        label: { title in tabs.first { $0.title == title }?.accessibilityLabel ?? title },
        selected: selectedTitle, exposesSelection: true)
    {
      found.append(violation)
    }
    return found
  }

  /// The pill is 1.2 items wide and centred on its item, so at the first and last tabs it reaches
  /// a tenth of an item past the bar by design (docs/design-inputs.md#pill-offset); what the
  /// design keeps inside is its centre, which the drag clamp holds between the first and last
  /// items' centres (docs/design-inputs.md#drag-clamp). At rest the presented centre is checked;
  /// in flight, where it is heading (an easeInOut slide never leaves the segment between its ends,
  /// and a spring may overshoot for a moment as real springs do).
  func pillOutside(at time: VirtualTime) -> InvariantViolation? {
    let moving = pill.base.isAnimating(at: time)
    let offset = moving ? pill.base.target + pill.dragOffset : pill.offset(at: time)
    let centre = offset + pillWidth / 2
    let lowest = itemWidth / 2
    let highest = frame.width - itemWidth / 2
    guard centre < lowest - invariantTolerance || centre > highest + invariantTolerance else {
      return nil
    }
    let which = moving ? "pill.target" : "pill.offset"
    let side = centre < lowest ? "before the first tab's centre" : "past the last tab's centre"
    let bound = centre < lowest ? lowest : highest
    return InvariantViolation(
      .indicatorInsideBar,
      "the pill's centre (\(which) \(InvariantViolation.text(offset)) + pill.width / 2) is "
        + "\(InvariantViolation.text(centre)) from the bar's leading edge, \(side) "
        + "(\(InvariantViolation.text(bound)))")
  }
}
