/// Short forms every component's state uses: a number leaf and a frame's four numbers.
extension StateNode {
  public static func number(_ value: Double) -> StateNode { .leaf(.number(value)) }

  /// `frame.x`, `frame.y`, `frame.width`, `frame.height`.
  public static func rect(_ rect: Rect) -> StateNode {
    .branch([
      .init("x", number(rect.minX)), .init("y", number(rect.minY)),
      .init("width", number(rect.width)), .init("height", number(rect.height)),
    ])
  }
}
