/// The constants gesture recognition runs on, each with its source.
public enum GestureThresholds {
  /// How far a distance may fall short of a threshold and still reach it: a billionth of a
  /// point. Our decision, because points are written as decimals, which a binary double holds
  /// only approximately: (25.908736, y) to (35.908736, y) is 9.999999999999996 pt apart in
  /// doubles, and (364.091264, y) to (354.091264, y), its mirror, exactly 10. A finger cannot
  /// tell a billionth of a point; a double's rounding at screen sizes is about 1e-13 pt.
  public static let distanceTolerance = 1e-9

  /// Whether `distance` reaches `threshold`, within `distanceTolerance`.
  public static func reaches(_ distance: Double, _ threshold: Double) -> Bool {
    distance >= threshold - distanceTolerance
  }

  /// DragGesture's default minimumDistance (docs/platform-facts.md#drag-minimum-distance).
  public static let dragMinimumDistance = 10.0
  /// LongPressGesture's minimumDuration, 0.5 s, in microseconds
  /// (docs/platform-facts.md#long-press-duration-and-distance).
  public static let longPressMinimumDuration: Int64 = 500_000
  /// LongPressGesture's maximumDistance before it fails
  /// (docs/platform-facts.md#long-press-duration-and-distance).
  public static let longPressMaximumDistance = 10.0
  /// The longest gap between the two taps of a double tap, 0.35 s
  /// (docs/platform-facts.md#double-tap-interval),
  /// used for VoiceOver's double tap. In microseconds.
  public static let multiTapGap: Int64 = 350_000
}
