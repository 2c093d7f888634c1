import NavSpecModel

// What inputs are made of: touch phases and points, gesture targets and VoiceOver commands.

public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
  case down
  case move
  case up
  case cancel
}

/// `touch down [ID] (X, Y)`, `touch move [ID] (X, Y)`, `touch up [ID] [(X, Y)]`,
/// `touch cancel [ID]`.
public struct TouchStatement: Hashable, Sendable {
  public var phase: Located<TouchPhase>
  /// The finger id as written; nil means finger 1.
  public var finger: Located<Int>?
  /// Required for `down` and `move`, optional for `up`, never for `cancel`.
  public var point: Located<PointLiteral>?

  public init(phase: Located<TouchPhase>, finger: Located<Int>?, point: Located<PointLiteral>?) {
    self.phase = phase
    self.finger = finger
    self.point = point
  }

  /// The finger this touch belongs to (1 when the id is omitted).
  public var fingerID: Int { finger?.value ?? 1 }
}

/// `(48, 812)`, in points.
public struct PointLiteral: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// What a gesture acts on.
public enum Target: Hashable, Sendable {
  /// A part of the tab container, by its bare word (`pill`, `ball`, `indent`, `bubble`: the
  /// model's shared vocabulary). A tab titled "pill" is written `"pill"`.
  case part(TabContainerPart)
  case point(x: Double, y: Double)
  /// A tab by title.
  case tab(String)
  /// The bare word `back`: the navigation bar's back button. (A tab titled "back" is `"back"`.)
  case back
  /// The bare word `more`: the system TabView's More item. (A tab titled "more" is `"more"`; one
  /// titled "More" is `More`, a tab like any other.)
  case more
}

/// `voiceover next|previous|escape`, `voiceover focus NAME`, `voiceover activate [NAME]`.
/// Its `Located` range covers the tab name when there is one, else the command word.
public enum VoiceOverCommand: Hashable, Sendable {
  case next
  case previous
  case escape
  case focus(String)
  /// Activate the element named, or the focused one when nil.
  case activate(String?)
}
