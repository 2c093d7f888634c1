import Testing

@testable import NavSpecModel

/// Deep links: the URL parser, and resolving a link against the routes and the tabs. A link is
/// valid completely or rejected with a reason.
struct DeepLinkTests {
  /// Home and Library tabs; categories anywhere, recipes in Library, chefs in Home.
  static func makeRouter() -> Router {
    var router = Router(tabs: ["Home", "Library"])
    router.catalog.declare(
      RouteType(
        name: "category",
        items: [
          RouteItem(id: "desserts", title: "Desserts"),
          RouteItem(id: "breakfast", title: "Breakfast"),
        ],
        tab: nil))
    router.catalog.declare(
      RouteType(
        name: "recipe",
        items: [
          RouteItem(id: "apple-pie", title: "Apple Pie"),
          RouteItem(id: "crème-brûlée", title: "Crème Brûlée"),
          RouteItem(id: "a b", title: "A B"),
        ],
        tab: "Library"))
    router.catalog.declare(
      RouteType(name: "chef", items: [RouteItem(id: "ana", title: "Ana")], tab: "Home"))
    return router
  }

  static let valid: [(String, String, String)] = [
    ("myapp://recipe/apple-pie", "Library", "recipe/apple-pie"),
    ("myapp://category/desserts/recipe/apple-pie", "Library", "category/desserts/recipe/apple-pie"),
    ("myapp://category/desserts", "Home", "category/desserts"),
    ("MyApp://Recipe/apple-pie", "Library", "recipe/apple-pie"),
    ("myapp://recipe/apple-pie/", "Library", "recipe/apple-pie"),
    ("myapp://recipe/apple-pie?ref=mail&x=1", "Library", "recipe/apple-pie"),
    ("myapp://recipe/apple-pie#top", "Library", "recipe/apple-pie"),
    ("myapp://recipe/apple%2Dpie", "Library", "recipe/apple-pie"),
    ("myapp://recipe/cr%C3%A8me-br%C3%BBl%C3%A9e", "Library", "recipe/crème-brûlée"),
    ("myapp://recipe/a%20b", "Library", "recipe/a b"),
    ("myapp://chef/ana", "Home", "chef/ana"),
  ]

  @Test(arguments: valid)
  func validLinksResolve(_ url: String, tab: String, path: String) throws {
    let target = try Self.makeRouter().resolve(
      DeepLink.parse(url), selectedTab: "Home", hiddenTabs: [])
    #expect(target.tab == tab)
    #expect(Route.spell(target.entries.map(\.route)) == path)
  }

  static let invalid: [(String, String)] = [
    ("", "malformed URL: it is empty"),
    ("recipe/apple-pie", "malformed URL: no scheme (expected 'scheme://…')"),
    ("1app://recipe/apple-pie", "malformed URL: '1app' is not a scheme"),
    ("myapp:recipe/apple-pie", "malformed URL: expected '//' after 'myapp:'"),
    ("myapp://recipe/apple pie", "malformed URL: a space must be percent-encoded"),
    ("myapp://recipe/crème", "malformed URL: 'è' must be percent-encoded"),
    ("myapp://recipe/apple%2", "malformed URL: bad percent-encoding '%2'"),
    ("myapp://recipe/apple%zz", "malformed URL: bad percent-encoding '%zz'"),
    ("myapp://recipe/%FF", "malformed URL: percent-encoded bytes are not UTF-8"),
    ("myapp://user@recipe/apple-pie", "malformed URL: user info is not allowed"),
    ("myapp://recipe:80/apple-pie", "malformed URL: a port is not allowed"),
    ("myapp://recipe//apple-pie", "malformed URL: empty path segment"),
    ("http://recipe/apple-pie", "unknown scheme 'http'; expected 'myapp'"),
    ("myapp:///recipe/apple-pie", "no host; the first route goes there, as in 'myapp://recipe/…'"),
    ("myapp://recipes/apple-pie", "unknown host 'recipes'"),
    ("myapp://category/desserts/dish/x", "unknown route 'dish'"),
    ("myapp://recipe", "route 'recipe' needs an id"),
    ("myapp://category/desserts/recipe", "route 'recipe' needs an id"),
    ("myapp://recipe/apple-cake", "no recipe 'apple-cake'"),
    ("myapp://recipe/Apple-Pie", "no recipe 'Apple-Pie'"),
    (
      "myapp://chef/ana/recipe/apple-pie",
      "the routes belong to different tabs, 'Home' and 'Library'"
    ),
  ]

  @Test(arguments: invalid)
  func invalidLinksAreRejectedWithAReason(_ url: String, reason: String) {
    #expect(throws: DeepLink.Rejection(reason)) {
      try Self.makeRouter().resolve(DeepLink.parse(url), selectedTab: "Home", hiddenTabs: [])
    }
  }

  @Test func aLinkIntoAHiddenTabIsRejected() {
    #expect(throws: DeepLink.Rejection("tab 'Library' is hidden")) {
      try Self.makeRouter().resolve(
        DeepLink.parse("myapp://recipe/apple-pie"), selectedTab: "Home", hiddenTabs: ["Library"])
    }
  }

  @Test func aLinkWithoutTabbedRoutesOpensInTheSelectedTab() throws {
    let target = try Self.makeRouter().resolve(
      DeepLink.parse("myapp://category/breakfast"), selectedTab: "Library", hiddenTabs: [])
    #expect(target.tab == "Library")
  }

  @Test func theParserKeepsHostAndPathApart() throws {
    let link = try DeepLink.parse("MYAPP://Category/Desserts/recipe/apple-pie?x#y")
    #expect(link.scheme == "myapp")
    #expect(link.host == "category")
    #expect(link.path == ["Desserts", "recipe", "apple-pie"])
  }

  @Test func aRejectedLinkChangesNothing() throws {
    var simulator = Simulator()
    simulator.installGlassTabBar(titles: ["Home", "Library"])
    try simulator.declareRoutes(
      RouteType(name: "recipe", items: [RouteItem(id: "apple-pie", title: "Apple Pie")], tab: nil))
    try simulator.push(Route(type: "recipe", id: "apple-pie"))
    let before = simulator.router
    try simulator.open("myapp://recipe/nope")
    #expect(simulator.router == before)
    #expect(simulator.selectedTab == "Home")
    #expect(simulator.events.last?.kind == .deepLinkRejected)
  }
}
