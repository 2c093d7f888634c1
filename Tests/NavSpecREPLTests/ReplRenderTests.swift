import NavSpecLanguage
import NavSpecModel
import Testing

@testable import NavSpecREPL

/// `:render`, compared whole: the pictures are deterministic.
struct ReplRenderTests {
  let bar = ReplTesting.bar

  @Test func atRestAt80Columns() {
    #expect(
      ReplTesting.output([bar, ":render"]) == """
        ┌──────────────────────────────────────────────────────────────────────────────┐
        │       •Home              Search             Library             Profile      │
        │[───────────────────]                                                         │
        └──────────────────────────────────────────────────────────────────────────────┘
        selected Home · pill -9.75pt

        """)
  }

  @Test func selectedTabAt40Columns() {
    #expect(
      ReplTesting.output([bar, "tap Library", "settle", ":render"], width: 40) == """
        ┌──────────────────────────────────────┐
        │   Home    Search   •Library  Profile │
        │                  [─────────]         │
        └──────────────────────────────────────┘
        selected Library · pill 185.25pt

        """)
  }

  @Test func midSlidePill() {
    // 175 ms into the 0.35 s slide the pill is exactly halfway: 87.75 pt.
    #expect(
      ReplTesting.output([bar, "tap Library", "wait 175ms", ":render"]) == """
        ┌──────────────────────────────────────────────────────────────────────────────┐
        │        Home              Search             •Library            Profile      │
        │                  [─────────────────────]                                     │
        └──────────────────────────────────────────────────────────────────────────────┘
        selected Library · pill 87.75pt → 185.25pt

        """)
  }

  @Test func swollenPillDuringALongPress() {
    #expect(
      ReplTesting.output([bar, "touch down (48, 812)", "at 700ms", ":render"]) == """
        ┌──────────────────────────────────────────────────────────────────────────────┐
        │       •Home              Search             Library             Profile      │
        │▐█████████████████████▌                                                       │
        │         ↑ long press                                                         │
        └──────────────────────────────────────────────────────────────────────────────┘
        selected Home · pill -9.75pt · scale 1.174742

        """)
  }

  @Test func highlightedPillUnderReduceMotion() {
    #expect(
      ReplTesting.output(
        [
          "set reduce-motion on", bar, "tap Search", "touch down (146, 812)", "at 600ms", ":render",
        ],
        width: 40) == """
          ┌──────────────────────────────────────┐
          │   Home    •Search  Library   Profile │
          │         [═════════]                  │
          │              ↑ long press            │
          └──────────────────────────────────────┘
          selected Search · pill 87.75pt · highli…

          """)
  }

  @Test func dragInProgress() {
    #expect(
      ReplTesting.output([
        bar, "at 0ms touch down (48, 812)", "+16ms touch move (90, 812)", ":render",
      ])
        == """
        ┌──────────────────────────────────────────────────────────────────────────────┐
        │       •Home              Search             Library             Profile      │
        │      [──────────────────────]                                                │
        │                  ↑ drag +42pt                                                │
        └──────────────────────────────────────────────────────────────────────────────┘
        selected Home · pill 32.25pt

        """)
    // Near the right edge the label goes to the left of the finger.
    let right = ReplTesting.output([
      bar, "at 0ms touch down (48, 812)", "+16ms touch move (385, 812)", ":render",
    ])
    #expect(
      right.contains(
        "\n│                                                               drag +292.5pt ↑│\n"))
  }

  @Test func rightToLeftMirrors() {
    #expect(
      ReplTesting.output(["set layout-direction rtl", bar, "tap Search", "settle", ":render"])
        == """
        ┌──────────────────────────────────────────────────────────────────────────────┐
        │      Profile             Library            •Search              Home        │
        │                                     [─────────────────────]                  │
        └──────────────────────────────────────────────────────────────────────────────┘
        selected Search · pill 87.75pt · right-to-left

        """)
  }

  @Test func largeContentViewer() {
    #expect(
      ReplTesting.output(
        ["set dynamic-type AX2", bar, "touch down (250, 812)", "at 500ms", ":render"], width: 60)
          == """
                                 ╭───────────╮
                                 │  Library  │
                                 ╰───────────╯
          ┌──────────────────────────────────────────────────────────┐
          │     •Home         Search        Library       Profile    │
          │[──────────────]                                          │
          │                                     ↑ long press         │
          └──────────────────────────────────────────────────────────┘
          selected Home · pill -9.75pt · Large Content Viewer: Library

          """)
  }

  @Test func wideTitlesAreTruncatedByColumns() {
    #expect(
      ReplTesting.output(
        ["tabbar glass 日本語のタブ \"Very Long Title Here\" 한국어 Café", ":render"], width: 40)
          == """
          ┌──────────────────────────────────────┐
          │ •日本語… Very Lo…   한국어    Café   │
          │[────────]                            │
          └──────────────────────────────────────┘
          selected 日本語のタブ · pill -9.75pt

          """)
    #expect(ReplSession.BarPicture.columns(of: "日本") == 4)
    #expect(ReplSession.BarPicture.columns(of: "Café") == 4)
    #expect(ReplSession.BarPicture.columns(of: "e\u{301}") == 1)
    #expect(ReplSession.BarPicture.columns(of: "👍") == 2)
    #expect(ReplSession.BarPicture.fit("日本語のタブ", into: 6) == "日本…")
    #expect(ReplSession.BarPicture.fit("Library", into: 7) == "Library")
    #expect(ReplSession.BarPicture.fit("Library", into: 6) == "Libra…")
  }

  @Test func everyLineIsTheTerminalsWidth() {
    for width in [40, 41, 57, 80, 133] {
      let picture = ReplTesting.output(
        [
          "tabbar glass A B C D E F G H I J K L", "at 0ms touch down (30, 812)",
          "+16ms touch move (200, 812)", ":render",
        ], width: width)
      let lines = picture.split(separator: "\n").dropLast()
      #expect(lines.count == 5)
      for line in lines {
        #expect(ReplSession.BarPicture.columns(of: String(line)) == width, "\(width): \(line)")
      }
    }
  }

  @Test func colourOnlyWhenEnabled() {
    let lines = [bar, "tap Library", "wait 175ms"]
    var (session, _) = ReplTesting.session(lines)
    let plain = session.handle(":render").text
    #expect(!plain.contains("\u{1B}"))
    session.colorEnabled = true
    let coloured = session.handle(":render").text
    #expect(
      coloured == """
        ┌──────────────────────────────────────────────────────────────────────────────┐
        │        Home              Search             \u{1B}[1;36m•Library\u{1B}[0m            Profile      │
        │                  \u{1B}[34m[─────────────────────]\u{1B}[0m                                     │
        └──────────────────────────────────────────────────────────────────────────────┘
        selected Library · pill 87.75pt → 185.25pt

        """)
    // Without the escapes it is the same picture.
    #expect(Self.strippingEscapes(coloured) == plain)
  }

  @Test func tooNarrowOrNoBar() {
    #expect(
      ReplTesting.output([bar, ":render"], width: 39)
        == "the terminal is too narrow to draw the bar: 39 columns, :render needs 40\n")
    #expect(
      ReplTesting.output([":render"])
        == "there is no tab bar to draw yet; declare one with 'tabbar glass ...'\n")
    #expect(ReplTesting.output([bar, ":render big"]) == "error: usage: :render\n")
  }

  @Test func renderingDoesNotChangeTheSession() {
    var (session, _) = ReplTesting.session([bar, "tap Library"])
    let before = session.simulator
    _ = session.handle(":render")
    #expect(session.simulator == before)
  }

  static func strippingEscapes(_ text: String) -> String {
    var out = ""
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if scalar == "m" { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  @Test func systemTabViewWithAStackMidPush() {
    let lines = [
      "tabbar sidebar-adaptable Home Library Search", "role Search search",
      "route recipe apple-pie \"Apple Pie\" in Library", "select Library",
      "push recipe apple-pie", "wait 175ms", ":render",
    ]
    // Halfway through the 0.35 s easeInOut push the new screen has travelled 50 %.
    #expect(
      ReplTesting.output(lines, width: 50) == """
        ┌────────────────────────────────────────────────┐
        │ ‹ Library         Apple Pie                    │
        └────────────────────────────────────────────────┘
        Library › Apple Pie · slide push 50%
        ┌────────────────────────────────────────────────┐
        │      Home          •Library        Search ⌕    │
        └────────────────────────────────────────────────┘
        selected Library · compact · tab bar

        """)
  }

  @Test func minimizedTabBarShowsTheSelectedTabWithTheAccessoryInline() {
    let lines = [
      "tabbar system Home Library Search", "scroll content 3000",
      "minimize-behavior on-scroll-down",
      "accessory on", "touch down (195, 500)", "+8ms touch move (195, 490)",
      "+8ms touch move (195, 290)", "+100ms touch up", "settle", ":render",
    ]
    // 50 columns: the capsule fits "•Home", the accessory takes the rest after a space.
    let picture = ReplTesting.output(lines, width: 50).split(separator: "\n").suffix(4)
    #expect(
      picture.joined(separator: "\n") == """
        ╭─────╮ ╭────────────────────────────────────────╮
        │•Home│ │ accessory                              │
        ╰─────╯ ╰────────────────────────────────────────╯
        selected Home · compact · tab bar minimized
        """)
  }

  @Test func sidebarShowsSectionsInRegularWidth() {
    let lines = [
      "tabbar sidebar-adaptable Home Library Forest", "section Collections Forest",
      "size-class regular", ":render",
    ]
    #expect(
      ReplTesting.output(lines, width: 40) == """
        sidebar
          •Home
           Library
          Collections
             Forest
        selected Home · regular · sidebar

        """)
  }

  // Containers the REPL has no picture of its own for are drawn from the component protocol:
  // titles at their accessibility frames, each part at its centre. The expected pictures come
  // from tools/expected/render.py (columns from the geometry by hand).

  @Test func gooeyBarSettledOnLibrary() {
    let lines = ["tabbar gooey Home Search Library Profile", "tap Library", "settle", ":render"]
    // 390 pt on 78 columns; buttons 44 pt wide centred in 97.5 pt slots; ball and indent at
    // Library's centre, 243.75 pt: column 48.75, drawn at 49.
    #expect(
      ReplTesting.output(lines) == """
        ┌──────────────────────────────────────────────────────────────────────────────┐
        │       Home               Search            •Library             Profile      │
        │                                                 ● ball                       │
        │                                                 ● indent                     │
        └──────────────────────────────────────────────────────────────────────────────┘
        selected Library

        """)
  }

  @Test func bubbleBarSettledOnALongTitle() {
    let lines = [
      "tabbar bubble Home \"My Projects\" Settings Profile", "tap \"My Projects\"", "settle",
      ":render",
    ]
    // Frames from tools/expected/bubble.py (selected My Projects); the label is the whole title,
    // cut to its cell; the bubble at its frame's centre.
    #expect(
      ReplTesting.output(lines) == """
        ┌──────────────────────────────────────────────────────────────────────────────┐
        │         Home          •My Projects         Settings            Profile       │
        │                             ● bubble                                         │
        └──────────────────────────────────────────────────────────────────────────────┘
        selected My Projects

        """)
  }

  /// Right-to-left mirrors the titles and the bubble with them: the bubble is drawn where the
  /// device lays it out now, though no touch has reached the bar since the direction changed.
  @Test func bubbleBarRightToLeft() {
    let lines = [
      "tabbar bubble Home \"My Projects\" Settings Profile", "set layout-direction rtl", ":render",
    ]
    #expect(
      ReplTesting.output(lines) == """
        ┌──────────────────────────────────────────────────────────────────────────────┐
        │       Profile           Settings         My Projects            •Home        │
        │                                                                   ● bubble   │
        └──────────────────────────────────────────────────────────────────────────────┘
        selected Home · right-to-left

        """)
  }

  /// A container that takes a top inset (the bubble bar) is drawn above the navigation bar, one
  /// at the bottom (the gooey bar) below it, as they sit on the screen.
  @Test func aContainerAtTheTopIsDrawnAboveTheNavigation() {
    let setup = [
      "route recipe pie \"Pie\" in Library", "select Library", "push recipe pie", "settle",
      ":render",
    ]
    for (style, barFirst) in [("bubble", true), ("gooey", false)] {
      let lines = ReplTesting.output(["tabbar \(style) Home Library"] + setup)
        .split(separator: "\n").map(String.init)
      let bar = lines.firstIndex { $0.contains("•Library") }
      let navigation = lines.firstIndex { $0.contains("‹ Library") }
      #expect(bar != nil && navigation != nil, "\(lines)")
      if let bar, let navigation { #expect((bar < navigation) == barFirst, "\(style)") }
    }
  }
}
