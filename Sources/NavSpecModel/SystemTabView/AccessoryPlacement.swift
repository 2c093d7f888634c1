/// Where the bottom accessory sits: SwiftUI's `TabViewBottomAccessoryPlacement` (`accessory.placement`).
///
/// "On iPhone, the placement of the bottom accessory depends on the tab bar size: when the tab bar
/// is normal size, the accessory appears above it; when the tab bar is collapsed, the accessory
/// displays inline" (Apple, `tabViewBottomAccessory(isEnabled:content:)`). Beside a sidebar it is
/// `expanded` "at the bottom of the tab's content view" (Apple, `.expanded`).
public enum AccessoryPlacement: String, Hashable, Sendable, CaseIterable {
  /// Above the full tab bar, full width, or at the bottom of the content beside a sidebar.
  case expanded
  /// In the minimised bar's row, beside it.
  case inline
}
