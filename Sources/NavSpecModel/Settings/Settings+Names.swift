/// The names a scenario uses for settings (`set reduce-motion on`) and the values each takes.
/// The model owns this vocabulary so the language can check a line without guessing.
extension Settings {
  /// One setting: its scenario name, the words it takes, and how to read and write it in those
  /// words. The one table below serves checking, setting and reading.
  public struct Descriptor: Sendable {
    public var name: String
    public var values: [String]
    let read: @Sendable (Settings) -> String
    /// False (and nothing changes) for a word that is not one of `values`.
    let write: @Sendable (inout Settings, String) -> Bool

    /// An on/off switch.
    static func toggle(_ name: String, _ flag: WritableKeyPath<Settings, Bool> & Sendable)
      -> Descriptor
    {
      Descriptor(
        name: name, values: ["on", "off"], read: { $0[keyPath: flag] ? "on" : "off" },
        write: { settings, word in
          guard word == "on" || word == "off" else { return false }
          settings[keyPath: flag] = word == "on"
          return true
        })
    }

    /// A choice among an enumeration's raw values.
    static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
      _ name: String, _ property: WritableKeyPath<Settings, Value> & Sendable
    ) -> Descriptor where Value.RawValue == String {
      Descriptor(
        name: name, values: Value.allCases.map(\.rawValue),
        read: { $0[keyPath: property].rawValue },
        write: { settings, word in
          guard let value = Value(rawValue: word) else { return false }
          settings[keyPath: property] = value
          return true
        })
    }
  }

  public static let descriptors: [Descriptor] = [
    .toggle("reduce-motion", \.reduceMotion),
    .toggle("prefer-cross-fade", \.preferCrossFade),
    .toggle("reduce-transparency", \.reduceTransparency),
    .toggle("increase-contrast", \.increaseContrast),
    .toggle("bold-text", \.boldText),
    .choice("dynamic-type", \.dynamicType),
    .toggle("voiceover", \.voiceOver),
    .choice("layout-direction", \.layoutDirection),
    .choice("color-scheme", \.colorScheme),
  ]

  public static var names: [String] { descriptors.map(\.name) }

  /// Every word any setting takes, each once, in the table's order: the domain of
  /// `settingChanged(value:)` when the event's setting is not named.
  public static let allValues: [String] = descriptors.flatMap(\.values).reduce(into: []) {
    if !$0.contains($1) { $0.append($1) }
  }

  public static func descriptor(named name: String) -> Descriptor? {
    descriptors.first { $0.name == name }
  }

  /// Changes one setting by its scenario name. Returns false for an unknown name or value
  /// (the language checks both before anything runs, so this is a last line of defence).
  public mutating func apply(name: String, value: String) -> Bool {
    Self.descriptor(named: name)?.write(&self, value) ?? false
  }

  /// The current value of a setting by its scenario name.
  public func value(named name: String) -> String? {
    Self.descriptor(named: name)?.read(self)
  }
}
