// The glass tab bar: installed by `tabbar glass …`; its tabs take the shared `tab` statement and
// the shared gestures, so it adds a style and no statement of its own.

extension KeywordTable {
  static let glassTabBar = KeywordTable(
    "glass tab bar", help: "setup", tabBarStyles: ["glass"], keywords: [])
}
