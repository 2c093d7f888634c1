/// The blurred materials the designs use. A material's tint is not published and a blur cannot
/// be measured; what a contrast rule can know is written here (docs/colours.md#materials).
public enum Material: String, Hashable, Sendable {
  /// SwiftUI's `.ultraThinMaterial` (the glass bar's background).
  case ultraThin = "ultraThinMaterial"
  /// SwiftUI's `.regularMaterial` (the glass bar's pill).
  case regular = "regularMaterial"
  /// The system tab bar's chrome.
  case bar

  /// What the material shows over `base`. Under Reduce Transparency a material is opaque
  /// (docs/platform-facts.md#reduce-transparency): the system bar
  /// takes its own colour made opaque, the SwiftUI materials `.secondarySystemBackground` (our
  /// decision: Apple does not publish the fallback; of the published background colours it is
  /// the one that gives label-coloured text the lower contrast in both schemes, so the worse).
  /// Otherwise the system bar is Flutter's reconstruction of its translucent colour over the
  /// content, and the SwiftUI materials are the content itself (our decision: their tint is
  /// not published, and a blur keeps a uniform colour as it is, so ignoring the tint is the
  /// worst case).
  public func backdrop(over base: Backdrop.Base, reduceTransparency: Bool) -> Backdrop {
    switch (self, reduceTransparency) {
    case (.bar, true): return Backdrop(.color(.opaque(.system(.barBackground))))
    case (.bar, false): return Backdrop(base, layers: [.system(.barBackground)])
    case (_, true): return Backdrop(.color(.system(.secondarySystemBackground)))
    case (_, false): return Backdrop(base)
    }
  }
}
