import Foundation
import NavSpecLanguage
import NavSpecModel
import Testing

/// The fingers' paths in the overlay, and the filmstrip page with its time slider.
struct FilmstripPageTests {
  /// A 300 ms drag (the default) of the Home pill to Profile on a 390 pt screen: four tabs of
  /// 97.5 pt, so the finger lands at Home's centre, x 48.75, and ends at Profile's, 341.25, on the
  /// bar's centre line, y 844 − 64 / 2 = 812; touches are sampled at 120 Hz.
  let drag = """
    tabbar glass Home Search Library Profile
    drag pill to Profile
    settle
    expect selection == Profile

    """

  @Test func theOverlayDrawsTheFingersPathSinceItLanded() throws {
    let instants = try ScenarioInstants(path: "t.scenario", text: drag, scenario: nil)
    // At 150 ms, half way: the finger at 48.75 + 292.5 / 2 = 195, after 18 moves of 8.125 pt.
    let frame = try #require(instants.frames(at: [.milliseconds(150)]).first)
    let path = try #require(frame.fingerPaths[1])
    #expect(path.count == 19)
    #expect(path.first == Point(x: 48.75, y: 812))
    #expect(path.last == Point(x: 195, y: 812))
    let svg = SVGRenderer.render(frame, overlay: true)
    let line = try #require(
      svg.split(separator: "\n").first { $0.contains("data-part=\"finger-path\"") })
    #expect(line.hasPrefix("<path d=\"M 48.75 812 L 56.875 812 "))
    #expect(line.contains(" L 195 812\""))
    #expect(svg.contains("<circle cx=\"195\" cy=\"812\" r=\"22\""))
    // Without the overlay, no finger and no path.
    #expect(!SVGRenderer.render(frame).contains("finger"))
    // After the lift the path is gone with the finger.
    let after = try #require(instants.frames(at: [.milliseconds(350)]).first)
    #expect(after.fingerPaths.isEmpty)
    #expect(!SVGRenderer.render(after, overlay: true).contains("finger-path"))
  }

  @Test func aLongPathKeepsItsEndsAndAtMostTheLimit() {
    var paths = FingerPaths()
    paths.record(Touch(finger: 2, phase: .down, location: Point(x: 0, y: 0)))
    for step in 1...1_000 {
      paths.record(Touch(finger: 2, phase: .move, location: Point(x: Double(step), y: 0)))
      #expect((paths.paths[2]?.count ?? 0) <= FingerPaths.pointLimit)
    }
    let path = paths.paths[2] ?? []
    #expect(path.first == Point(x: 0, y: 0))
    #expect(path.last == Point(x: 1_000, y: 0))
    #expect(path.map(\.x) == path.map(\.x).sorted())
    paths.record(Touch(finger: 2, phase: .cancel, location: Point(x: 1_000, y: 0)))
    #expect(paths.paths.isEmpty)
  }

  @Test func thePageHasASliderOverItsFramesAndFetchesNothing() throws {
    let instants = try ScenarioInstants(path: "t.scenario", text: drag, scenario: nil)
    let times = (0...4).map { VirtualTime.milliseconds(Int64($0) * 100) }
    let page = FilmstripPage.html(
      frames: instants.frames(at: times), title: "<script>alert(1)</script>")
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    #expect(page.contains("<input type=\"range\" id=\"instant\" min=\"0\" max=\"4\""))
    #expect(page.components(separatedBy: "<figure ").count - 1 == 5)
    // The first frame shows, the others wait for the slider.
    #expect(page.contains("<figure id=\"frame-0\" data-time=\"0.000s\">"))
    #expect(page.contains("<figure id=\"frame-4\" data-time=\"0.400s\" hidden>"))
    #expect(page.contains("default-src 'none'"))
    // Nothing from outside: no address, no source attribute, the title escaped.
    #expect(!page.contains("http://") && !page.contains("https://"))
    #expect(!page.contains(" src="))
    #expect(!page.contains("<script>alert"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(page.components(separatedBy: "<script>").count == 2)
    // The same frames, the same bytes.
    #expect(
      page
        == FilmstripPage.html(
          frames: instants.frames(at: times), title: "<script>alert(1)</script>"))
  }
}
