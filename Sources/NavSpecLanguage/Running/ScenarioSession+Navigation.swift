import NavSpecModel

/// The router's and the system TabView's statements: each is one call into the model.
extension ScenarioSession {
  mutating func performNavigation(_ kind: StatementKind) throws(ModelError) {
    switch kind {
    case .route(let type, let items, let tab):
      try simulator.declareRoutes(
        RouteType(
          name: type.value,
          items: items.map { RouteItem(id: $0.id.value, title: $0.title.value) },
          tab: tab?.value))
    case .urlScheme(let scheme):
      try simulator.setURLScheme(scheme.value)
    case .push(let route):
      try simulator.push(route.model)
    case .pop(let toRoot):
      if toRoot { try simulator.popToRoot() } else { try simulator.pop() }
    case .replacePath(let routes):
      try simulator.replacePath(routes.map(\.model))
    case .select(let tab):
      try simulator.select(tab: tab.value)
    case .open(let url):
      try simulator.open(url.value)
    case .delete(let route):
      try simulator.delete(route.model)
    case .save(let kind, let name):
      switch kind {
      case .state: try simulator.saveState(as: name.value)
      case .customization: try simulator.saveCustomization(as: name.value)
      }
    case .restore(let kind, let source):
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
    case .customizeVisibility(let tab, let visible):
      try simulator.customizeVisibility(tab.value, visible: visible)
    case .customizeOrder(let tabs):
      try simulator.customizeOrder(tabs.map(\.value))
    case .tabHidden(let tab, let hidden):
      try simulator.setTabHidden(tab.value, hidden)
    case .section(let name, let tabs):
      for tab in tabs {
        try simulator.updateSystemTab(tab.value) { $0.section = name.value }
      }
    case .role(let tab, _):
      try simulator.updateSystemTab(tab.value) { $0.isSearch = true }
    case .defaultVisibility(let tab, let hidden):
      try simulator.updateSystemTab(tab.value) { $0.isHiddenByDefault = hidden }
    case .customizationBehavior(let tab, let enabled):
      try simulator.updateSystemTab(tab.value) { $0.isCustomizable = enabled }
    case .sizeClass(let value):
      try simulator.setSizeClass(SizeClass(rawValue: value.value) ?? .compact)
    case .columns(let value):
      try simulator.setColumnVisibility(ColumnVisibility(rawValue: value.value) ?? .automatic)
    case .accessory(let on):
      try simulator.setAccessory(enabled: on)
    default:
      break
    }
  }
}

extension RouteLiteral {
  var model: Route { Route(type: type.value, id: id.value) }
}
