import NavSpecLanguage
import NavSpecModel
import NavSpecTestSupport
import Testing

/// A misspelt value never makes an assertion vacuous: every value an expectation writes is
/// held against the domain of what it reads (`ValueDomain`), before anything runs.
struct ValueDomainCheckerTests {
  let bar = "tabbar glass Home Search Library\ntap Search\n"

  func diagnostics(_ text: String) -> DiagnosticList {
    ScenarioPipeline.compile(SourceFile(path: "t.scenario", text: text)).1
  }

  func errors(_ text: String) -> [String] {
    diagnostics(text).filter { $0.severity == .error }.map {
      "\($0.location.line):\($0.location.column) \($0.message)"
        + ($0.suggestion.map { " | \($0)" } ?? "")
    }
  }

  /// The rows of the table that asked for this: each a located error, with the nearest name.
  @Test(arguments: [
    ("expect selection != Serch", "3:21 unknown tab 'Serch' | did you mean 'Search'?"),
    ("expect selection == Serch", "3:21 unknown tab 'Serch' | did you mean 'Search'?"),
    (
      "expect no event selectionChanged(cause: tapp)",
      "3:41 unknown cause 'tapp' | did you mean 'tap'?"
    ),
    (
      "expect event selectionChanged(cause: tapp)",
      "3:38 unknown cause 'tapp' | did you mean 'tap'?"
    ),
    (
      "expect tabs[Home].a11y.traits !contains selectd",
      "3:41 unknown trait 'selectd' | did you mean 'selected'?"
    ),
    (
      "expect tabs[Home].a11y.traits contains selectd",
      "3:40 unknown trait 'selectd' | did you mean 'selected'?"
    ),
    ("expect selection in [Home, Serch]", "3:21 unknown tab 'Serch' | did you mean 'Search'?"),
  ])
  func issueTableIsLocatedErrors(_ line: String, _ expected: String) {
    #expect(errors(bar + line + "\n") == [expected])
    // Nothing runs: the file is an error.
    let report = ScenarioPipeline.run(path: "t.scenario", text: bar + line + "\n")
    #expect(report.results.isEmpty)
  }

  @Test func renderedWithCaret() {
    let text = bar + "expect selection != Serch\n"
    let report = ScenarioPipeline.run(path: "t.scenario", text: text)
    #expect(
      ScenarioPipeline.listing(RunReport(files: [report])).contains(
        """
        t.scenario:3:21: error: unknown tab 'Serch'
        expect selection != Serch
                            ^~~~~
        note: did you mean 'Search'?
        """))
  }

  @Test func rightValuesPass() {
    let lines = [
      "expect selection != Home", "expect selection in [Home, Search]",
      "expect tabs[Home].a11y.traits !contains selected", "expect selection contains Sea",
      "expect no event selectionChanged(cause: drag)", "expect event selectionChanged(cause: tap)",
      "expect bar.material == ultraThinMaterial", "expect settings.reduce-motion == off",
      "expect pill.color != \"#FFFFFF\"", "expect largeContentViewer.item == none",
      "invariant selection != Library", "expect selection in tabs",
    ]
    #expect(errors(bar + lines.joined(separator: "\n") + "\n") == [])
  }

  /// Each form an expectation can take, against closed domains of several kinds.
  @Test(arguments: [
    // Words of the model's own.
    ("expect bar.material == opaqe", "unknown material 'opaqe' | did you mean 'opaque'?"),
    ("expect bar.colorScheme != drak", "unknown color scheme 'drak' | did you mean 'dark'?"),
    (
      "expect settings.reduce-motion == true",
      "unknown reduce-motion value 'true' | 'settings.reduce-motion' takes 'on', 'off'"
    ),
    ("expect tabs[*].a11y.traits contains buton", "unknown trait 'buton' | did you mean 'button'?"),
    (
      "expect tabs[Home].a11y.traits == [selected, buton]",
      "unknown trait 'buton' | did you mean 'button'?"
    ),
    ("invariant selection != Serch", "unknown tab 'Serch' | did you mean 'Search'?"),
    ("invariant tabs[*].title != Serch", "unknown tab 'Serch' | did you mean 'Search'?"),
    ("expect tabs[2].title == Libary", "unknown tab 'Libary' | did you mean 'Library'?"),
    (
      "expect selection contains Sxar",
      "no tab contains 'Sxar', so this can never hold | 'selection' takes 'Home', 'Search', 'Library'"
    ),
    (
      "expect selection !contains Sxar",
      "no tab contains 'Sxar', so this can never fail | 'selection' takes 'Home', 'Search', 'Library'"
    ),
    (
      "expect largeContentViewer.item == Hme",
      "unknown tab 'Hme' | did you mean 'Home'?"
    ),
    (
      "expect pill.color == \"#fffff\"",
      "unknown colour (#RRGGBB, upper case) '#fffff' | write it as '#1A2B3C'"
    ),
    ("expect voiceover.focus == Hme", "unknown element 'Hme' | did you mean 'Home'?"),
    (
      "expect events [selectionChanged(from: Home, to: Serch)]",
      "unknown tab 'Serch' | did you mean 'Search'?"
    ),
    (
      "expect event settingChanged(setting: bold-text, value: of)",
      "unknown bold-text value 'of' | did you mean 'off'?"
    ),
    (
      "expect event settingChanged(setting: bold-txt)",
      "unknown setting 'bold-txt' | did you mean 'bold-text'?"
    ),
    (
      "expect event animationBegan(property: pill.ofset)",
      "unknown animated property 'pill.ofset' | did you mean 'pill.offset'?"
    ),
    (
      "expect event dragEnded(translation: far)",
      "'translation' of 'dragEnded' is a number, not 'far'"
    ),
    (
      "expect event selectionChanged(cause: 3)",
      "'cause' of 'selectionChanged' is a cause, not a number"
    ),
    (
      "expect bar.material in tabs",
      "'bar.material' is a material and 'tabs' holds tab titles, so this can never hold"
    ),
  ])
  func everyFormIsChecked(_ line: String, _ expected: String) {
    let found = errors(bar + line + "\n")
    #expect(found.count == 1, "\(found)")
    #expect(found.first.map { $0.hasSuffix(" " + expected) } == true, "\(found)")
  }

  /// Routes, titles and the system TabView's words.
  @Test(arguments: [
    (
      "expect navigation.path == \"recipe/apple-pi\"",
      "unknown recipe 'apple-pi' in 'recipe/apple-pi' | did you mean 'apple-pie'?"
    ),
    (
      "expect navigation.path == \"recpe/apple-pie\"",
      "unknown route type 'recpe' in 'recpe/apple-pie' | did you mean 'recipe'?"
    ),
    (
      "expect navigation.top.route != \"recipe/waffels\"",
      "unknown recipe 'waffels' in 'recipe/waffels' | did you mean 'waffles'?"
    ),
    (
      "expect navigation.top.title == \"Apple Pi\"",
      "unknown screen title 'Apple Pi' | did you mean 'Apple Pie'?"
    ),
    (
      "expect navigation.backButton.label != Hme",
      "unknown screen title 'Hme' | did you mean 'Home'?"
    ),
    (
      "expect navigation.transition.kind != slid",
      "unknown transition kind 'slid' | did you mean 'slide'?"
    ),
    (
      "expect navigation.transition.direction == psh",
      "unknown direction 'psh' | did you mean 'push'?"
    ),
    (
      "expect navigation.path contains \"recipe/apple-pie/recpe\"",
      "unknown route type or id 'recpe' in 'recipe/apple-pie/recpe', so this can never hold | did you mean 'recipe'?"
    ),
    (
      "expect routes[recipe].ids contains wafles",
      "no item id contains 'wafles', so this can never hold | did you mean 'waffles'?"
    ),
    ("expect routes[recipe].tab == Hme", "unknown tab 'Hme' | did you mean 'Home'?"),
    ("expect stacks[Home].top != Hme", "unknown screen title 'Hme' | did you mean 'Home'?"),
    (
      "expect navigation.tab in routes",
      "'navigation.tab' is a tab's title and 'routes' holds route types, so this can never hold"
    ),
    (
      "expect event pushed(route: \"recipe/apple-pi\")",
      "unknown recipe 'apple-pi' in 'recipe/apple-pi' | did you mean 'apple-pie'?"
    ),
    ("expect no event popped(cause: swpe)", "unknown cause 'swpe' | did you mean 'swipe'?"),
    (
      "expect no event transitionBegan(kind: fade)",
      "unknown transition kind 'fade' | 'kind' of 'transitionBegan' takes 'slide', 'crossFade'"
    ),
    ("expect event stateSaved(name: s2)", "unknown saved state 's2' | did you mean 's1'?"),
    (
      "expect no event pathReplaced(path: \"recipe/apple-pie/recipe\")",
      "unknown route path (type/id/…) 'recipe' in 'recipe/apple-pie/recipe'"
    ),
  ])
  func navigationValuesAreChecked(_ line: String, _ expected: String) {
    let setUp = """
      tabbar glass Home Library
      route recipe apple-pie "Apple Pie" waffles "Waffles" in Home
      push recipe apple-pie
      save state as s1

      """
    let found = errors(setUp + line + "\n")
    #expect(found.count == 1, "\(found)")
    let want = expected.hasSuffix("…") ? String(expected.dropLast()) : expected
    #expect(found.first.map { $0.contains(" " + want) } == true, "\(found)")
  }

  @Test(arguments: [
    (
      "expect tabview.presentation == sidbar",
      "unknown presentation 'sidbar' | did you mean 'sidebar'?"
    ),
    ("expect tabview.sizeClass != regulr", "unknown size class 'regulr' | did you mean 'regular'?"),
    (
      "expect tabview.order == \"Home, Libary\"",
      "unknown tab 'Libary' in 'Home, Libary' | did you mean 'Library'?"
    ),
    (
      "expect tabview.shown contains Libary",
      "no tab contains 'Libary', so this can never hold | did you mean 'Library'?"
    ),
    ("expect split.visibility == al", "unknown column visibility 'al' | did you mean 'all'?"),
    (
      "expect split.columns == \"sidebar detial\"",
      "unknown columns 'sidebar detial' | did you mean 'sidebar detail'?"
    ),
    (
      "expect tabs[Home].section == Colections",
      "unknown section 'Colections' | did you mean 'Collections'?"
    ),
    (
      "expect tabs[Home].userVisibility != hiden",
      "unknown visibility 'hiden' | did you mean 'hidden'?"
    ),
    ("expect accessory.placement == inlin", "unknown placement 'inlin' | did you mean 'inline'?"),
    (
      "expect tabview.minimize.behavior == on-scroll-dwn",
      "unknown minimize behavior 'on-scroll-dwn' | did you mean 'on-scroll-down'?"
    ),
    ("expect no event tabHidden(cause: usr)", "unknown cause 'usr' | did you mean 'user'?"),
    (
      "expect no event sizeClassChanged(presentation: tabbar)",
      "unknown presentation 'tabbar' | did you mean 'tabBar'?"
    ),
    (
      "expect no event columnVisibilityChanged(visibility: detail-onl)",
      "unknown column visibility 'detail-onl' | did you mean 'detail-only'?"
    ),
    (
      "expect no event tabBarMinimized(cause: scrol)",
      "unknown cause 'scrol' | did you mean 'scroll'?"
    ),
  ])
  func tabViewValuesAreChecked(_ line: String, _ expected: String) {
    let setUp = """
      tabbar sidebar-adaptable Home Library Search
      section Collections Library

      """
    let found = errors(setUp + line + "\n")
    #expect(found.count == 1, "\(found)")
    #expect(found.first.map { $0.hasSuffix(" " + expected) } == true, "\(found)")
  }

  @Test(arguments: [
    (
      "tabbar gooey Home Search", "expect droplet.next == lnd",
      "unknown phase 'lnd' | did you mean 'land'?"
    ),
    (
      "tabbar gooey Home Search", "expect bar.variant != documnt",
      "unknown variant 'documnt' | did you mean 'document'?"
    ),
    (
      "tabbar bubble Home Search", "expect tabs[Home].text.weight == semibld",
      "unknown weight 'semibld' | did you mean 'semibold'?"
    ),
    (
      "tabbar glass Home Search\nscroll content 3000", "expect scroll.phase != decelerting",
      "unknown phase 'decelerting' | did you mean 'decelerating'?"
    ),
    (
      "tabbar glass Home Search\nscroll content 3000", "expect no event scrollBounced(edge: botom)",
      "unknown edge 'botom' | did you mean 'bottom'?"
    ),
    (
      "tabbar glass Home Search\nheader collapsing", "expect header.placement == stackd",
      "unknown placement 'stackd' | did you mean 'stacked'?"
    ),
    (
      "tabbar glass Home Search\nheader collapsing",
      "expect no event buttonTapped(button: header-serch)", "unknown tab 'header-serch'"
    ),
  ])
  func componentValuesAreChecked(_ setUp: String, _ line: String, _ expected: String) {
    let found = errors(setUp + "\n" + line + "\n")
    #expect(found.count == 1, "\(found)")
    #expect(
      found.first.map { $0.hasSuffix(" " + expected) || $0.contains(expected) } == true, "\(found)")
  }
}
