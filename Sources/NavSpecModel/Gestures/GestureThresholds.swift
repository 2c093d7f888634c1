/// The constants gesture recognition runs on, each with its source.
public enum GestureThresholds {
  /// DragGesture's default minimumDistance (platform-facts.md, "Gesture thresholds": Apple docs).
  public static let dragMinimumDistance = 10.0
  /// LongPressGesture's minimumDuration, 0.5 s (platform-facts.md: Apple docs,
  /// UILongPressGestureRecognizer), in microseconds.
  public static let longPressMinimumDuration: Int64 = 500_000
  /// LongPressGesture's maximumDistance before it fails (platform-facts.md: Apple docs).
  public static let longPressMaximumDistance = 10.0
  /// The longest gap between the two taps of a double tap, 0.35 s (platform-facts.md: OpenSwiftUI
  /// RepeatGesture), used for VoiceOver's double tap. In microseconds.
  public static let multiTapGap: Int64 = 350_000
}
