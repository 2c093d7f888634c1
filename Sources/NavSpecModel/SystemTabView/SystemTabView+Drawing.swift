/// The system TabView as `navspec render` draws it: its tab bar (minimised or not, as its
/// layout has it), its sidebar and accessory where it has them, and its labels.
extension SystemTabView {
  public func drawing(in environment: ComponentEnvironment) -> Drawing {
    let layout = tabViewLayout(on: environment.device)
    let appearance = ColorAppearance(environment.settings)
    // The bar material as a colour: its opaque colour under Reduce Transparency
    // (`Material.backdrop(over:reduceTransparency:)`), translucent otherwise, as the glass bar.
    let chrome = DesignColor.system(.barBackground)
    let fill =
      environment.settings.reduceTransparency
      ? DesignColor.opaque(chrome).resolved(in: appearance) : chrome.resolved(in: appearance)
    var drawing = Drawing()
    for (part, frame) in [
      ("sidebar", layout.sidebar), ("tab-bar", layout.tabBar), ("accessory", layout.accessory),
    ] {
      guard let frame else { continue }
      drawing.append(
        DrawingItem(
          .rect(frame), fill: fill, tags: DrawingTags(part: part)))
    }
    drawing.items += VisualElement.textItems(visualElements(in: environment), tabs: tabTitles)
    return drawing
  }
}
