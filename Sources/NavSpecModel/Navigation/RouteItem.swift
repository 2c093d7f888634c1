/// One item a route can show: an id (what paths, links and saved state store) and a title (what
/// the screen's navigation bar and the next screen's back button show).
public struct RouteItem: Hashable, Sendable {
  public var id: String
  public var title: String

  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}
