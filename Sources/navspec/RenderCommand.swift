import ArgumentParser
import NavSpecLanguage
import NavSpecModel

/// `navspec render FILE --at TIME`: the screen at one instant of a scenario as SVG, or a
/// filmstrip of instants (docs/cli.md#navspec-render). The work is the library's
/// (`ScenarioInstants`, `SVGRenderer`); this reads the options and writes the picture.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw the screen at an instant of a scenario as SVG.",
    discussion: """
      The file is parsed and checked as `navspec run` does; the scenario's steps are played up \
      to --at (a step that spans the instant, such as a drag, is played in part), and the \
      screen is drawn in points. With --from, --to and --every, the frames are drawn side by \
      side, each labelled with its instant (at most 600 frames); with --format html, as one \
      page with a time slider that shows a frame at a time (the default when --output ends in \
      .html). The same input gives the same bytes on every run.

      Exit status:
        0  the picture was written
        2  bad usage, unreadable input, a parse or check error, an unknown scenario
        3  the picture could not be written
      """
  )

  @Argument(help: "The .scenario file.")
  var file: String

  @Option(help: "The scenario to draw (default: the file's first).")
  var scenario: String?

  @Option(help: ArgumentHelp("The instant to draw, e.g. 350ms.", valueName: "time"))
  var at: String?

  @Option(help: ArgumentHelp("A filmstrip's first instant.", valueName: "time"))
  var from: String?

  @Option(help: ArgumentHelp("A filmstrip's last instant.", valueName: "time"))
  var to: String?

  @Option(
    help: ArgumentHelp("The step between a filmstrip's frames, e.g. 16ms.", valueName: "time"))
  var every: String?

  @Flag(
    help:
      "Draw the hit regions, the accessibility frames in reading order, VoiceOver's focus, and the fingers down with their paths."
  )
  var overlay = false

  @Option(
    help: ArgumentHelp(
      "Draw only this part of the screen, in points, e.g. 0,760,390,84 (default: the whole screen).",
      valueName: "x,y,width,height"))
  var region: String?

  /// What is written: an SVG, or an HTML page with a time slider.
  enum PictureFormat: String, ExpressibleByArgument, CaseIterable {
    case svg, html
  }

  @Option(
    help: ArgumentHelp(
      "svg, or html: a page with a time slider (default: html when --output ends in .html, else svg).",
      valueName: "format"))
  var format: PictureFormat?

  @Option(
    help: ArgumentHelp("Write the SVG to this file instead of standard output.", valueName: "file"))
  var output: String?

  func validate() throws {
    let film = [from, to, every].compactMap { $0 }.count
    if at != nil, film > 0 {
      throw ValidationError("give either --at or --from, --to and --every, not both")
    }
    if at == nil, film == 0 {
      throw ValidationError("give the instant to draw with --at (e.g. --at 350ms)")
    }
    if at == nil, film < 3 {
      throw ValidationError("a filmstrip needs --from, --to and --every together")
    }
  }

  func run() throws {
    if let output {
      var inputs = InputFiles()
      inputs.add(file)
      try inputs.refuse(output: output, from: "--output")
    }
    let text = try ScenarioDiscovery.contentsOrExit(of: file)
    let picture: String
    do throws(ScenarioInstants.Failure) {
      let instants = try ScenarioInstants(path: file, text: text, scenario: scenario)
      let times: [VirtualTime]
      if let at {
        times = [try ScenarioInstants.time(at)]
      } else {
        times = try ScenarioInstants.filmstripInstants(
          from: ScenarioInstants.time(from ?? ""), to: ScenarioInstants.time(to ?? ""),
          every: ScenarioInstants.time(every ?? ""))
      }
      let shown = try region.map { text throws(ScenarioInstants.Failure) in
        try ScenarioInstants.region(text)
      }
      let frames = instants.frames(at: times)
      let html =
        format == .html || (format == nil && output?.lowercased().hasSuffix(".html") == true)
      if html {
        picture = FilmstripPage.html(
          frames: frames, overlay: overlay, region: shown, title: instants.name)
      } else if at != nil {
        picture = SVGRenderer.render(frames[0], overlay: overlay, region: shown)
      } else {
        picture = SVGRenderer.filmstrip(frames: frames, overlay: overlay, region: shown)
      }
    } catch {
      if let diagnostics = error.diagnostics {
        OutputWriter.writeStandardError(diagnostics)
      }
      OutputWriter.writeError(error.message)
      if let note = error.note { OutputWriter.writeStandardError("note: \(note)\n") }
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    }
    do throws(OutputWriter.Failure) {
      if let output {
        try OutputWriter.writeFile(picture, to: output, what: "the picture")
      } else {
        try OutputWriter.writeStandardOutput(picture, what: "the picture")
      }
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.outputFailed.rawValue)
    }
  }
}
