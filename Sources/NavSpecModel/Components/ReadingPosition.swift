/// Where a component's accessibility elements go in the screen's reading order. VoiceOver reads
/// top to bottom and leading to trailing: a sidebar (the leading column) first, then the
/// navigation bar, then a bar below it at the top, the content, and a bar at the bottom last.
/// Elements of the same position keep the order of the components' layers, top layer first.
public enum ReadingPosition: Int, Hashable, Sendable, Comparable, CaseIterable {
  case leadingColumn
  case navigationBar
  case topBar
  case content
  case bottomBar

  public static func < (lhs: ReadingPosition, rhs: ReadingPosition) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// One component's accessibility elements, in its own reading order, with their place in the
/// screen's.
public struct AccessibilityGroup: Hashable, Sendable {
  public var position: ReadingPosition
  public var elements: [AccessibilityElement]

  public init(_ position: ReadingPosition, _ elements: [AccessibilityElement]) {
    self.position = position
    self.elements = elements
  }
}
