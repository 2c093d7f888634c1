/// How SwiftUI's `HStack` shares its width among its children, as Apple described it in WWDC19
/// "Building Custom Views with SwiftUI" and objc.io reconstructed it ("How an HStack Lays out Its
/// Children", 2020): take away the spacing; order the children by flexibility (the difference
/// between the widest and the narrowest width each can take), least flexible first; offer each
/// in turn an equal share of the width that remains, and take away what it chose.
///
/// Ties keep the children's order (our decision: the sources do not say, and a stable order is
/// the only one a reader can predict).
enum StackSpaceDistribution {
  /// The width each child takes, in the children's order.
  /// - Parameters:
  ///   - flexibility: each child's flexibility.
  ///   - available: the stack's offered width, spacing already taken away.
  ///   - size: the width child `index` chooses when offered `proposal` points.
  static func widths(
    flexibility: [Double], available: Double, size: (_ index: Int, _ proposal: Double) -> Double
  ) -> [Double] {
    let order = flexibility.indices.sorted {
      (flexibility[$0], $0) < (flexibility[$1], $1)
    }
    var widths = [Double](repeating: 0, count: flexibility.count)
    var remaining = available
    for (done, index) in order.enumerated() {
      let share = remaining / Double(order.count - done)
      widths[index] = size(index, share)
      remaining -= widths[index]
    }
    return widths
  }
}
