import Foundation
import NavSpecModel

/// The system TabView's tab lists with many tabs.
extension Benchmarks {
  /// Target: listing the hidden tabs and the user's order of a TabView with 10x the tabs costs
  /// at most 20x as much (linear is 10x; looking each tab up by title made both quadratic, 100x).
  static func tabViewListsGrowLinearly() -> Outcome {
    func cost(tabs count: Int) -> Double {
      var simulator = Simulator()
      let titles = (0..<count).map { "Tab \($0)" }
      try? simulator.installSystemTabView(style: .automatic, titles: titles)
      for title in titles.enumerated().filter({ $0.offset % 3 == 1 }).map(\.element) {
        try? simulator.setTabHidden(title, true)
      }
      try? simulator.customizeOrder(titles.reversed())
      var sink = 0
      return measure {
        sink += simulator.hiddenTabs.count
        sink += simulator.tabView?.orderedTabs.count ?? 0
      } + Double(sink) * 0
    }
    let small = cost(tabs: 1_000)
    let large = cost(tabs: 10_000)
    let ratio = large / small
    return Outcome(
      name: "TabView hidden tabs and order, 10,000 tabs against 1,000",
      measured: String(format: "%.1fx", ratio), target: "at most 20x", met: ratio <= 20)
  }
}
