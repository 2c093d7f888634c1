/// What is on screen for the contrast and Dynamic Type rules: every component's labels and
/// indicators with their colours, in the settings of this instant (docs/colours.md).
extension Simulator {
  public var visualElements: [VisualElement] {
    let environment = self.environment
    return components.all.flatMap { $0.visualElements(in: environment) }
  }

  /// Every component's animations running at this instant.
  public var runningMotions: [RunningMotion] {
    let environment = self.environment
    return components.all.flatMap { $0.runningMotions(in: environment) }
  }

  /// Hands the model its tab bars' labels as measured outside it (the scenario language shapes
  /// them with HarfBuzz after `tabbar …`).
  /// Declares the app's content behind translucent bars (the scenario's `content backdrop …`);
  /// nil forgets it.
  public mutating func setContentBackdrop(_ backdrop: ContentBackdrop?) {
    contentBackdrop = backdrop
  }

  /// Sets one of the team's colours (the scenario's `palette …`); nil gives it back to the
  /// component.
  public mutating func setPaletteColor(_ color: DesignColor?, for role: Palette.Role) {
    palette[role] = color
  }

  public mutating func setLabelMeasurements(_ measurements: LabelMeasurements) {
    labelMeasurements = measurements
  }
}

extension Simulator {
  /// The screen at this instant: every component's background (`Drawing.background`), then
  /// every component's drawing, the lowest layer first, so that a bar is drawn over the content
  /// it covers and content over the screen it lies on (`navspec render`). The result's `items`
  /// hold everything, back to front.
  public var drawing: Drawing {
    let environment = self.environment
    var backgrounds: [DrawingItem] = []
    var items: [DrawingItem] = []
    // `components.all` is top layer first, the order touches are offered in.
    for component in components.all.reversed() {
      let drawing = component.drawing(in: environment)
      backgrounds += drawing.background
      items += drawing.items
    }
    return Drawing(backgrounds + items)
  }
}

extension Simulator {
  /// Every component's hit regions at this instant, top layer first: where a touch it does not
  /// claim stops (`ComponentLayout.hitRegions`), as `navspec render --overlay` outlines them.
  public var hitRegions: [Rect] {
    let device = self.device
    return components.all.flatMap { $0.layout(on: device).hitRegions }
  }

  /// The fingers down and where each is, in finger order.
  public var fingerPoints: [(finger: Int, point: Point)] {
    fingers.fingers.compactMap { finger in fingers[finger].map { (finger, $0) } }
  }
}
