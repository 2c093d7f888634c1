/// Which screen the user sees: the selected tab and the screen on top of its stack, told apart by
/// the stack's revision (a new top is a new screen even when it shows a route shown before), or
/// a screen of the tab container's own covering them (the More list, whatever tab is selected
/// beneath it).
enum ScreenOnDisplay: Hashable, Sendable {
  case tab(String, revision: Int)
  case containerScreen
}
