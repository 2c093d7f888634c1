/// The names a scenario uses for settings (`set reduce-motion on`) and the values each takes.
/// The model owns this vocabulary so the language can check a line without guessing.
extension Settings {
  public struct Descriptor: Sendable {
    public var name: String
    public var values: [String]
  }

  private static let onOff = ["on", "off"]

  public static let descriptors: [Descriptor] = [
    Descriptor(name: "reduce-motion", values: onOff),
    Descriptor(name: "prefer-cross-fade", values: onOff),
    Descriptor(name: "reduce-transparency", values: onOff),
    Descriptor(name: "increase-contrast", values: onOff),
    Descriptor(name: "bold-text", values: onOff),
    Descriptor(name: "dynamic-type", values: DynamicTypeSize.allCases.map(\.rawValue)),
    Descriptor(name: "voiceover", values: onOff),
    Descriptor(name: "layout-direction", values: LayoutDirection.allCases.map(\.rawValue)),
    Descriptor(name: "color-scheme", values: ColorScheme.allCases.map(\.rawValue)),
  ]

  public static var names: [String] { descriptors.map(\.name) }

  public static func descriptor(named name: String) -> Descriptor? {
    descriptors.first { $0.name == name }
  }

  /// Changes one setting by its scenario name. Returns false for an unknown name or value
  /// (the language checks both before anything runs, so this is a last line of defence).
  public mutating func apply(name: String, value: String) -> Bool {
    guard let descriptor = Self.descriptor(named: name), descriptor.values.contains(value) else {
      return false
    }
    let on = value == "on"
    switch name {
    case "reduce-motion": reduceMotion = on
    case "prefer-cross-fade": preferCrossFade = on
    case "reduce-transparency": reduceTransparency = on
    case "increase-contrast": increaseContrast = on
    case "bold-text": boldText = on
    case "voiceover": voiceOver = on
    case "dynamic-type":
      guard let size = DynamicTypeSize(rawValue: value) else { return false }
      dynamicType = size
    case "layout-direction":
      guard let direction = LayoutDirection(rawValue: value) else { return false }
      layoutDirection = direction
    case "color-scheme":
      guard let scheme = ColorScheme(rawValue: value) else { return false }
      colorScheme = scheme
    default: return false
    }
    return true
  }

  /// The current value of a setting by its scenario name.
  public func value(named name: String) -> String? {
    func onOff(_ flag: Bool) -> String { flag ? "on" : "off" }
    switch name {
    case "reduce-motion": return onOff(reduceMotion)
    case "prefer-cross-fade": return onOff(preferCrossFade)
    case "reduce-transparency": return onOff(reduceTransparency)
    case "increase-contrast": return onOff(increaseContrast)
    case "bold-text": return onOff(boldText)
    case "voiceover": return onOff(voiceOver)
    case "dynamic-type": return dynamicType.rawValue
    case "layout-direction": return layoutDirection.rawValue
    case "color-scheme": return colorScheme.rawValue
    default: return nil
    }
  }
}
