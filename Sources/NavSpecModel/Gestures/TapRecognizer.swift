/// Button semantics for a tab: the touch went down inside the tab and comes up inside the same
/// tab, and no drag or long press began in between.
///
/// Our decision: a Button has no hold limit (UIKit fires touch-up-inside however long the press),
/// so no hold limit applies here (docs/platform-facts.md#button-taps).
public struct TapRecognizer: Hashable, Sendable {
  /// The tab under the finger at touch-down.
  public private(set) var tabIndex: Int
  public private(set) var isCancelled = false

  public init(tabIndex: Int) {
    self.tabIndex = tabIndex
  }

  /// Another gesture claimed the touch (a drag or a long press began): no tap for this touch.
  public mutating func cancel() {
    isCancelled = true
  }

  /// Whether lifting the finger over `tabAtUp` fires the tap.
  public func firesOnUp(over tabAtUp: Int?) -> Bool {
    !isCancelled && tabAtUp == tabIndex
  }
}
