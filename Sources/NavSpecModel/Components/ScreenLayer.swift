/// A component's place in z-order. A touch is offered to the highest layer first; a layer that
/// does not claim it but covers the point (`ComponentLayout.hitRegions`) keeps it from the layers
/// below, as a view that is hit-tested swallows a touch it does not handle.
///
/// Cases are listed bottom to top; a new component chooses one (a new layer is a new case here,
/// which the compiler then asks every `switch` over layers to place).
public enum ScreenLayer: Int, Hashable, Sendable, Comparable, CaseIterable {
  /// The selected tab's screens and their navigation bar (the router).
  case content
  /// A bar laid over the top of the content that belongs to the screen rather than to the tabs:
  /// the collapsing header.
  case topBar
  /// Bars and columns drawn over or beside the content: tab bars, a sidebar, a bubble bar.
  case tabContainer

  public static func < (lhs: ScreenLayer, rhs: ScreenLayer) -> Bool { lhs.rawValue < rhs.rawValue }
}
