/// One built-in invariant broken at one instant: which, and what was seen.
public struct InvariantViolation: Hashable, Sendable {
  public var invariant: BuiltInInvariant
  /// What is wrong, in the words of the state tree: "pill.x is -12.5, left of the bar (0)".
  public var message: String

  public init(_ invariant: BuiltInInvariant, _ message: String) {
    self.invariant = invariant
    self.message = message
  }

  /// A number as a message shows it: whole numbers without a point, others to at most three
  /// decimals (enough to tell a point from a pixel), so that messages are short and
  /// byte-identical wherever they are made.
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return "\(Int(clamping: rounded))" }
    return "\(rounded)"
  }
}

/// How far a position may stray before an inside-the-bar check fires: a hundredth of a point, the
/// animations' settle epsilon (our decision: below a pixel on every iPhone, 3x included).
let invariantTolerance = 0.01

extension InvariantViolation {
  /// The tab elements a tab container shows VoiceOver checked against the tabs it shows:
  /// `expected` titles in order, each labelled `label(title)`, and `selectedCount` of them (0 or
  /// 1) carrying the selected trait.
  static func accessibilityMismatch(
    elements: [AccessibilityElement], expected: [String], label: (String) -> String,
    selected: String?, exposesSelection: Bool
  ) -> InvariantViolation? {
    // Each verdict is reached without building a list first: the lists are made only for the
    // message of a broken one (the check runs after every step of `navspec explore`).
    // Read by index, a field at a time: a loop over the elements copies each one whole.
    guard elements.count == expected.count,
      elements.indices.allSatisfy({ elements[$0].identifier == expected[$0] })
    else {
      let identifiers = elements.map(\.identifier)
      return InvariantViolation(
        .accessibilityMatchesTabs,
        "the accessibility tree's tabs are [\(identifiers.joined(separator: ", "))], "
          + "the visible tabs are [\(expected.joined(separator: ", "))]")
    }
    for index in elements.indices where elements[index].label != label(expected[index]) {
      let element = elements[index]
      return InvariantViolation(
        .accessibilityMatchesTabs,
        "tabs[\(element.identifier)].a11y.label is \"\(element.label)\", "
          + "not \"\(label(element.identifier))\"")
    }
    let wantedTitle = exposesSelection ? selected.flatMap { expected.contains($0) ? $0 : nil } : nil
    var selectedCount = 0
    var firstSelected: String?
    for index in elements.indices where elements[index].traits.contains(.selected) {
      selectedCount += 1
      if firstSelected == nil { firstSelected = expected[index] }
    }
    let holds =
      wantedTitle.map { selectedCount == 1 && firstSelected == $0 } ?? (selectedCount == 0)
    guard holds else {
      let selectedElements = elements.filter { $0.traits.contains(.selected) }.map(\.identifier)
      let wanted = wantedTitle.map { [$0] } ?? []
      let seen = selectedElements.isEmpty ? "none" : selectedElements.joined(separator: ", ")
      let should = wanted.isEmpty ? "none" : wanted.joined(separator: ", ")
      return InvariantViolation(
        .accessibilityMatchesTabs,
        "the tabs with the selected trait are \(seen), should be \(should)")
    }
    return nil
  }
}
