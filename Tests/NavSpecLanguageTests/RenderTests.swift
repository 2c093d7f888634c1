import Foundation
import NavSpecLanguage
import NavSpecModel
import Testing

#if canImport(FoundationXML)
  import FoundationXML  // XMLParser lives here outside Apple platforms.
#endif

/// `navspec render`: each part drawn where the model says it is, tagged, the same bytes on
/// every run, and every title escaped.
struct RenderTests {
  let glass = "tabbar glass Home Search Library Profile\ntap Library\nexpect selection == Library\n"
  let gooey = "tabbar gooey Home Search Library Profile\ntap Library\nexpect selection == Library\n"

  func simulator(_ text: String, at time: VirtualTime, scenario: String? = nil) throws
    -> Simulator
  {
    try ScenarioInstants(path: "t.scenario", text: text, scenario: scenario)
      .simulator(at: time)
  }

  func number(_ simulator: Simulator, _ names: String...) throws -> Double {
    let node = simulator.value(at: names.map { .name($0) })
    guard case .leaf(.number(let value))? = node else {
      Issue.record("no number at \(names.joined(separator: "."))")
      return .nan
    }
    return value
  }

  func isWellFormedXML(_ text: String) -> Bool {
    XMLParser(data: Data(text.utf8)).parse()
  }

  @Test func pillIsDrawnAtItsPresentedOffset() throws {
    // Mid-slide (the slide runs from 50 ms to 400 ms), at rest scale.
    let model = try simulator(glass, at: .milliseconds(175))
    let pill = try #require(model.drawing.items(part: "pill").first)
    guard case .roundedRect(let rect, let radius) = pill.shape else {
      Issue.record("the pill is not a capsule: \(pill.shape)")
      return
    }
    let bar = try #require(model.glassTabBar)
    #expect(rect.minX == bar.frame.minX + (try number(model, "pill", "offset")))
    #expect(rect.minX == (try number(model, "pill", "frame", "x")))
    #expect(rect.width == (try number(model, "pill", "frame", "width")))
    #expect(radius == rect.height / 2)
    let svg = SVGRenderer.render(model)
    #expect(svg.contains("x=\"\(ValueFormatter.number(rect.minX))\""))
    #expect(svg.contains("data-part=\"pill\""))
  }

  @Test func swollenPillIsScaledAboutItsCentre() throws {
    // A long press on the pill swells it (`.bouncy` toward 1.2).
    let text =
      "tabbar glass Home Search Library Profile\ntouch down (48.75, 812)\nwait 700ms\nexpect selection == Home\n"
    let model = try simulator(text, at: .milliseconds(700))
    let scale = try number(model, "pill", "scale")
    #expect(scale > 1)
    let pill = try #require(model.drawing.items(part: "pill").first)
    guard case .roundedRect(let rect, _) = pill.shape else {
      Issue.record("the pill is not a capsule")
      return
    }
    let width = try number(model, "pill", "frame", "width")
    #expect(abs(rect.width - width * scale) < 1e-9)
    #expect(abs(rect.center.x - (try number(model, "pill", "x"))) < 1e-9)
  }

  @Test func ballIsDrawnAtBallX() throws {
    let model = try simulator(gooey, at: .milliseconds(200))
    let ball = try #require(model.drawing.items(part: "ball").first)
    guard case .circle(let center, let radius) = ball.shape else {
      Issue.record("the ball is not a circle")
      return
    }
    #expect(center.x == (try number(model, "ball", "x")))
    #expect(radius == GooeyBall.size * (try number(model, "ball", "scale")) / 2)
  }

  @Test func indentIsTheShapesPath() throws {
    let model = try simulator(gooey, at: .milliseconds(200))
    let bar = try #require(model.components.first(GooeyTabBar.self))
    let indent = try #require(model.drawing.items(part: "indent").first)
    let expected = bar.path(at: model.now, direction: .leftToRight)
    #expect(indent.shape == .path(expected.map(DrawingPathCommand.init), origin: bar.frame.origin))
    // The SVG's path data is the state's `indent.path`, placed at the bar's origin.
    guard case .leaf(.string(let path))? = model.value(at: [.name("indent"), .name("path")])
    else {
      Issue.record("no indent.path")
      return
    }
    let svg = SVGRenderer.render(model)
    #expect(svg.contains("d=\"\(path)\""))
    #expect(svg.contains("transform=\"translate(0 \(ValueFormatter.number(bar.frame.minY)))\""))
  }

  @Test func partsAreTagged() throws {
    let svg = SVGRenderer.render(try simulator(glass, at: .milliseconds(175)), overlay: true)
    #expect(svg.contains("data-part=\"pill\""))
    #expect(svg.contains("data-part=\"bar\""))
    #expect(svg.contains("data-tab=\"Library\""))
    #expect(svg.contains("data-element=\"Library\""))
    #expect(svg.contains("data-part=\"hit-region\""))
    #expect(svg.contains("data-part=\"reading-order\""))
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\""))
    #expect(svg.contains("viewBox=\"0 0 390 844\""))
    #expect(isWellFormedXML(svg))
  }

  @Test func overlayShowsFocusAndFingers() throws {
    let text =
      "tabbar glass Home Search Library Profile\nset voiceover on\nvoiceover focus Search\n"
      + "set voiceover off\ntouch down (146.25, 812)\nexpect selection == Home\n"
    let svg = SVGRenderer.render(try simulator(text, at: .milliseconds(100)), overlay: true)
    #expect(svg.contains("data-part=\"finger\""))
    #expect(isWellFormedXML(svg))
    let focused =
      "tabbar glass Home Search Library Profile\nset voiceover on\nvoiceover focus Search\n"
      + "expect selection == Home\n"
    let focusSVG = SVGRenderer.render(try simulator(focused, at: .milliseconds(100)), overlay: true)
    #expect(focusSVG.contains("data-part=\"voiceover-focus\" data-element=\"Search\""))
  }

  @Test func sameBytesEveryRun() throws {
    let first = SVGRenderer.render(try simulator(gooey, at: .milliseconds(123)), overlay: true)
    let second = SVGRenderer.render(try simulator(gooey, at: .milliseconds(123)), overlay: true)
    #expect(first == second)
  }

  @Test func hostileTitlesAreEscaped() throws {
    let text =
      "tabbar glass \"<script>alert(1)</script>\" \"a&b\" \"q\\\"'\" \"\\u{1B}[31m\\u{7}\"\n"
      + "expect selection == \"<script>alert(1)</script>\"\n"
    let svg = SVGRenderer.render(try simulator(text, at: .zero), overlay: true)
    #expect(!svg.contains("<script"))
    #expect(svg.contains("&lt;script&gt;"))
    #expect(svg.contains("a&amp;b"))
    #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(isWellFormedXML(svg))
  }

  @Test func longTitlesAreCut() throws {
    let long = String(repeating: "x", count: 1_000)
    let svg = SVGRenderer.render(
      try simulator("tabbar glass \(long) B\ntap B\nexpect selection == B\n", at: .zero))
    #expect(svg.count < 2_600)
    #expect(svg.contains("…"))
  }

  @Test func pastTheEndTheClockRunsOn() throws {
    let model = try simulator(glass, at: .seconds(5))
    #expect(model.now == .seconds(5))
    #expect(try number(model, "pill", "offset") == 185.25)
  }

  @Test func unknownScenarioSuggestsTheNearest() {
    let text =
      "tabbar glass A B\nscenario \"Tap first\"\ntap A\nexpect selection == A\nscenario \"Tap second\"\ntap B\nexpect selection == B\n"
    #expect {
      _ = try ScenarioInstants(path: "t.scenario", text: text, scenario: "Tap secnd")
    } throws: { error in
      (error as? ScenarioInstants.Failure)?.note == "did you mean 'Tap second'?"
    }
  }

  @Test func namedScenarioIsDrawn() throws {
    let text =
      "tabbar glass A B\nscenario \"first\"\ntap A\nexpect selection == A\nscenario \"second\"\ntap B\nexpect selection == B\n"
    let model = try simulator(text, at: .seconds(1), scenario: "second")
    #expect(model.glassTabBar?.selectedIndex == 1)
  }

  @Test func filesWithErrorsDrawNothing() {
    #expect(throws: ScenarioInstants.Failure.self) {
      _ = try ScenarioInstants(
        path: "t.scenario", text: "tabbar glass A B\ntapp A\n", scenario: nil)
    }
  }

  @Test func filmstripLabelsEachFrame() throws {
    let instants = try ScenarioInstants(path: "t.scenario", text: glass, scenario: nil)
    let times = try ScenarioInstants.filmstripInstants(
      from: .zero, to: .milliseconds(400), every: .milliseconds(100))
    #expect(times.count == 5)
    let svg = SVGRenderer.filmstrip(frames: instants.frames(at: times))
    #expect(svg.contains("data-frames=\"5\""))
    #expect(svg.contains(">0.400s</text>"))
    #expect(svg.components(separatedBy: "data-part=\"pill\"").count == 6)
    #expect(isWellFormedXML(svg))
  }

  @Test func filmstripIsBounded() {
    #expect {
      _ = try ScenarioInstants.filmstripInstants(
        from: .zero, to: .seconds(60), every: .milliseconds(16))
    } throws: { error in
      (error as? ScenarioInstants.Failure)?.message.contains("at most 600") == true
    }
  }

  @Test func bubbleIsDrawnAtItsFrame() throws {
    let text =
      "tabbar bubble Home Search Library\ntap Library\nexpect selection == Library\n"
    let model = try simulator(text, at: .milliseconds(150))
    let bubble = try #require(model.drawing.items(part: "bubble").first)
    guard case .roundedRect(let rect, _) = bubble.shape else {
      Issue.record("the bubble is not a rounded rectangle")
      return
    }
    #expect(rect.minX == (try number(model, "bubble", "frame", "x")))
    #expect(rect.width == (try number(model, "bubble", "frame", "width")))
    let svg = SVGRenderer.render(model)
    #expect(svg.contains("data-tab=\"Library\""))
    #expect(svg.contains("textLength="))
  }

  @Test func systemTabViewDrawsItsBar() throws {
    let text = "tabbar sidebar-adaptable Home Library\ntap Library\nexpect selection == Library\n"
    let model = try simulator(text, at: .seconds(1))
    let bar = try #require(model.drawing.items(part: "tab-bar").first)
    #expect(bar.shape == .rect(try #require(model.tabViewLayout?.tabBar)))
    #expect(SVGRenderer.render(model).contains("data-tab=\"Library\""))
  }

  @Test func pushedScreenIsDrawnAtTheTransitionsOffset() throws {
    let text =
      "tabbar glass Home Library\nroute category desserts \"Desserts\"\n"
      + "push category desserts\nexpect navigation.depth == 1\n"
    let model = try simulator(text, at: .milliseconds(100))
    #expect(try number(model, "navigation", "transition", "offset") > 0)
    let screens = model.drawing.items(part: "screen").filter { $0.tags.tab == "Home" }
    #expect(screens.count == 2)
    guard case .rect(let upper)? = screens.last?.shape else {
      Issue.record("no upper screen")
      return
    }
    let content = model.navigationLayout.content
    #expect(upper.minX == content.minX + (try number(model, "navigation", "transition", "offset")))
    let bar = try #require(model.drawing.items(part: "navigation-bar").first)
    #expect(bar.shape == .rect(model.navigationLayout.navigationBar))
    let svg = SVGRenderer.render(model)
    #expect(svg.contains(">Desserts</text>"))
    #expect(isWellFormedXML(svg))
  }

  @Test func headerIsDrawnAtItsPresentedHeight() throws {
    let text =
      "header collapsing\nscroll content 2000\ndrag (195, 600) to (195, 300) in 300ms\n"
      + "expect header.height < 200\n"
    let model = try simulator(text, at: .milliseconds(200))
    let header = try #require(model.drawing.items(part: "header").first)
    guard case .roundedRect(let rect, let radius) = header.shape else {
      Issue.record("the header is not a rounded rectangle")
      return
    }
    #expect(rect.height == (try number(model, "header", "height")))
    #expect(radius == (try number(model, "header", "radius")))
  }

  @Test func rowsMoveWithTheScrollOffset() throws {
    let text =
      "scroll content 2000\ndrag (195, 600) to (195, 300) in 300ms\n"
      + "expect scroll.offset > 0\n"
    let model = try simulator(text, at: .milliseconds(400))
    let offset = try number(model, "scroll", "offset")
    let rows = model.drawing.items(part: "row")
    let first = try #require(rows.first)
    let index = try #require(first.tags.element.flatMap { Double($0) })
    guard case .rect(let rect) = first.shape else {
      Issue.record("a row is not a rectangle")
      return
    }
    let viewport = model.contentFrame
    #expect(
      abs(rect.minY - 1 - (viewport.minY - offset + index * ScrollView.drawnRowHeight)) < 1e-9)
  }

  @Test func bubbleTitlesNameTheFontTheyWereMeasuredWith() throws {
    // The default fonts are Inter's (Debian's fonts-inter): the selected title semibold, the
    // others medium (the design's weights, docs/components/bubble.md).
    let text = "tabbar bubble Home Search\nexpect selection == Home\n"
    let svg = SVGRenderer.render(try simulator(text, at: .zero))
    let titles = svg.split(separator: "\n").filter { $0.contains("data-part=\"title\"") }
    #expect(titles.count == 2)
    #expect(titles.allSatisfy { $0.contains("font-family=\"Inter, -apple-system\"") })
    #expect(titles[0].contains("data-font=\"Inter-SemiBold.otf\""))
    #expect(titles[1].contains("data-font=\"Inter-Medium.otf\""))
  }

  @Test func scrollRowsLieOnTheRootScreenAndUnderAPushedOne() throws {
    let text = """
      tabbar glass Home Library
      route recipe pie "Pie"
      scroll content 3000
      expect scroll.onScreen == true
      at 1s push recipe pie
      expect scroll.onScreen == false

      """
    let instants = try ScenarioInstants(path: "t.scenario", text: text, scenario: nil)
    let atRoot = instants.simulator(at: .milliseconds(500)).drawing.items
    let root = try #require(
      atRoot.firstIndex { $0.tags.part == "screen" && $0.tags.element == "Home" })
    let row = try #require(atRoot.firstIndex { $0.tags.part == "row" })
    #expect(root < row, "the root screen is drawn over the rows that lie on it")
    // Pushed and settled: the pie screen is drawn, and no row shows above it.
    let pushed = instants.simulator(at: .seconds(3)).drawing.items
    let pie = try #require(pushed.firstIndex { $0.tags.element == "recipe/pie" })
    #expect(!pushed[pie...].contains { $0.tags.part == "row" })
  }
}
