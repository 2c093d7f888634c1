/// A tab container whose tabs are `TabItem`s (the glass bar, the gooey bar), so that the `tab`
/// statement's badge, hint, label and icon reach them whichever of them is installed. The system
/// TabView keeps its own tabs (`Simulator.updateSystemTab`).
public protocol TabItemContainer: TabContainer {
  func index(ofTab title: String) -> Int?
  /// Changes the tab at `index` (nothing for an index out of range).
  mutating func update(tab index: Int, _ change: (inout TabItem) -> Void)
}
