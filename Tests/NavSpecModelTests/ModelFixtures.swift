@testable import NavSpecModel

/// What several model tests build alike.
enum ModelFixtures {
  /// A 390 x 844 screen, the glass bar with Home and Library; categories (desserts, breakfast)
  /// anywhere, recipes (apple pie, pancakes) in Library.
  static func recipeSimulator() throws -> Simulator {
    var simulator = Simulator()
    simulator.installGlassTabBar(titles: ["Home", "Library"])
    try simulator.declareRoutes(
      RouteType(
        name: "category",
        items: [
          RouteItem(id: "desserts", title: "Desserts"),
          RouteItem(id: "breakfast", title: "Breakfast"),
        ],
        tab: nil))
    try simulator.declareRoutes(
      RouteType(
        name: "recipe",
        items: [
          RouteItem(id: "apple-pie", title: "Apple Pie"),
          RouteItem(id: "pancakes", title: "Pancakes"),
        ],
        tab: "Library"))
    return simulator
  }
}

extension Simulator {
  /// The kinds of the events emitted so far, leaving out the quiet ones (animation, settings).
  var loudEventKinds: [EventKind] {
    events.map(\.kind).filter { !$0.isQuiet }
  }
}
