/// Recognises a drag from one finger's raw touches, as SwiftUI's DragGesture does.
///
/// It begins once the finger has moved `dragMinimumDistance` from where it went down; its
/// translation is measured from the touch-down point, so it includes those first 10 pt
/// (docs/platform-facts.md#drag-translation).
public struct DragRecognizer: Hashable, Sendable {
  public private(set) var startLocation: Point
  public private(set) var location: Point
  public private(set) var hasBegun = false

  public init(startLocation: Point) {
    self.startLocation = startLocation
    self.location = startLocation
  }

  public var translation: Size {
    Size(width: location.x - startLocation.x, height: location.y - startLocation.y)
  }

  /// The horizontal translation along the leading axis: right-to-left mirrors it, so a positive
  /// value always points toward the trailing edge.
  public func leadingTranslation(_ direction: LayoutDirection) -> Double {
    direction == .leftToRight ? translation.width : -translation.width
  }

  /// Feeds a move; returns true on the move that makes the drag begin.
  public mutating func move(to point: Point) -> Bool {
    location = point
    guard !hasBegun else { return false }
    if GestureThresholds.reaches(
      startLocation.distance(to: point), GestureThresholds.dragMinimumDistance)
    {
      hasBegun = true
      return true
    }
    return false
  }
}
