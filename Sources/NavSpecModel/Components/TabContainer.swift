/// A component that holds the tabs and their selection: the glass tab bar, the system TabView, the
/// gooey tab bar, the bubble bar. The router asks whichever is installed which tab is selected
/// (through `ComponentEnvironment.selectedTab`); deep links, restoration and `select` change it
/// through `select`. A scenario installs one with `tabbar <style> <titles…>`; the style word
/// picks the type among those registered (`ComponentRegistry`).
public protocol TabContainer: ScreenComponent {
  /// The words after `tabbar` that install this container (`glass`; `system`,
  /// `sidebar-adaptable`).
  static var styles: [String] { get }
  /// The parts a bar of `style` has, from the shared vocabulary.
  static func parts(style: String) -> Set<TabContainerPart>
  /// Installs the container for one of its `styles` with at least one title.
  init(style: String, titles: [String], device: DeviceContext)

  /// Every tab, in declaration order.
  var tabTitles: [String] { get }
  var selectedTitle: String { get }
  /// Tabs the app or the user has hidden (they cannot be selected).
  var hiddenTitles: Set<String> { get }
  /// Selects a tab as the app or the system does: a new tab changes the selection (emitting
  /// `selectionChanged`); the selected one does nothing (no reselect).
  mutating func select(_ title: String, cause: SelectionCause, context: inout ComponentContext)
  /// Where a synthesised tap on a tab lands: its frame's centre.
  func centre(ofTab title: String, in environment: ComponentEnvironment) throws(ModelError)
    -> Point
  /// Where a synthesised gesture on a part lands; nil when the bar has no such part.
  func centre(of part: TabContainerPart, in environment: ComponentEnvironment) -> Point?
}

extension TabContainer {
  public var hiddenTitles: Set<String> { [] }
}

extension TabContainer {
  public var asTabContainer: (any TabContainer)? { self }

  public var selectedTabTitle: String? { selectedTitle }

  public func tabCentre(ofTab title: String, in environment: ComponentEnvironment) -> Result<
    Point, ModelError
  >? {
    do throws(ModelError) {
      return .success(try centre(ofTab: title, in: environment))
    } catch {
      return .failure(error)
    }
  }
}
