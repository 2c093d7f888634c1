/// One element of the accessibility tree, as VoiceOver and an audit see it.
public struct AccessibilityElement: Hashable, Sendable {
  /// What identifies it in a scenario (a tab's title).
  public var identifier: String
  public var label: String
  /// The value: a tab's badge, read after the label ("Inbox: 3 items").
  public var value: String
  public var hint: String
  public var traits: [AccessibilityTrait]
  public var frame: Rect
  /// 1-based position among its container's visible elements, and their count ("3 of 4").
  public var position: Int
  public var count: Int
  /// The container's trait that changes how VoiceOver names the control ("Tab" in a tab bar).
  public var containerTrait: AccessibilityTrait?
  /// The section a sidebar row belongs to (`TabSection`), read after its position.
  public var section: String?

  public init(
    identifier: String, label: String, value: String, hint: String,
    traits: [AccessibilityTrait], frame: Rect, position: Int, count: Int,
    containerTrait: AccessibilityTrait?, section: String? = nil
  ) {
    self.identifier = identifier
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.frame = frame
    self.position = position
    self.count = count
    self.containerTrait = containerTrait
    self.section = section
  }

  /// "3 of 4": the position among the container's visible elements.
  public var positionText: String { "\(position) of \(count)" }

  /// What VoiceOver speaks on focus, without the hint (spoken after a pause, see `hint`):
  /// "Selected, Home, Tab, 1 of 4"; "Inbox: 3 items, Tab, 2 of 4"
  /// (docs/platform-facts.md#how-voiceover-reads-a-tab). In a tab bar the button trait is read as
  /// "Tab", never as "Button".
  /// A sidebar row reads as a row of its section: "Selected, Forest Life, Row, 2 of 2,
  /// Collections" (our decision: the position counts the rows of its section, so hidden tabs and
  /// other sections do not count). A back button reads "Library, Back Button"; a title
  /// "Apple Pie, Heading".
  public var spokenDescription: String {
    var parts: [String] = []
    if traits.contains(.selected) { parts.append("Selected") }
    parts.append(value.isEmpty ? label : "\(label): \(value)")
    if containerTrait == .tabBar {
      parts.append("Tab")
      parts.append(positionText)
    } else if containerTrait == .list {
      parts.append("Row")
      parts.append(positionText)
      if let section { parts.append(section) }
    } else if traits.contains(.backButton) {
      parts.append("Back Button")
    } else if traits.contains(.button) {
      parts.append("Button")
    } else if traits.contains(.header) {
      parts.append("Heading")
    }
    return parts.joined(separator: ", ")
  }
}
