/// The gooey bar's built-in invariants (docs/explore.md#built-in-invariants): the ball's centre
/// on the bar, and one element per tab for VoiceOver.
extension GooeyTabBar {
  public var followedFingers: Set<Int> { Set(presses.keys) }

  public func invariantViolations(
    on device: DeviceContext, checking: BuiltInInvariantSet
  ) -> [InvariantViolation] {
    var found: [InvariantViolation] = []
    if checking.contains(.indicatorInsideBar), let violation = ballOutside(at: device.now) {
      found.append(violation)
    }
    if checking.contains(.accessibilityMatchesTabs),
      let violation = InvariantViolation.accessibilityMismatch(
        elements: accessibilityElements(direction: device.direction), expected: tabTitles,
        label: { title in tabs.first { $0.title == title }?.accessibilityLabel ?? title },
        // The document's buttons carry no selected trait (docs/components/gooey.md#accessibility):
        // none is right for it, one for the corrected variant.
        selected: selectedTitle, exposesSelection: variant.exposesTabSemantics)
    {
      found.append(violation)
    }
    return found
  }

  /// The ball's centre is the indent's, `selectedCenterX`: it must lie on the bar, edges
  /// included (before the buttons' frames arrive it sits at x = 0 by the document,
  /// docs/components/gooey.md#the-first-layout-pass). At rest the presented centre is checked;
  /// in flight, where it is heading: the `.spring(response: 0.4, dampingFraction: 0.6)` overshoots
  /// by about a tenth of the travel, as a real spring does, and that is not a defect.
  func ballOutside(at time: VirtualTime) -> InvariantViolation? {
    let moving = leadingCenter.isAnimating(at: time)
    let centre = moving ? leadingCenter.target : leadingCenter.value(at: time)
    guard centre < -invariantTolerance || centre > frame.width + invariantTolerance else {
      return nil
    }
    let which = moving ? "is heading for" : "is at"
    return InvariantViolation(
      .indicatorInsideBar,
      "the ball's centre \(which) \(InvariantViolation.text(centre)) pt from the bar's leading "
        + "edge, outside the bar's width (bar.frame.width \(InvariantViolation.text(frame.width)))")
  }
}
