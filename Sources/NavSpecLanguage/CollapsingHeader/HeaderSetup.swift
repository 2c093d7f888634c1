import NavSpecModel

/// `header collapsing [stacked|overlay] [spacing N] [heading]`: installs the collapsing header of
/// "Collapsing top bar animation with SwiftUI" (docs/components/header.md#using-it-in-a-scenario).
struct HeaderSetup: Hashable, Sendable {
  var placement = CollapsingHeader.Placement.stacked
  /// The `VStack`'s spacing; nil for the model's default.
  var spacing: Double?
  /// Whether the title carries the header trait (the design's does not).
  var heading = false
  /// The header this set-up installs.
  var header: CollapsingHeader {
    CollapsingHeader(
      placement: placement, spacing: spacing ?? CollapsingHeader.defaultSpacing,
      titleIsHeading: heading)
  }
}
