/// Installing the collapsing header (`header collapsing …`), and reading it back.
extension Simulator {
  /// The collapsing header, when the scenario installed it.
  public var collapsingHeader: CollapsingHeader? { components.first(CollapsingHeader.self) }

  /// Installs `header` over the content, replacing one installed before. The content's top
  /// inset may change with it, so a scroll view reads its insets again, and it tells the new
  /// header where its content is even when nothing changed for it (the header laid over the
  /// content takes no inset): that is the header's first reading, which SwiftUI delivers when
  /// the two first appear together.
  public mutating func installCollapsingHeader(_ header: CollapsingHeader) {
    components.install(header)
    components.modify(ScrollView.self) { $0.lastSent = nil }
    deliver([.contentInsetsChanged])
  }
}
