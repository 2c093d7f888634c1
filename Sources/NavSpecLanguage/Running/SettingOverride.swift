import NavSpecModel

/// `--set dynamic-type=AX5`: a setting every scenario starts with, checked against the model's
/// settings vocabulary with the same suggestions as a `set` line.
public struct SettingOverride: Hashable, Sendable {
  public var name: String
  public var value: String

  public typealias Failure = OptionFailure

  /// Reads `name=value`.
  public init(parsing text: String) throws(Failure) {
    let shown = OptionFailure.shown(text)
    guard let equals = text.firstIndex(of: "=") else {
      throw Failure(
        message: "'--set \(shown)' needs a value: write it as name=value, e.g. dynamic-type=AX5")
    }
    let name = String(text[..<equals])
    let value = String(text[text.index(after: equals)...])
    guard let descriptor = Settings.descriptor(named: name) else {
      let hint =
        Suggestion.didYouMean(name, among: Settings.names)
        ?? "settings: \(Settings.names.joined(separator: ", "))"
      throw Failure(
        message: "'--set \(shown)': unknown setting '\(OptionFailure.shown(name))'; \(hint)")
    }
    guard descriptor.values.contains(value) else {
      let hint =
        Suggestion.didYouMean(value, among: descriptor.values)
        ?? "it takes \(descriptor.values.joined(separator: ", "))"
      throw Failure(
        message:
          "'--set \(shown)': '\(name)' does not take '\(OptionFailure.shown(value))'; \(hint)")
    }
    self.name = name
    self.value = value
  }

  /// Reads every `--set` value, in order.
  public static func parsing(_ texts: [String]) throws(Failure) -> [SettingOverride] {
    try texts.map { text throws(Failure) in try SettingOverride(parsing: text) }
  }

  /// The default settings with every override applied in order (a later one for the same name
  /// wins).
  public static func settings(_ overrides: [SettingOverride]) -> Settings {
    var settings = Settings()
    for override in overrides { _ = settings.apply(name: override.name, value: override.value) }
    return settings
  }
}
