/// One tab of a bar: its title and what a scenario can set on it (`tab Library badge 3 ...`).
public struct TabItem: Hashable, Sendable {
  public enum Badge: Hashable, Sendable {
    case count(Int)
    case text(String)

    /// How VoiceOver reads the badge as the element's value ("3 items";
    /// docs/platform-facts.md#how-voiceover-reads-a-tab).
    /// The badge in the state tree: a number for a count, else its text.
    public var stateValue: StateValue {
      switch self {
      case .count(let n): return .number(Double(n))
      case .text(let text): return .string(text)
      }
    }

    public var spokenValue: String {
      switch self {
      case .count(let n): return n == 1 ? "1 item" : "\(n) items"
      case .text(let text): return text
      }
    }
  }

  public var title: String
  /// The accessibility label; the title unless a scenario overrides it.
  public var label: String?
  public var hint: String?
  public var badge: Badge?
  /// An SF Symbol name, for the record (the model draws nothing).
  public var icon: String?

  public init(title: String) {
    self.title = title
  }

  public var accessibilityLabel: String { label ?? title }

  /// The tab as an accessibility element, in either tab container: label, badge as the value,
  /// hint, and the button trait plus selected when it is the selected tab.
  public func accessibilityElement(
    selected: Bool, frame: Rect, position: Int, count: Int,
    container: AccessibilityTrait, section: String? = nil
  ) -> AccessibilityElement {
    AccessibilityElement(
      identifier: title, label: accessibilityLabel, value: badge?.spokenValue ?? "",
      hint: hint ?? "", traits: selected ? Self.selectedTraits : Self.traits, frame: frame,
      position: position, count: count, containerTrait: container, section: section)
  }

  /// A tab's traits, made once: every element of every bar's tabs is built after every step of
  /// `navspec explore`, and a literal allocates its array each time.
  private static let traits: [AccessibilityTrait] = [.button]
  private static let selectedTraits: [AccessibilityTrait] = [.button, .selected]
}
