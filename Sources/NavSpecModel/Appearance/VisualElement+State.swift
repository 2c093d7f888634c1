/// The state tree's view of an element's colours: `color` (the foreground as seen, `#RRGGBB`),
/// `background` (the colour it is judged against, the worst case), `backgroundSource` (that
/// colour in words) and `contrast` (the WCAG ratio between the two).
extension VisualElement {
  /// The keys of `colorStateChildren`, in order, known before building them.
  public static let colorStateKeys = ["color", "background", "backgroundSource", "contrast"]

  public var colorStateChildren: [StateNode.Child] {
    let contrast = worstContrast
    return [
      .init("color", .leaf(.string(contrast.foreground.hex))),
      .init("background", .leaf(.string(contrast.background.color.hex))),
      .init("backgroundSource", .leaf(.string(contrast.background.description))),
      .init("contrast", .leaf(.number(contrast.ratio))),
    ]
  }
}
