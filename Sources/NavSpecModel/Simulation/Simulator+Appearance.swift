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
