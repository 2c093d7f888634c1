/// The constants gesture recognition runs on, each with its source.
public enum GestureThresholds {
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
