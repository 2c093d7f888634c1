/// What lies behind an element, back to front: an opaque base (a colour the design gives, or
/// content the model cannot know) and the translucent layers painted over it. A contrast rule
/// judges an element against every base it may have and keeps the worst
/// (docs/colours.md#materials).
public struct Backdrop: Hashable, Sendable {
  public enum Base: Hashable, Sendable {
    /// An opaque colour the design gives (the screen's `.systemBackground`).
    case color(DesignColor)
    /// The app's content, of any colour: judged over white and over black, the two extremes
    /// of luminance, so the worse of the two is the worst any content can give.
    case unknownContent
    /// The app's content as the scenario declares it (`ContentBackdrop`).
    case content(ContentBackdrop)
  }

  public var base: Base
  /// Painted over the base in order (a tint, a material's fallback colour, a container's fill).
  public var layers: [DesignColor]

  /// Over the app's content: as `declared`, or content the model cannot know.
  public static func content(_ declared: ContentBackdrop?) -> Base {
    declared.map(Base.content) ?? .unknownContent
  }

  public init(_ base: Base, layers: [DesignColor] = []) {
    self.base = base
    self.layers = layers
  }

  /// The same backdrop with `layer` painted over it.
  public func adding(_ layer: DesignColor) -> Backdrop {
    Backdrop(base, layers: layers + [layer])
  }

  /// One opaque colour the element may stand on, and where it comes from in words.
  public struct Candidate: Hashable, Sendable {
    public var color: SRGBColor
    public var description: String
  }

  /// Every opaque colour the element may stand on in `appearance`, without the words: what the
  /// contrast rule compares at every step, the words being wanted only for the worst.
  public func candidateColors(in appearance: ColorAppearance) -> [SRGBColor] {
    let bases: [SRGBColor]
    switch base {
    case .color(let color): bases = [color.resolved(in: appearance)]
    case .unknownContent: bases = [.white, .black]
    case .content(let content): bases = content.candidates.map(\.color)
    }
    let resolvedLayers = layers.map { $0.resolved(in: appearance) }
    return bases.map { base in
      resolvedLayers.reduce(base) { result, layer in layer.composited(over: result) }
    }
  }

  /// Every opaque colour the element may stand on in `appearance`.
  public func candidates(in appearance: ColorAppearance) -> [Candidate] {
    bases(in: appearance).map { candidate(over: $0, in: appearance) }
  }

  /// `candidates(in:)[index]`, spelling the words of that one only: the state tree shows the
  /// worst candidate of every coloured element at every step, and spelling the words of the
  /// others took about 3 % of a step of `navspec explore`.
  public func candidate(at index: Int, in appearance: ColorAppearance) -> Candidate {
    candidate(over: bases(in: appearance)[index], in: appearance)
  }

  /// The opaque bases, each with its name, in the order `candidates(in:)` lists them.
  private func bases(in appearance: ColorAppearance) -> [(color: SRGBColor, name: String)] {
    switch base {
    case .color(let color): [(color.resolved(in: appearance), color.name)]
    case .unknownContent: [(.white, "white content"), (.black, "black content")]
    case .content(let content): content.candidates.map { ($0.color, $0.description) }
    }
  }

  /// The layers painted over `base`, and the words for it, back to front.
  private func candidate(
    over base: (color: SRGBColor, name: String), in appearance: ColorAppearance
  ) -> Candidate {
    var result = base.color
    var words = [base.name]
    for layer in layers {
      result = layer.resolved(in: appearance).composited(over: result)
      words.append(layer.name)
    }
    return Candidate(color: result, description: words.reversed().joined(separator: " over "))
  }
}
