import Testing

@testable import NavSpecModel

/// The rules on the model's components and on a panel defined here alone, whose elements are
/// whatever a test gives them: the cases no bundled component produces (a disabled element, a
/// button without the button trait, a reading order against the layout). Expected values by
/// hand.
struct AuditRuleTests {
  /// A component of the content layer showing the elements it is given, and describing them to
  /// the audits as it is told: it proves a component outside the model's folders takes part
  /// through `AuditableComponent` alone.
  struct Panel: AuditableComponent {
    var elements: [AccessibilityElement]
    var descriptions: [String: AuditElementDescription] = [:]
    /// What it tells the contrast and dynamic-type rules it shows.
    var visuals: [VisualElement] = []

    var layer: ScreenLayer { .content }
    var auditName: String { "panel" }
    func layout(on device: DeviceContext) -> ComponentLayout { ComponentLayout() }
    mutating func touchBegan(finger: Int, at point: Point, context: inout ComponentContext)
      -> Bool
    { false }
    mutating func touchMoved(finger: Int, to point: Point, context: inout ComponentContext) {}
    mutating func touchEnded(finger: Int, at point: Point, context: inout ComponentContext) {}
    mutating func touchCancelled(finger: Int, context: inout ComponentContext) {}
    mutating func cancelAllTouches(context: inout ComponentContext) {}
    var nextDeadline: VirtualTime? { nil }
    mutating func deadlineReached(context: inout ComponentContext) {}
    func isAnimating(at time: VirtualTime) -> Bool { false }
    func accessibility(in environment: ComponentEnvironment) -> AccessibilityGroup {
      AccessibilityGroup(.content, elements)
    }
    func visualElements(in environment: ComponentEnvironment) -> [VisualElement] { visuals }
    mutating func activate(
      accessibilityElement identifier: String, context: inout ComponentContext
    ) -> VoiceOverActivation? { nil }
    func stateChildren(_ demand: StateDemand, in environment: ComponentEnvironment)
      -> [StateNode.Child]
    { [] }
    mutating func receive(_ signal: ComponentSignal, context: inout ComponentContext) {}

    func describeForAudit(
      _ description: inout AuditElementDescription, of element: AccessibilityElement,
      in environment: ComponentEnvironment
    ) {
      if let given = descriptions[element.identifier] { description = given }
    }
  }

  static func element(
    _ identifier: String, label: String? = nil, traits: [AccessibilityTrait] = [.button],
    frame: Rect
  ) -> AccessibilityElement {
    AccessibilityElement(
      identifier: identifier, label: label ?? identifier, value: "", hint: "", traits: traits,
      frame: frame, position: 1, count: 1, containerTrait: nil)
  }

  func simulator(with panel: Panel) -> Simulator {
    var simulator = Simulator()
    simulator.components.install(panel)
    return simulator
  }

  func glass(_ titles: [String], _ change: (inout Simulator) throws -> Void = { _ in }) rethrows
    -> Simulator
  {
    var simulator = Simulator()
    simulator.installGlassTabBar(titles: titles)
    try change(&simulator)
    return simulator
  }

  // MARK: label

  @Test func anEmptyLabelIsAnErrorThatQuotesWhatVoiceOverSpeaks() throws {
    let simulator = try glass(["Home", "Search", "Library", "Profile"]) {
      try $0.updateTab("Library") { $0.label = "" }
    }
    let findings = simulator.audit(rules: [.label])
    #expect(
      findings == [
        AuditFinding(
          rule: "label", check: "empty", severity: .error, element: "Library",
          message:
            "Library has no label: VoiceOver speaks \", Tab, 3 of 4\"; WCAG 2.2 (SC 4.1.2) asks every control for a name",
          component: "glass", part: "tab"
        )
      ])
  }

  @Test func aLabelOfWhiteSpaceAloneIsEmpty() throws {
    let simulator = try glass(["Home", "Search"]) {
      try $0.updateTab("Search") { $0.label = " \t " }
    }
    #expect(simulator.audit(rules: [.label]).map(\.check) == ["empty"])
  }

  /// VoiceOver speaks a symbol ("plus", an emoji's name): such a label is not empty, but it
  /// says nothing in words. A tab titled "+" shows "+", so its label contains its text.
  @Test func aLabelOfSymbolsAloneIsAWarningNotAnEmptyLabel() throws {
    let simulator = try glass(["Home", "+", "Profile"])
    let findings = simulator.audit(rules: [.label])
    #expect(
      findings.map { "\($0.check) \($0.element) \($0.severity)" } == ["symbol-only + warning"])
    #expect(
      findings.first?.message
        == "+'s label \"+\" has no word, only symbols: VoiceOver speaks \"+, Tab, 2 of 3\"; WCAG 2.2 (SC 2.4.6) asks for a label that describes the element's purpose"
    )
    let emoji = try glass(["Home", "🏠"])
    #expect(emoji.audit(rules: [.label]).map(\.check) == ["symbol-only"])
    // A label of punctuation for a titled tab: symbols alone, and without the title.
    let dashed = try glass(["Home", "Search"]) {
      try $0.updateTab("Search") { $0.label = " - " }
    }
    #expect(dashed.audit(rules: [.label]).map(\.check) == ["not-in-name", "symbol-only"])
  }

  /// Labels without words compare by their trimmed text: "+" and "−" differ, "+" and " + " do
  /// not.
  @Test func symbolLabelsAreDuplicatesOnlyWhenTheyAreTheSameSymbols() throws {
    let plusMinus = try glass(["+", "−"])
    #expect(plusMinus.audit(rules: [.label]).filter { $0.check == "duplicate" }.isEmpty)
    let plusPlus = try glass(["+", "−"]) {
      try $0.updateTab("−") { $0.label = " + " }
    }
    #expect(
      plusPlus.audit(rules: [.label]).filter { $0.check == "duplicate" }.map(\.element) == ["−"])
  }

  /// The header's search button is labelled "Search" (docs/components/header.md), read before
  /// the bar: the glass tab "Search" is a control of another component with the same label.
  @Test func controlsOfDifferentComponentsWithOneLabelAreDuplicates() throws {
    var simulator = try glass(["Home", "Search"])
    simulator.installCollapsingHeader(CollapsingHeader())
    let findings = simulator.audit(rules: [.label]).filter { $0.check == "duplicate" }
    #expect(findings.map { "\($0.element) \($0.severity)" } == ["Search warning"])
    #expect(
      findings.first?.message
        == "Search (glass tab bar) and header-search (collapsing header) are both labelled \"Search\"; VoiceOver users cannot tell the two controls apart"
    )
    var other = try glass(["Home", "Library"])
    other.installCollapsingHeader(CollapsingHeader())
    #expect(other.audit(rules: [.label]).filter { $0.check == "duplicate" }.isEmpty)
  }

  /// A tab and the screen's title naming one place is the platform's own pattern: a heading is
  /// not a control, so it is no duplicate of a tab; a button of another component is.
  @Test func aTabAndAHeadingWithOneLabelAreNotDuplicates() throws {
    let frame = Rect(x: 0, y: 100, width: 200, height: 44)
    var heading = Panel(elements: [
      Self.element("title", label: "Library", traits: [.header], frame: frame)
    ])
    heading.descriptions["title"] = AuditElementDescription(
      role: .heading, hitRegion: nil, visibleText: "Library")
    var simulator = try glass(["Home", "Library"])
    simulator.components.install(heading)
    #expect(simulator.audit(rules: [.label]).filter { $0.check == "duplicate" }.isEmpty)
    var button = Panel(elements: [Self.element("more", label: "Library", frame: frame)])
    button.descriptions["more"] = AuditElementDescription(
      role: .button, hitRegion: frame, visibleText: "Library")
    var withButton = try glass(["Home", "Library"])
    withButton.components.install(button)
    let findings = withButton.audit(rules: [.label]).filter { $0.check == "duplicate" }
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("(panel)") == true, "\(findings)")
  }

  @Test func roleStateAndGestureWordsAreRedundantUnlessTheTitleHasThem() throws {
    let simulator = try glass(["Home", "Tab Groups", "Library", "Profile"]) {
      try $0.updateTab("Home") { $0.label = "Home Tab" }
      try $0.updateTab("Library") { $0.label = "Library (selected)" }
      try $0.updateTab("Profile") { $0.label = "Tap for Profile" }
    }
    let findings = simulator.audit(rules: [.label])
    #expect(findings.map(\.element) == ["Home", "Library", "Profile"])
    #expect(findings.allSatisfy { $0.check == "repeats-trait" && $0.severity == .warning })
    #expect(
      findings[0].message
        == "Home's label \"Home Tab\" says \"tab\", which VoiceOver already conveys: it speaks \"Selected, Home Tab, Tab, 1 of 4\""
    )
  }

  @Test func labelInNameIgnoresCaseAndPunctuationButNotOrder() throws {
    let simulator = try glass(["New York", "Search", "Library"]) {
      try $0.updateTab("New York") { $0.label = "new-york, city" }
      try $0.updateTab("Search") { $0.label = "Search books" }
      try $0.updateTab("Library") { $0.label = "The library" }
    }
    #expect(simulator.audit(rules: [.label]).isEmpty)
    let reversed = try glass(["New York", "Search"]) {
      try $0.updateTab("New York") { $0.label = "York New" }
    }
    #expect(reversed.audit(rules: [.label]).map(\.check) == ["not-in-name"])
  }

  @Test func duplicatesAreReportedOnTheLaterSiblingOnly() throws {
    let simulator = try glass(["Home", "Search", "Library"]) {
      try $0.updateTab("Library") { $0.label = "HOME" }
    }
    let findings = simulator.audit(rules: [.label]).filter { $0.check == "duplicate" }
    #expect(findings.map(\.element) == ["Library"])
    #expect(
      findings.first?.message
        == "Library's label \"HOME\" is also Home's; VoiceOver users cannot tell them apart")
  }

  // MARK: hint

  @Test func aHintThatNamesTheGestureAndBeginsWithoutAVerbIsTwoWarnings() throws {
    let simulator = try glass(["Home", "Library"]) {
      try $0.updateTab("Library") { $0.hint = "Double tap to open your library." }
    }
    let findings = simulator.audit(rules: [.hint])
    #expect(
      findings == [
        AuditFinding(
          rule: "hint", check: "names-gesture", severity: .warning, element: "Library",
          message:
            "Library's hint \"Double tap to open your library.\" names a gesture (\"tap\"), which a user of Switch Control, Voice Control or a keyboard does not make; Apple asks a hint to describe the result alone (\"Opens your library.\")",
          component: "glass", part: "tab"
        ),
        AuditFinding(
          rule: "hint", check: "not-verb-first", severity: .warning, element: "Library",
          message:
            "Library's hint \"Double tap to open your library.\" begins with \"double\", not a verb; Apple asks a hint to begin with a verb and omit the subject (\"Opens your library.\")",
          component: "glass", part: "tab"
        ),
      ])
  }

  @Test func hintsAreJudgedByTheirWords() throws {
    func checks(_ hint: String) throws -> [String] {
      try glass(["Home", "Library"]) {
        try $0.updateTab("Library") { $0.hint = hint }
      }.audit(rules: [.hint]).map(\.check)
    }
    #expect(try checks("Opens your library.") == [])
    #expect(try checks("") == [])
    #expect(try checks("  ") == [])
    #expect(try checks("It opens your library.") == ["not-verb-first"])
    #expect(try checks("The library opens.") == ["not-verb-first"])
    #expect(try checks("Shows your books; tapping twice plays one.") == ["names-gesture"])
    #expect(try checks("Swipe up to see more.") == ["names-gesture", "not-verb-first"])
    #expect(try checks("Opens the library; long-press for more.") == ["names-gesture"])
  }

  // MARK: numbers beside their thresholds

  /// A 12 pt grey text on white whose ratio is 4.499:1, just under WCAG's 4.5:1. The grey by
  /// hand from WCAG's formula: L = 1.05 / 4.499 - 0.05 = 0.183385, so each channel is
  /// 1.055 * L^(1/2.4) - 0.055 = 0.465380 (python3: 4.498999999999999 back).
  static func greyText(_ grey: Double, lineHeight: Double? = nil) -> VisualElement {
    let text = TextAppearance(
      shown: "Go", full: "Go", pointSize: 12, weight: .regular, scalesWithDynamicType: true,
      offersLargeContentViewer: false, measuredWidth: 20, lineHeight: lineHeight,
      availableWidth: 100, availableHeight: 12)
    return VisualElement(
      path: "go.text", element: "go", role: .text(text),
      frame: Rect(x: 0, y: 100, width: 100, height: 12),
      foreground: .fixed("grey", SRGBColor(red: grey, green: grey, blue: grey)),
      backdrop: Backdrop(.color(.fixed("white", .white))),
      appearance: ColorAppearance(scheme: .light, increaseContrast: false))
  }

  @Test func aRatioJustUnderTheThresholdIsNotPrintedAsTheThreshold() throws {
    var panel = Panel(elements: [])
    panel.visuals = [Self.greyText(0.465380372610304)]
    let findings = simulator(with: panel).audit(rules: [.contrast])
    #expect(findings.map(\.check) == ["text"])
    let message = try #require(findings.first?.message)
    // Plain rounding would print 4.499 as "4.5:1", the very ratio it fails.
    #expect(message.contains(" is 4.49:1 in light; "), "\(message)")
    #expect(message.hasSuffix("asks for at least 4.5:1"))
  }

  @Test func textTallerThanItsRoomSaysSoAndNotItsFittingWidth() {
    // Black on white passes; the 20 pt wide text fits its 100 pt, its 12.02 pt line does not
    // fit 12 pt. The message said ": 20 pt of text in 100 pt", which reads as fitting.
    var panel = Panel(elements: [])
    panel.visuals = [Self.greyText(0, lineHeight: 12.02)]
    let findings = simulator(with: panel).audit(rules: [.dynamicType])
    #expect(
      findings.map(\.message) == [
        "the text of go is cut short at L: a 12.02 pt line in 12 pt; WCAG 2.2 (SC 1.4.4) asks that no content is lost"
      ])
  }

  // MARK: traits

  @Test func aDisabledElementVoiceOverStillFocusesIsAnError() {
    var panel = Panel(elements: [
      Self.element("save", label: "Save", frame: Rect(x: 0, y: 100, width: 100, height: 44))
    ])
    panel.descriptions["save"] = AuditElementDescription(
      role: .button, hitRegion: panel.elements[0].frame, visibleText: "Save", isEnabled: false)
    let findings = simulator(with: panel).audit(rules: [.traits])
    #expect(findings.map(\.check) == ["disabled-focusable"])
    #expect(findings.first?.severity == .error)
    #expect(
      findings.first?.message
        == "save is disabled, yet VoiceOver focuses it and speaks \"Save, Button\" with nothing saying it is dimmed (the notEnabled trait)"
    )
  }

  @Test func aButtonWithoutTheButtonTraitAndAWronglySelectedTab() {
    var panel = Panel(elements: [
      Self.element("go", traits: [], frame: Rect(x: 0, y: 100, width: 100, height: 44)),
      Self.element(
        "tab", traits: [.button, .selected], frame: Rect(x: 100, y: 100, width: 100, height: 44)),
    ])
    panel.descriptions["go"] = AuditElementDescription(
      role: .button, hitRegion: panel.elements[0].frame, visibleText: "go")
    panel.descriptions["tab"] = AuditElementDescription(
      role: .tab, hitRegion: panel.elements[1].frame, visibleText: "tab", isSelected: false)
    let findings = simulator(with: panel).audit(rules: [.traits])
    #expect(
      findings.map { "\($0.element) \($0.check)" } == [
        "go button-missing", "tab not-in-tab-bar", "tab selected-wrong",
      ])
  }

  @Test func theGooeyDocumentsSelectedButtonHasNoSelectedTrait() throws {
    var simulator = Simulator()
    try simulator.installTabBar(style: "gooey", titles: ["Home", "Search"])
    let findings = simulator.audit(rules: [.traits])
    #expect(
      findings.map { "\($0.element) \($0.check) \($0.severity)" } == [
        "Home not-in-tab-bar warning", "Home selected-missing error",
        "Search not-in-tab-bar warning",
      ])
    var corrected = Simulator()
    try corrected.installTabBar(style: "gooey-corrected", titles: ["Home", "Search"])
    #expect(corrected.audit(rules: [.traits]).isEmpty)
  }

  // MARK: reading-order

  @Test func aRowReadAgainstTheLayoutDirectionIsOutOfOrder() throws {
    let row = [
      Self.element("first", frame: Rect(x: 0, y: 100, width: 100, height: 44)),
      Self.element("second", frame: Rect(x: 100, y: 100, width: 100, height: 44)),
    ]
    var simulator = simulator(with: Panel(elements: row))
    #expect(simulator.audit(rules: [.readingOrder]).isEmpty)
    try simulator.changeSetting(name: "layout-direction", value: "rtl")
    let findings = simulator.audit(rules: [.readingOrder])
    #expect(findings.map(\.element) == ["second"])
    #expect(
      findings.first?.message
        == "VoiceOver reads second after first, but second is to its right (right to left)")
  }

  @Test func aLowerElementReadFirstPutsTheUpperOneOutOfOrder() {
    let column = [
      Self.element("below", frame: Rect(x: 0, y: 200, width: 100, height: 44)),
      Self.element("above", frame: Rect(x: 0, y: 100, width: 100, height: 44)),
      // Overlapping "above" by 30 of 44 pt: on its row, and to its right.
      Self.element("beside", frame: Rect(x: 120, y: 114, width: 100, height: 44)),
    ]
    let findings = simulator(with: Panel(elements: column)).audit(rules: [.readingOrder])
    #expect(findings.map(\.element) == ["above"])
    #expect(findings.first?.message.hasSuffix("is above it (left to right)") == true)
  }

  @Test func theModelsContainersReadInVisualOrderBothWays() throws {
    for direction in ["ltr", "rtl"] {
      var simulator = Simulator()
      try simulator.changeSetting(name: "layout-direction", value: direction)
      for style in ComponentRegistry.styles {
        var copy = simulator
        try copy.installTabBar(style: style, titles: ["Home", "Search", "Library"])
        #expect(copy.audit(rules: [.readingOrder]).isEmpty, "\(style) \(direction)")
      }
    }
  }

  // MARK: focus

  @Test func nothingIsJudgedWithoutVoiceOver() throws {
    var simulator = try glass(["Home", "Search"])
    simulator.voiceOver.focusedIdentifier = "Gone"
    #expect(simulator.audit(rules: [.focus]).isEmpty)
  }

  @Test func focusOnAnElementNoLongerOnScreenIsLost() throws {
    var simulator = Simulator()
    try simulator.installTabBar(style: "system", titles: ["Home", "Library", "Search"])
    try simulator.changeSetting(name: "voiceover", value: "on")
    try simulator.perform(.focus("Library"))
    #expect(simulator.audit(rules: [.focus]).isEmpty)
    try simulator.setTabHidden("Library", true)
    let findings = simulator.audit(rules: [.focus])
    #expect(findings.map { "\($0.check) \($0.element)" } == ["lost Library"])
  }

  @Test func aScreenChangeWithoutScreenChangedIsReported() throws {
    var simulator = try ModelFixtures.recipeSimulator()
    try simulator.changeSetting(name: "voiceover", value: "on")
    try simulator.push(Route(type: "category", id: "desserts"))
    #expect(simulator.audit(rules: [.focus]).isEmpty)
    // The log as a component changing the screen behind the simulator's back would leave it.
    simulator.events.removeAll { $0.kind == .screenChanged }
    let findings = simulator.audit(rules: [.focus])
    #expect(findings.map(\.check) == ["no-announcement"])
    #expect(
      findings.first?.message
        == "the screen changed at 0.000s (after pushed) and no screenChanged was posted; VoiceOver neither announces nor focuses the new screen"
    )
  }

  @Test func aScreenChangedNamingNoElementIsReported() throws {
    var simulator = try ModelFixtures.recipeSimulator()
    try simulator.changeSetting(name: "voiceover", value: "on")
    try simulator.push(Route(type: "category", id: "desserts"))
    let index = try #require(simulator.events.lastIndex { $0.kind == .screenChanged })
    simulator.events[index].arguments = []
    #expect(simulator.audit(rules: [.focus]).map(\.check) == ["not-on-new-screen"])
  }

  @Test func focusMovedOffAnActivatedTabIsReported() throws {
    var simulator = try ModelFixtures.recipeSimulator()
    try simulator.changeSetting(name: "voiceover", value: "on")
    try simulator.perform(.activate("Library"))
    #expect(simulator.voiceOver.focusedIdentifier == "Library")
    #expect(simulator.audit(rules: [.focus]).isEmpty)
    // What a container that moved focus to the new screen's title would have logged.
    let index = try #require(simulator.events.lastIndex { $0.kind == .screenChanged })
    simulator.events[index].arguments = [.init("focus", .string("screen-title"))]
    let findings = simulator.audit(rules: [.focus])
    #expect(findings.map { "\($0.check) \($0.element)" } == ["left-activated-tab Library"])
    // A later input (a push) ends what the activation caused.
    var later = try ModelFixtures.recipeSimulator()
    try later.changeSetting(name: "voiceover", value: "on")
    try later.perform(.activate("Library"))
    try later.push(Route(type: "recipe", id: "pancakes"))
    #expect(later.voiceOver.focusedIdentifier == "screen-title")
    #expect(later.audit(rules: [.focus]).isEmpty)
  }
}
