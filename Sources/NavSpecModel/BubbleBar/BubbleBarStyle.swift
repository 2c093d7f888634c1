/// The two ways "Implementing Dynamic Resizing Navigation Bubbles in iOS" builds the bar. Every
/// constant names its approach and step in that document (docs/components/bubble.md lists them
/// with their lines).
public enum BubbleBarStyle: String, Hashable, Sendable, CaseIterable {
  /// Approach 1: `HStack(spacing: 0)` of plain buttons; the bubble is a `RoundedRectangle` moved
  /// by `matchedGeometryEffect` inside `withAnimation(.spring(response: 0.5, dampingFraction:
  /// 0.7))`.
  case swiftUI = "swiftui"
  /// Approach 2: a `UIStackView` of `UIButton`s in a container view; the bubble is a `UIView`
  /// whose frame is set to the selected button's in `UIView.animate(withDuration: 0.5,
  /// usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5)`.
  case uiKit = "uikit"

  /// Title point size: `.system(size: 16, …)` (Approach 1, the Text's font) or
  /// `.systemFont(ofSize: 15, weight: .medium)` (Approach 2, step 4). Fixed: neither follows
  /// Dynamic Type, because both give an explicit size rather than a text style.
  public var pointSize: Double {
    switch self {
    case .swiftUI: return 16
    case .uiKit: return 15
    }
  }

  /// The weight a title is drawn in: the design's (semibold selected, medium otherwise, in
  /// SwiftUI; medium in UIKit), or under Bold Text the weight iOS substitutes for it, two steps
  /// heavier: medium as bold, semibold as heavy (docs/components/bubble.md#bold-text: Core Text's
  /// accessibility-bold weight for a system font, as public reconstructions of it step).
  public func weight(selected: Bool, boldText: Bool = false) -> FontWeight {
    let designed: FontWeight
    switch self {
    case .swiftUI: designed = selected ? .semibold : .medium
    case .uiKit: designed = .medium
    }
    guard boldText else { return designed }
    return designed == .semibold ? .heavy : .bold
  }

  /// The weights this style ever shows, Bold Text's included (the ones the language measures).
  public var weights: [FontWeight] {
    switch self {
    case .swiftUI: return [.medium, .semibold, .bold, .heavy]
    case .uiKit: return [.medium, .bold]
    }
  }

  /// The weight Bold Text draws `weight` in, for the weights this style sets (nil for one it
  /// never sets): what the language measures a Bold Text weight from when the font cannot.
  public func designedWeight(drawnUnderBoldText weight: FontWeight) -> FontWeight? {
    switch (self, weight) {
    case (.swiftUI, .bold), (.uiKit, .bold): return .medium
    case (.swiftUI, .heavy): return .semibold
    default: return nil
    }
  }

  /// Padding around each title, horizontal: `.padding(.horizontal, 20)` (Approach 1) or the
  /// configuration's `contentInsets` leading/trailing 16 (Approach 2, step 4).
  public var itemHorizontalPadding: Double {
    switch self {
    case .swiftUI: return 20
    case .uiKit: return 16
    }
  }

  /// Padding around each title, vertical: `.padding(.vertical, 12)` (Approach 1) or
  /// `contentInsets` top/bottom 10 (Approach 2, step 4).
  public var itemVerticalPadding: Double {
    switch self {
    case .swiftUI: return 12
    case .uiKit: return 10
    }
  }

  /// Space between items: `HStack(spacing: 0)` (Approach 1) or `stackView.spacing = 5`
  /// (Approach 2, step 3).
  public var itemSpacing: Double {
    switch self {
    case .swiftUI: return 0
    case .uiKit: return 5
    }
  }

  /// Inset of the items inside the grey container: `.padding(6)` (Approach 1) or the stack
  /// view's constraints at 4 from each container edge (Approach 2, constraints).
  public var containerInset: Double {
    switch self {
    case .swiftUI: return 6
    case .uiKit: return 4
    }
  }

  /// The container's corner radius: `.clipShape(RoundedRectangle(cornerRadius: 30))`
  /// (Approach 1) or `containerView.layer.cornerRadius = 25` (Approach 2, step 1).
  public var containerCornerRadius: Double {
    switch self {
    case .swiftUI: return 30
    case .uiKit: return 25
    }
  }

  /// The bubble's corner radius: `RoundedRectangle(cornerRadius: 25)` (Approach 1) or
  /// `bubbleView.layer.cornerRadius = 20` (Approach 2, step 2).
  public var bubbleCornerRadius: Double {
    switch self {
    case .swiftUI: return 25
    case .uiKit: return 20
    }
  }

  /// Distance from the top of the safe area to the container's top: the outer `.padding()`,
  /// SwiftUI's default 16 pt, with the bar first in a `VStack` above a `Spacer` (Approach 1), or
  /// `containerView.topAnchor … safeAreaLayoutGuide.topAnchor, constant: 20` (Approach 2).
  public var containerTop: Double {
    switch self {
    case .swiftUI: return BubbleBar.defaultPadding
    case .uiKit: return 20
    }
  }

  /// Horizontal room around the container that the layout keeps free: the outer `.padding()`
  /// on both sides (Approach 1). Approach 2 pins only the container's centre, so nothing is kept
  /// and nothing limits its width.
  public var containerSideMargin: Double {
    switch self {
    case .swiftUI: return BubbleBar.defaultPadding
    case .uiKit: return 0
    }
  }

  /// Whether titles are cut to the room the screen leaves. Approach 1's `HStack` offers each
  /// button a share of the width and `Text` truncates; Approach 2's container has no width
  /// limit (only its centre is pinned), so the stack keeps every button at its intrinsic width
  /// and a bar wider than the screen runs off both edges.
  public var truncatesTitles: Bool {
    switch self {
    case .swiftUI: return true
    case .uiKit: return false
    }
  }

  /// How the bubble moves to a new selection: Approach 1's `spring(response: 0.5,
  /// dampingFraction: 0.7)`, exact; Approach 2's `animate(withDuration: 0.5,
  /// usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5)`, a stand-in that ends as UIKit's
  /// does, after 0.5 s, but whose curve is not exact (`BubbleMotion.uiKit`,
  /// docs/components/bubble.md#the-uikit-spring).
  public var bubbleMotion: BubbleMotion {
    switch self {
    case .swiftUI: return .swiftUI
    case .uiKit: return .uiKit
    }
  }

}
