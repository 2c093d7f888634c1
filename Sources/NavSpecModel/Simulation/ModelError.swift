/// An input the model cannot take. The language checks most of these before a scenario runs;
/// the model still refuses them rather than trapping, so the REPL and other drivers are safe.
public enum ModelError: Error, Hashable, Sendable, CustomStringConvertible {
  case timeWentBack(now: VirtualTime, requested: VirtualTime)
  case timeOutOfRange(VirtualTime)
  case noTabs
  case pointNotFinite
  case fingerAlreadyDown(Int)
  case fingerNotDown(Int)
  case noTabBar
  case unknownTab(String)
  case unknownSetting(String, value: String)
  case voiceOverIsOff
  case nothingFocused
  case neverSettles(after: VirtualTime)
  case tabBarExists
  case noRoutes
  case unknownRoute(String)
  case routeNotInTab(route: String, tab: String)
  case noBackButton
  case tabHidden(String)
  case tabNotShown(String)
  case tabInMoreList(String)
  case noMoreItem
  case noSystemTabView
  case notCustomizable(String)
  case unknownSaved(String)

  public var description: String {
    switch self {
    case .timeWentBack(let now, let requested):
      return "time cannot go back from \(now.microseconds)us to \(requested.microseconds)us"
    case .timeOutOfRange(let time):
      return
        "time cannot reach \(time.microseconds)us; the clock ends at \(VirtualTime.end.microseconds)us"
    case .noTabs: return "a tab bar needs at least one tab"
    case .pointNotFinite: return "a touch must be at a finite point"
    case .fingerAlreadyDown(let finger): return "finger \(finger) is already down"
    case .fingerNotDown(let finger): return "finger \(finger) is not down"
    case .noTabBar: return "there is no tab bar; declare one with 'tabbar glass ...'"
    case .unknownTab(let title): return "there is no tab '\(title)'"
    case .unknownSetting(let name, let value): return "cannot set '\(name)' to '\(value)'"
    case .voiceOverIsOff: return "VoiceOver is off; turn it on with 'set voiceover on'"
    case .nothingFocused: return "VoiceOver has nothing focused to activate"
    case .neverSettles(let after):
      return "animations were still running after \(after.seconds) s"
    case .tabBarExists: return "there is already a tab bar"
    case .noRoutes: return "there are no routes; declare them with 'route ...'"
    case .unknownRoute(let route): return "there is no route '\(route)'"
    case .routeNotInTab(let route, let tab):
      return "'\(route)' has no destination in tab '\(tab)'; its routes live in another tab"
    case .noBackButton: return "there is no back button at the root"
    case .tabHidden(let title): return "tab '\(title)' is hidden"
    case .tabNotShown(let title):
      return "tab '\(title)' is not shown, so there is nothing there to touch"
    case .tabInMoreList(let title):
      return
        "tab '\(title)' is a row of the More list, which is not on display; tap 'more' first"
    case .noMoreItem:
      return "the tab bar has no More item (it needs more than five tabs in compact width)"
    case .noSystemTabView:
      return "there is no system TabView; declare one with 'tabbar system ...'"
    case .notCustomizable(let title): return "the user cannot customise tab '\(title)'"
    case .unknownSaved(let name): return "nothing was saved as '\(name)'"
    }
  }
}
