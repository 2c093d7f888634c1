import NavSpecModel

/// `--set dynamic-type=AX5`: a setting every scenario starts with, checked against the model's
/// settings vocabulary with the same suggestions as a `set` line.
public struct SettingOverride: Hashable, Sendable {
  public var name: String
  public var value: String

  /// Why an override cannot be used, in a sentence with a suggestion where there is one.
  public struct Failure: Error, Hashable, Sendable {
    public var message: String
  }

  /// Reads `name=value`.
  public init(parsing text: String) throws(Failure) {
    let shown = Self.shown(text)
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
        message: "'--set \(shown)': unknown setting '\(Self.shown(name))'; \(hint)")
    }
    guard descriptor.values.contains(value) else {
      let hint =
        Suggestion.didYouMean(value, among: descriptor.values)
        ?? "it takes \(descriptor.values.joined(separator: ", "))"
      throw Failure(
        message:
          "'--set \(shown)': '\(name)' does not take '\(Self.shown(value))'; \(hint)")
    }
    self.name = name
    self.value = value
  }

  /// What the message shows of the user's text: escaped, and cut at 60 characters, so that an
  /// argument of any length gives a message of bounded length.
  static func shown(_ text: String) -> String {
    let limit = 60
    return text.count <= limit
      ? PrintableText.escaping(text) : PrintableText.escaping(text.prefix(limit)) + "…"
  }

  /// The default settings with every override applied in order (a later one for the same name
  /// wins).
  public static func settings(_ overrides: [SettingOverride]) -> Settings {
    var settings = Settings()
    for override in overrides { _ = settings.apply(name: override.name, value: override.value) }
    return settings
  }
}
