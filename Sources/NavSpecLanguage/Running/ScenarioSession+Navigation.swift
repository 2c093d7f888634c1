import NavSpecModel

/// The router's statements that take more than one call into the model: declaring a route type,
/// saving and restoring.
extension ScenarioSession {
  mutating func declareRoute(
    _ type: Located<String>, items: [RouteItemLiteral], tab: Located<String>?
  ) throws(ModelError) {
    try simulator.declareRoutes(
      RouteType(
        name: type.value,
        items: items.map { RouteItem(id: $0.id.value, title: $0.title.value) },
        tab: tab?.value))
  }

  mutating func save(_ kind: SavedKind, as name: String) throws(ModelError) {
    switch kind {
    case .state: try simulator.saveState(as: name)
    case .customization: try simulator.saveCustomization(as: name)
    }
  }

  mutating func restore(_ kind: SavedKind, from source: RestoreSource) throws(ModelError) {
    var name: String?
    var json: String?
    switch source {
    case .named(let saved): name = saved.value
    case .json(let text): json = text.value
    }
    switch kind {
    case .state: try simulator.restoreState(named: name, json: json)
    case .customization: try simulator.restoreCustomization(named: name, json: json)
    }
  }
}

extension RouteLiteral {
  var model: Route { Route(type: type.value, id: id.value) }
}
