import NavSpecModel

/// The settings `navspec audit` replays every scenario under (`--matrix`), each a
/// `Configuration`: the base (the defaults, with any `--set`) and one variation per value of each
/// varied setting, one setting at a time.
///
/// Why one at a time and not every combination: the default matrix's settings have
/// 2 × 12 × 2⁶ = 1,536 combinations, so a corpus of 500 scenarios would replay 768,000 times;
/// one at a time it is 19 configurations, and a finding names the one setting that brings it
/// out. A combination that matters can be audited with `--set` for one setting and `--matrix`
/// for the other (docs/audits.md#the-settings-matrix).
public struct AuditMatrix: Hashable, Sendable {
  public struct Configuration: Hashable, Sendable {
    /// "defaults", or the base's `--set` values; a variation is "name=value".
    public var label: String
    public var settings: Settings
  }

  /// The base first, then the variations in the order of the settings' names as given and of
  /// each setting's values as the model lists them.
  public private(set) var configurations: [Configuration]

  /// What `--matrix default` varies: the settings an accessibility auditor turns on one by one
  /// (Apple's accessibility settings that change layout, text or motion), plus dark mode, which
  /// changes every colour the contrast rule judges (our decision).
  public static let defaultSettings = [
    "voiceover", "dynamic-type", "bold-text", "reduce-motion", "increase-contrast",
    "reduce-transparency", "layout-direction", "color-scheme",
  ]

  /// The matrix a `--matrix` value names: `default`, `none` (the base only), or setting names
  /// separated by commas (`dynamic-type,layout-direction`), each varied over all its values.
  /// `base` is the `--set` overrides every configuration starts from.
  public init(parsing spec: String, base: [SettingOverride] = []) throws(SettingOverride.Failure) {
    let names: [String]
    switch spec {
    case "default": names = Self.defaultSettings
    case "none": names = []
    default:
      names = spec.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      for name in names where Settings.descriptor(named: name) == nil {
        let hint =
          Suggestion.didYouMean(name, among: Settings.names + ["default", "none"])
          ?? "use default, none, or settings among \(Settings.names.joined(separator: ", "))"
        throw SettingOverride.Failure(
          message: "'--matrix \(OptionFailure.shown(spec))': unknown setting "
            + "'\(OptionFailure.shown(name))'; \(hint)")
      }
    }
    self.init(varying: names, base: base)
  }

  /// Varies each setting named in `names` over its values, one at a time, from `base`.
  public init(varying names: [String], base: [SettingOverride] = []) {
    let baseSettings = SettingOverride.settings(base)
    let baseLabel =
      base.isEmpty ? "defaults" : base.map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
    var configurations = [Configuration(label: baseLabel, settings: baseSettings)]
    var varied: [String] = []
    for name in names where !varied.contains(name) {
      guard let descriptor = Settings.descriptor(named: name) else { continue }
      varied.append(name)
      for value in descriptor.values where value != baseSettings.value(named: name) {
        var settings = baseSettings
        _ = settings.apply(name: name, value: value)
        configurations.append(Configuration(label: "\(name)=\(value)", settings: settings))
      }
    }
    self.configurations = configurations
  }

  /// The configurations grouped by the settings' `behaviouralKey`, each group in the matrix's
  /// order and the groups in the order of their first: a scenario is replayed once per group
  /// and audited under each of its configurations (docs/audits.md#speed).
  public var behaviouralClasses: [[Int]] {
    var classes: [[Int]] = []
    var index: [Settings: Int] = [:]
    for (position, configuration) in configurations.enumerated() {
      let key = configuration.settings.behaviouralKey
      if let existing = index[key] {
        classes[existing].append(position)
      } else {
        index[key] = classes.count
        classes.append([position])
      }
    }
    return classes
  }
}
