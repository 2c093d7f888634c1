// What set-up statements are made of: safe-area edges and the properties of a `tab` line.

public enum SafeAreaEdge: String, Hashable, Sendable, CaseIterable {
  case top
  case bottom
}

/// A property of a `tab` line.
public enum TabProperty: Hashable, Sendable {
  case badge(TabBadge)
  /// `hint "…"`: the accessibility hint.
  case hint(String)
  /// `label "…"`: the accessibility label, when it differs from the title.
  case label(String)
  /// `icon NAME`.
  case icon(String)
}

/// `badge 3`, `badge "new"`, `badge none`.
public enum TabBadge: Hashable, Sendable {
  case count(Int)
  case text(String)
  case none
}
