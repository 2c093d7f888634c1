// swift-tools-version: 6.0
import PackageDescription

// A team's package that specifies its tab bar with NavSpec. PluginCommandTests copies it beside
// a link named `navspec` to the NavSpec checkout under test, then runs
// `swift package navspec run scenarios` in it, as a team would with a `url:` dependency.
let package = Package(
  name: "TabBarApp",
  products: [.library(name: "TabBar", targets: ["TabBar"])],
  dependencies: [.package(name: "NavSpec", path: "../navspec")],
  targets: [.target(name: "TabBar")]
)
