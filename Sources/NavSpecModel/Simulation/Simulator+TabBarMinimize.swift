/// The app's `.tabBarMinimizeBehavior(_:)` and the model's scroll threshold for it
/// (docs/components/tabview.md).
extension Simulator {
  /// `minimize-behavior on-scroll-down`: a behaviour that cannot minimise here expands a
  /// minimised bar.
  public mutating func setMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) throws(ModelError) {
    guard tabView != nil else { throw .noSystemTabView }
    let settings = self.settings
    try changeTabView { tabView, device, events in
      tabView.setMinimizeBehavior(behavior, at: device.now, settings: settings, events: &events)
    }
  }

  /// `minimize-threshold 30`: points scrolled in the minimising direction before the bar
  /// minimises (positive).
  public mutating func setMinimizeThreshold(_ threshold: Double) throws(ModelError) {
    guard tabView != nil else { throw .noSystemTabView }
    let settings = self.settings
    try changeTabView { tabView, device, events in
      tabView.setMinimizeThreshold(threshold, at: device.now, settings: settings, events: &events)
    }
  }
}
