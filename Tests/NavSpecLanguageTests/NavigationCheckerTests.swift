import NavSpecLanguage
import NavSpecTestSupport
import Testing

/// The checker on the router's and the TabView's statements: unknown routes and ids with "did you
/// mean", deleted items, saved names, what the user may customise, what needs which container.
struct NavigationCheckerTests {
  let setup = """
    tabbar glass Home Library
    route category desserts "Desserts" breakfast "Breakfast"
    route recipe apple-pie "Apple Pie" pancakes "Pancakes" in Library

    """

  let tabView = """
    tabbar sidebar-adaptable "Watch Now" Library Optional Search
    customization-behavior "Watch Now" disabled
    role Search search

    """

  func diagnostics(_ text: String) -> [String] { renderedDiagnostics(text) }

  func messages(_ text: String) -> [String] {
    let source = SourceFile(path: "t.scenario", text: text)
    return ScenarioPipeline.compile(source).1.map {
      $0.message + ($0.suggestion.map { " | " + $0 } ?? "")
    }
  }

  @Test func anUnknownIdIsShownWithACaretAndTheNearestId() {
    #expect(
      diagnostics(setup + "push recipe apple-pi\nexpect navigation.depth == 1\n") == [
        """
        t.scenario:4:13: error: unknown recipe 'apple-pi'
        push recipe apple-pi
                    ^~~~~~~~
        note: did you mean 'apple-pie'?

        """
      ])
  }

  @Test func unknownRoutesSuggestTheNearest() {
    #expect(
      messages(
        setup + "push recipes apple-pie\nreplace path dessert x\nexpect navigation.depth == 0\n")
        == [
          "unknown route 'recipes' | did you mean 'recipe'?",
          "unknown route 'dessert' | the routes are 'category', 'recipe'",
        ])
  }

  @Test func aDeletedItemCannotBePushed() {
    #expect(
      messages(
        setup + "delete recipe pancakes\npush recipe pancakes\nexpect navigation.depth == 0\n")
        == ["recipe 'pancakes' was deleted on line 4"])
  }

  @Test func routesNeedATabBarAndDistinctNames() {
    #expect(
      messages("route recipe a \"A\"\nexpect time == 0\n") == [
        "declare the tab bar before routes: every tab owns a navigation stack | add 'tabbar glass Home Library' (or 'tabbar system …') above this line"
      ])
    #expect(
      messages(setup + "route recipe x \"X\" x \"Y\" in Libary\nexpect time == 0\n") == [
        "route type 'recipe' is already declared (on line 3)",
        "unknown tab 'Libary' | did you mean 'Library'?",
      ])
    #expect(
      messages("tabbar glass Home\nroute dish a \"A\" a \"B\"\nexpect time == 0\n") == [
        "duplicate item id 'a' (first declared at column 12); ids name the items of route 'dish', so they must differ"
      ])
  }

  @Test func routesAreSetUp() {
    #expect(
      messages(setup + "wait 1ms\nroute dish a \"A\"\nexpect time == 1ms\n") == [
        "'route' is set-up and must come before the first input or wait"
      ])
  }

  @Test func navigationNeedsRoutes() {
    let found = messages(
      "tabbar glass Home\npop\ntap back\nopen myapp://x\nexpect navigation.depth == 0\n")
    #expect(found.count == 4)
    #expect(found.allSatisfy { $0.hasPrefix("there are no routes yet") })
  }

  @Test func restoreNeedsSomethingSaved() {
    #expect(
      messages(
        setup + "save state as s1\nrestore state s2\nrestore customization s1\nexpect time == 0\n")
        == [
          "nothing was saved as 's2' before this line | did you mean 's1'?",
          "this needs the system TabView; declare it with 'tabbar system …' or 'tabbar sidebar-adaptable …'",
          "nothing was saved as 's1' before this line | save it first with 'save customization as s1'",
        ])
  }

  @Test func theUserCannotCustomiseFixedOrSearchTabs() {
    #expect(
      messages(
        tabView
          + "customize hide \"Watch Now\"\ncustomize order Search Library Library\ncustomize show Optional\nexpect selection == \"Watch Now\"\n"
      ) == [
        "the user cannot hide 'Watch Now': its customization behavior is disabled",
        "the user cannot move 'Search': the system places the search tab",
        "duplicate tab 'Library' (first declared at column 24); an order lists each tab once",
      ])
  }

  @Test func tabViewStatementsNeedTheSystemTabView() {
    let found = messages(
      "tabbar glass Home Library\nsection S Home\nhide Home\naccessory on\nsize-class regular\nexpect time == 0\n"
    )
    #expect(found.count == 4)
    #expect(found.allSatisfy { $0.hasPrefix("this needs the system TabView") })
    #expect(
      messages("tabbar system Home\ncolumns all\nexpect time == 0\n") == [
        "column visibility applies to the sidebar, which only 'tabbar sidebar-adaptable' has"
      ])
  }

  @Test func aHiddenTabCannotBeSelected() {
    #expect(
      messages(
        tabView
          + "hide Library\nselect Library\nshow Library\nselect Library\nexpect selection == Library\n"
      )
        == ["tab 'Library' is hidden here; a hidden tab cannot be selected"])
  }

  @Test func statePathsKnowTabsAndRoutes() {
    #expect(
      messages(setup + "expect stacks[Libary].depth == 0\nexpect routes[recipes].count == 2\n") == [
        "unknown tab 'Libary' | did you mean 'Library'?",
        "unknown route 'recipes' | did you mean 'recipe'?",
      ])
    #expect(
      messages(
        "tabbar glass Home\nexpect navigation.depth == 0\nexpect tabview.presentation == tabBar\n")
        == [
          "there are no routes yet; declare them with 'route ...'",
          "this tab container has no tabview; only 'tabbar system' or 'tabbar sidebar-adaptable' has one",
        ])
  }

  @Test func navigationElementsAreNamesWhenThereAreRoutes() {
    #expect(
      messages(
        setup
          + "set voiceover on\nvoiceover focus back-button\nexpect event voiceOverFocused(element: screen-title)\nexpect event pushed(tab: Libary)\n"
      ) == ["unknown tab 'Libary' | did you mean 'Library'?"])
    #expect(
      messages(
        "tabbar glass Home\nset voiceover on\nvoiceover focus back-button\nexpect time == 0\n")
        == ["unknown tab 'back-button' | the tabs are 'Home'"])
  }

  @Test func aURLSchemeIsASCII() {
    #expect(
      messages(setup + "url-scheme my_app\nexpect time == 0\n") == [
        "a URL scheme is ASCII letters, digits and '-', starting with a letter"
      ])
  }

  @Test func urlsAreCheckedWhenTheyRun() {
    // A bad link is behaviour to specify, not an error in the file.
    #expect(messages(setup + "open \"not a url\"\nexpect event deepLinkRejected\n").isEmpty)
  }

  @Test func unknownTabBarStylesAreListed() {
    #expect(
      messages("tabbar sytem Home\nexpect time == 0\n") == [
        "unknown tab bar style 'sytem'; the styles are 'glass', 'system', 'sidebar-adaptable', 'bubble', 'gooey' and 'gooey-corrected' | did you mean 'system'?"
      ])
  }
}

/// The router's and the TabView's part of the bundled specification.
struct NavigationCorpusTests {
  @Test func routerAndTabViewAreSpecified() {
    let files = PackageFiles.scenarioFiles()
    let router = files.filter { $0.hasPrefix("scenarios/router/") }
    let tabView = files.filter { $0.hasPrefix("scenarios/tabview/") }
    #expect(router.count + tabView.count >= 30)
    #expect(router.count >= 15)
    #expect(tabView.count >= 10)
  }
}

extension NavigationCheckerTests {
  /// A note lists at most eight names, then how many more: with 20 route types the list is
  /// one line, not all twenty.
  @Test func aLongListOfRoutesIsCutAfterEight() {
    var text = "tabbar glass Home Library\n"
    for index in 0..<20 { text += "route kind\(index) a \"A\"\n" }
    text += "push zzzzzz a\nexpect navigation.depth == 0\n"
    let shown = (0..<8).map { "'kind\($0)'" }.joined(separator: ", ")
    #expect(messages(text) == ["unknown route 'zzzzzz' | the routes are \(shown) and 12 more"])
  }

  /// Route types are found by key, and the reference state follows each declaration: a type
  /// declared between two expectations is known to the second, whatever its case.
  @Test func routesDeclaredBetweenExpectationsAreKnownToLaterOnes() {
    var text = "tabbar glass Home Library\n"
    for index in 0..<300 {
      text += "route Kind\(index) a \"A\"\nexpect routes[kind\(index)].count == 1\n"
    }
    text += "expect routes[kind300].count == 1\n"
    let found = messages(text)
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("unknown route 'kind300' |") == true)
  }
}
