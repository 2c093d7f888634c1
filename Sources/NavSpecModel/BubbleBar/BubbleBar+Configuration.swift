/// What the scenario language hands the bar after installing it: the variant and the measured
/// titles. The model never measures text; the language shapes the titles with a font (or takes
/// widths the scenario states) and passes the table here.
extension BubbleBar {
  /// Changes the variant and the measurements; everything moves to the new layout at once.
  public mutating func configure(
    style: BubbleBarStyle, typography: BubbleTypography, at time: VirtualTime
  ) {
    self.style = style
    self.typography = typography
    layOut(screenWidth: screenWidth, safeAreaTop: safeAreaTop, direction: direction, at: time)
  }
}

extension Simulator {
  /// The installed bubble bar, if the scenario installed one.
  public var bubbleBar: BubbleBar? { components.first(BubbleBar.self) }

  /// Hands the installed bubble bar its variant and measurements.
  public mutating func configureBubbleBar(style: BubbleBarStyle, typography: BubbleTypography)
    throws(ModelError)
  {
    let device = self.device
    let configured: Void? = components.modify(BubbleBar.self) { bar in
      bar.follow(device)
      bar.configure(style: style, typography: typography, at: device.now)
    }
    guard configured != nil else { throw .noTabBar }
  }
}
