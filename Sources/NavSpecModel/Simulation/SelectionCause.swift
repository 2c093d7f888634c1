/// What made a tab container's selection change: the `cause` of `selectionChanged` and
/// `reselected`, for the glass bar and the system TabView alike.
public enum SelectionCause: String, Hashable, Sendable, CaseIterable {
  case tap
  case drag
  case voiceOver = "voiceover"
  case largeContentViewer
  /// The app set the selection (`select Library`, `TabView(selection:)`).
  case program
  /// A deep link opened a route in another tab.
  case deepLink
  /// Restored navigation state selected its tab.
  case restore
  /// The selected tab was hidden, so the first shown tab took over.
  case hidden
}
