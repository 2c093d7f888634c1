/// Which screen the user sees: the selected tab and the screen on top of its stack, told apart by
/// the stack's revision (a new top is a new screen even when it shows a route shown before).
struct ScreenOnDisplay: Hashable, Sendable {
  var tab: String
  var revision: Int
}
