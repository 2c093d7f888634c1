import Foundation
import NavSpecLanguage
import Testing

/// The bubble bar's statements and their errors: a missing font, a title the font cannot set,
/// a part the bar lacks, `bubble` with another bar. Located, with what to do, never a crash.
@Suite("Bubble bar statements")
struct BubbleBarLanguageTests {
  static func run(_ text: String, path: String = "scenarios/bubble/test.scenario") -> String {
    let report = ScenarioPipeline.run(path: path, text: text)
    return ReportFormat.human.render(RunReport(files: [report]))
  }

  @Test("a font file that does not exist refuses its line and suggests stating the widths")
  func missingFont() {
    let output = Self.run(
      """
      tabbar bubble Home "My Projects"
      bubble font "fonts/missing.otf"
      expect selection == Home
      """)
    #expect(
      output.contains("scenarios/bubble/test.scenario:2:1: cannot read font 'fonts/missing.otf'"))
    #expect(output.contains("No such file or directory"))
    #expect(output.contains("state each title's width"))
  }

  @Test("'tab' on a bubble bar is a checking error, not a step refused at run time")
  func tabStatementNeedsTabItems() {
    let output = Self.run(
      """
      tabbar bubble Home "My Projects"
      tap "My Projects"
      tab Home badge 3
      expect selection == "My Projects"
      """)
    #expect(
      output.contains(
        "scenarios/bubble/test.scenario:3:1: error: this tab container's tabs have no badge, hint,"
          + " label or icon to set; 'tab' needs 'tabbar glass, system, sidebar-adaptable, gooey or"
          + " gooey-corrected'"),
      "\(output)")
    #expect(output.contains("1 error, no step ran"), "\(output)")
  }

  @Test("a font path is read from the scenario's folder")
  func relativeFont() {
    let output = Self.run(
      """
      tabbar bubble Home
      bubble font "inter/Inter-Bold.otf"
      expect tabs[Home].text.width == 45.909091
      """, path: "/usr/share/fonts/opentype/test.scenario")
    #expect(output.contains("1 passed"), "\(output)")
  }

  @Test("a folder or a file that is not a font is refused, not read as one")
  func notAFont() {
    let folder = Self.run(
      """
      tabbar bubble Home
      bubble font "/usr/share/fonts"
      expect selection == Home
      """)
    #expect(folder.contains("not a regular file (it is a folder)"), "\(folder)")
    let text = Self.run(
      """
      tabbar bubble Home
      bubble font "/etc/hostname"
      expect selection == Home
      """)
    #expect(text.contains("'/etc/hostname' is not a font file HarfBuzz can read"), "\(text)")
  }

  @Test("a title the font cannot set names the character and suggests stating its width")
  func missingGlyph() {
    let output = Self.run(
      """
      tabbar bubble Home 日本
      expect selection == Home
      """)
    #expect(output.contains("test.scenario:1:1: cannot measure \"日本\" in medium"))
    #expect(output.contains("no glyph for '日' (U+65E5)"))
    #expect(output.contains("bubble width \"日本\" medium"))
  }

  @Test("tap pill on a bubble bar is an error before the run")
  func pillOnBubbleBar() {
    let output = Self.run(
      """
      tabbar bubble Home "My Projects"
      tap pill
      expect selection == Home
      """)
    #expect(output.contains("test.scenario:2:5: error: this tab container has no pill"))
  }

  @Test("bubble with another tab bar, and a width for an unknown title, are errors")
  func wrongBar() {
    let glass = Self.run(
      """
      tabbar glass Home Search
      bubble style uikit
      expect selection == Home
      """)
    #expect(
      glass.contains(
        "error: 'bubble' sets up the bubble bar, and this scenario's tab bar is 'glass'"))
    let unknown = Self.run(
      """
      tabbar bubble Home Search
      bubble width Serch medium 40
      expect selection == Home
      """)
    #expect(unknown.contains("error: unknown tab 'Serch'"))
    #expect(unknown.contains("Search"))
  }

  @Test("bad bubble lines are parse errors with the choices")
  func parseErrors() {
    let style = Self.run("tabbar bubble Home\nbubble style glass\nexpect selection == Home")
    #expect(
      style.contains("unknown bubble style 'glass'; expected 'swiftui' or 'uikit'"), "\(style)")
    let width = Self.run(
      "tabbar bubble Home\nbubble width Home black 40\nexpect selection == Home")
    #expect(width.contains("unknown weight 'black'"), "\(width)")
    // Bold and heavy are weights: what Bold Text draws medium and semibold in.
    let bold = Self.run("tabbar bubble Home\nbubble width Home bold 40\nexpect selection == Home")
    #expect(!bold.contains("unknown weight"), "\(bold)")
    let negative = Self.run(
      "tabbar bubble Home\nbubble width Home medium -4\nexpect selection == Home")
    #expect(
      negative.contains("a title's width must be more than 0 and at most 10000 pt, not '-4'"),
      "\(negative)")
    let unquoted = Self.run("tabbar bubble Home\nbubble font Inter.otf\nexpect selection == Home")
    #expect(unquoted.contains("expected a quoted font file path"), "\(unquoted)")
  }
}
