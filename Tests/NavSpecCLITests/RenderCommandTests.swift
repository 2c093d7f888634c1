import Foundation
import NavSpecTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML  // XMLParser lives here outside Apple platforms.
#endif

/// `navspec render` end to end: the built executable draws a bundled scenario, the same bytes
/// twice, and refuses what it cannot draw with the usage status.
struct RenderCommandTests {
  let scenario = "scenarios/gooey/shape-path-mid-flight.scenario"

  @Test func drawsTheInstantOnStandardOutput() throws {
    let first = try navspec(
      ["render", scenario, "--at", "200ms", "--overlay"], in: PackageFiles.root)
    #expect(first.status == 0)
    #expect(first.stderr.isEmpty)
    #expect(first.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(first.stdout.contains("data-part=\"ball\""))
    #expect(first.stdout.contains("data-time=\"0.200s\""))
    #expect(XMLParser(data: Data(first.stdout.utf8)).parse())
    let second = try navspec(
      ["render", scenario, "--at", "200ms", "--overlay"], in: PackageFiles.root)
    #expect(second.stdout == first.stdout)
  }

  @Test func writesAFilmstripToOutput() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navspec-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("film.svg").path
    let outcome = try navspec(
      [
        "render", PackageFiles.root.appendingPathComponent(scenario).path, "--from", "0ms", "--to",
        "64ms", "--every", "16ms", "--output", output,
      ], in: folder)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.isEmpty)
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.contains("data-frames=\"5\""))
    #expect(svg.contains(">0.064s</text>"))
  }

  @Test(arguments: [
    (["--at", "1s", "--scenario", "nowhere"], "no scenario named 'nowhere'"),
    (["--at", "soon"], "'soon'"),
    ([String](), "give the instant to draw with --at"),
    (["--at", "1s", "--from", "0ms"], "not both"),
    (["--from", "0ms", "--to", "20s", "--every", "1ms"], "at most 600"),
    (["--at", "1s", "--region", "1,2,3"], "expected a region as X,Y,WIDTH,HEIGHT"),
    (["--at", "1s", "--region", "0,0,390,-1"], "more than 0"),
    (["--at", "1s", "--region", "1e400,0,1,1"], "between -1000000 and 1000000"),
  ])
  func refusesWithUsageStatus(arguments: [String], message: String) throws {
    let outcome = try navspec(["render", scenario] + arguments, in: PackageFiles.root)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains(message))
  }

  @Test func aRegionIsTheViewBox() throws {
    let outcome = try navspec(
      ["render", scenario, "--at", "200ms", "--region", "0,760,390,84"], in: PackageFiles.root)
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout.hasPrefix(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"84\" viewBox=\"0 760 390 84\""
      ))
  }

  @Test func neverWritesOverTheScenario() throws {
    let outcome = try navspec(
      ["render", scenario, "--at", "0ms", "--output", scenario], in: PackageFiles.root)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("is an input"))
  }
}

/// `--format html`, or an `.html` output: the filmstrip page.
struct RenderPageCommandTests {
  @Test func anHTMLOutputGetsThePageWithTheSlider() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navspec-render-page-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = PackageFiles.root.appendingPathComponent(
      "scenarios/glass-tab-bar/tap-selects-tab.scenario"
    ).path
    let output = folder.appendingPathComponent("film.html").path
    let outcome = try navspec(
      [
        "render", scenario, "--from", "0ms", "--to", "400ms", "--every", "100ms", "--output",
        output,
      ],
      in: folder)
    #expect(outcome.status == 0)
    let page = try String(contentsOfFile: output, encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("max=\"4\""))
    // Asked for by name, on standard output; and an SVG when asked for, whatever the name.
    let named = try navspec(["render", scenario, "--at", "100ms", "--format", "html"], in: folder)
    #expect(named.status == 0)
    #expect(named.stdout.contains("<figure id=\"frame-0\" data-time=\"0.100s\">"))
    let svg = folder.appendingPathComponent("still.html").path
    let forced = try navspec(
      ["render", scenario, "--at", "100ms", "--format", "svg", "--output", svg], in: folder)
    #expect(forced.status == 0)
    #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<svg "))
    let wrong = try navspec(["render", scenario, "--at", "1s", "--format", "png"], in: folder)
    #expect(wrong.status == 2)
  }
}
