/// Installing the collapsing header (`header collapsing …`), and reading it back.
extension Simulator {
  /// The collapsing header, when the scenario installed it.
  public var collapsingHeader: CollapsingHeader? { components.first(CollapsingHeader.self) }

  /// Installs `header` over the content, replacing one installed before. The content's top
  /// inset changes with it, so a scroll view reads its insets again (and tells the header where
  /// its content is: the header's first reading).
  public mutating func installCollapsingHeader(_ header: CollapsingHeader) {
    components.install(header)
    deliver([.contentInsetsChanged])
  }
}
