/// One accessibility element as the rules see it: the element VoiceOver reads, where it stands in
/// reading order and among its siblings, and what the model knows of it beyond the accessibility
/// tree: what kind of control it is, where a touch activates it, the text it shows on screen and
/// whether it is enabled (`AuditElementDescription`).
public struct AuditedElement: Hashable, Sendable {
  public var element: AccessibilityElement
  /// Its place in VoiceOver's order over the whole screen, from 0.
  public var readingIndex: Int
  /// Its component's group in reading order: elements with the same group are siblings (the
  /// tabs of one bar, the navigation bar's back button and title).
  public var group: Int
  /// Its component, as an index into `AuditSnapshot.components`.
  public var componentIndex: Int
  public var readingPosition: ReadingPosition
  public var description: AuditElementDescription

  public init(
    element: AccessibilityElement, readingIndex: Int, group: Int, componentIndex: Int,
    readingPosition: ReadingPosition, description: AuditElementDescription
  ) {
    self.element = element
    self.readingIndex = readingIndex
    self.group = group
    self.componentIndex = componentIndex
    self.readingPosition = readingPosition
    self.description = description
  }

  public var identifier: String { element.identifier }
  public var label: String { element.label }
  public var traits: [AccessibilityTrait] { element.traits }
  public var frame: Rect { element.frame }
  public var role: AuditElementDescription.Role { description.role }
  public var hitRegion: Rect? { description.hitRegion }
  public var visibleText: String? { description.visibleText }
  public var isEnabled: Bool { description.isEnabled }
  public var isSelected: Bool { description.isSelected }
}

/// What the model knows of an element beyond what VoiceOver reads: the truth the rules hold the
/// accessibility tree to. A component describes its own elements (`AuditableComponent`); for one
/// that does not, the snapshot takes the tab container's tabs as tabs showing their titles, and
/// knows nothing of the others (`Role.unknown`), which the rules then skip.
public struct AuditElementDescription: Hashable, Sendable {
  /// What the element is on screen, whatever its traits say.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    /// A tab of the tab container: a button that selects it.
    case tab
    case button
    case heading
    case staticText
    /// The model does not say; rules about roles skip it.
    case unknown
  }

  public var role: Role
  /// Where a touch activates it; nil when a touch does nothing (a heading).
  public var hitRegion: Rect?
  /// The text it shows on screen; nil when it shows none (an icon) or the model does not know.
  public var visibleText: String?
  /// Whether it responds to touches and VoiceOver's double tap.
  public var isEnabled: Bool
  /// Whether it is the selected one of a group that selects one (the selected tab).
  public var isSelected: Bool

  public init(
    role: Role, hitRegion: Rect?, visibleText: String?, isEnabled: Bool = true,
    isSelected: Bool = false
  ) {
    self.role = role
    self.hitRegion = hitRegion
    self.visibleText = visibleText
    self.isEnabled = isEnabled
    self.isSelected = isSelected
  }
}
