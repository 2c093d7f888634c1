/// What the layout needs to know about one title in one weight: its width, and every way it
/// can be cut short. Measured outside the model (the scenario language shapes it with HarfBuzz,
/// or takes a width the scenario states), so the model stays free of I/O.
public struct TitleMetrics: Hashable, Sendable {
  /// The title's advance width in points, set on one line.
  public var width: Double
  /// Tail truncations, shortest prefix first: "…", "M…", "My…", … each with its width. The
  /// layout shows the longest one that fits.
  public var truncations: [TruncatedTitle]

  public init(width: Double, truncations: [TruncatedTitle]) {
    self.width = width
    self.truncations = truncations
  }

  /// A title cut after some of its characters, with "…" appended.
  public struct TruncatedTitle: Hashable, Sendable {
    public var text: String
    public var width: Double

    public init(text: String, width: Double) {
      self.text = text
      self.width = width
    }
  }

  /// The text shown in `room` points and its width: the whole title when it fits, else the
  /// longest truncation that fits, else nothing (not even "…" fits).
  ///
  /// Tail truncation as `Text` draws it by default (`truncationMode(.tail)`): the end of the
  /// title is replaced by an ellipsis.
  public func fitted(_ title: String, in room: Double) -> (text: String, width: Double) {
    if width <= room { return (title, width) }
    var best = (text: "", width: 0.0)
    for candidate in truncations where candidate.width <= room {
      best = (candidate.text, candidate.width)
    }
    return best
  }
}
