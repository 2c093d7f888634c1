/// Installing the collapsing header (`header collapsing …`), and reading it back.
extension Simulator {
  /// The collapsing header, when the scenario installed it.
  public var collapsingHeader: CollapsingHeader? { components.first(CollapsingHeader.self) }

  /// Installs `header` over the content, replacing one installed before.
  public mutating func installCollapsingHeader(_ header: CollapsingHeader) {
    components.install(header)
  }
}
