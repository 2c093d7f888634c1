/// An input the model cannot take. The language checks most of these before a scenario runs;
/// the model still refuses them rather than trapping, so the REPL and other drivers are safe.
public enum ModelError: Error, Hashable, Sendable, CustomStringConvertible {
  case timeWentBack(now: VirtualTime, requested: VirtualTime)
  case fingerAlreadyDown(Int)
  case fingerNotDown(Int)
  case noTabBar
  case unknownTab(String)
  case unknownSetting(String, value: String)
  case voiceOverIsOff
  case nothingFocused
  case neverSettles(after: VirtualTime)

  public var description: String {
    switch self {
    case .timeWentBack(let now, let requested):
      return "time cannot go back from \(now.microseconds)us to \(requested.microseconds)us"
    case .fingerAlreadyDown(let finger): return "finger \(finger) is already down"
    case .fingerNotDown(let finger): return "finger \(finger) is not down"
    case .noTabBar: return "there is no tab bar; declare one with 'tabbar glass ...'"
    case .unknownTab(let title): return "there is no tab '\(title)'"
    case .unknownSetting(let name, let value): return "cannot set '\(name)' to '\(value)'"
    case .voiceOverIsOff: return "VoiceOver is off; turn it on with 'set voiceover on'"
    case .nothingFocused: return "VoiceOver has nothing focused to activate"
    case .neverSettles(let after):
      return "animations were still running after \(after.seconds) s"
    }
  }
}
