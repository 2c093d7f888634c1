/// The parts of tab containers that a scenario can name (`tap pill`, `expect ball.scale`), in one
/// vocabulary shared by every container, so that the checker knows from the declared style
/// which parts the bar has (`TabContainer.parts(style:)`) and rejects `tap pill` on a bar
/// without one before the run.
///
/// A container that brings a new kind of part adds its case here; the word is the case's name.
public enum TabContainerPart: String, Hashable, Sendable, CaseIterable {
  /// The glass tab bar's selection pill (drag it, long-press it).
  case pill
  /// The gooey tab bar's droplet ball under the selected tab.
  case ball
  /// The gooey tab bar's indent in the bar's top edge.
  case indent
  /// The bubble bar's selection bubble behind the selected title.
  case bubble
}
