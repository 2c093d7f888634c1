import ArgumentParser
import FoundationEssentials
import NavSpecLanguage

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// `navspec check SETUP`: every sequence of discrete actions from a set-up up to a depth,
/// breadth first, each distinct state once, with every invariant checked; the shortest sequence
/// that breaks one is printed or written as a scenario (docs/explore.md#exhaustive-checking).
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Search every sequence of actions from a set-up, to a depth, for a broken invariant.",
    discussion: """
      The set-up is a .setup file of set-up statements, or a .scenario file whose first \
      scenario's set-up is used. The search is breadth first and visits each distinct state \
      once, so the sequence it reports is a shortest one. The output is the same on every run; \
      --timing adds the states per second, on standard error.

      Exit status:
        0  no invariant or relation broke within the depth (or before --max-states cut the \
      search)
        1  an invariant or a relation broke (its shortest sequence printed or written as a \
      scenario)
        2  bad usage, unreadable input, a parse or check error in the set-up, --out names it
        3  the output or a scenario file could not be written (an existing different file \
      is kept unless --overwrite is given)
      """
  )

  @Argument(help: "The set-up: a .setup file, or a .scenario file.")
  var setup: String

  @Option(help: "How many actions deep to search.")
  var depth = CheckOptions.defaultDepth

  @Option(help: "The most distinct states to visit; the search stops there and says so.")
  var maxStates = CheckOptions.defaultMaxStates

  @Option(
    help: ArgumentHelp(
      "Write each counterexample to this folder (created if missing) instead of printing it.",
      valueName: "folder"))
  var out: String?

  @Option(
    help: ArgumentHelp(
      "Also check relations between runs on each new state's sequence: mirror, reduce-motion, "
        + "time-shift, restore, split, a relation the set-up states (comma-separated), or all.",
      valueName: "list"))
  var relations: String?

  @Flag(help: "Print the states visited per second and the time taken, on standard error.")
  var timing = false

  @Flag(
    help: "Replace a file in --out that holds something else (without it, such a file is kept).")
  var overwrite = false

  func validate() throws {
    if overwrite, out == nil {
      throw ValidationError("--overwrite replaces files in --out; give --out too")
    }
    _ = try readingOption { () throws(OptionFailure) in
      try ExploreOptions.count(
        String(depth), option: "--depth", maximum: CheckOptions.maximumDepth)
    }
    _ = try readingOption { () throws(OptionFailure) in
      try ExploreOptions.count(
        String(maxStates), option: "--max-states", maximum: CheckOptions.maximumStates)
    }
  }

  func run() throws {
    let (exploration, chosen, inputs) = try SetupFile.load(
      setup, out: out, relations: relations)
    var writeFailure: OutputWriter.Failure?
    let print: (String) -> Void = { line in
      guard writeFailure == nil else { return }
      do throws(OutputWriter.Failure) {
        try OutputWriter.writeStandardOutput(line + "\n", what: "the check's output")
      } catch {
        writeFailure = error
      }
    }
    let search = StateSpaceSearch(
      setup: exploration,
      options: CheckOptions(depth: depth, maxStates: maxStates, relations: chosen),
      output: print)
    let clock = ContinuousClock()
    let started = clock.now
    let report = search.search()
    let elapsed = clock.now - started
    var failed = false
    do throws(OutputWriter.Failure) {
      let written =
        report.counterexamples.map { ($0.fileName, $0.scenario, StateSpaceSearch.printed($0)) }
        + report.relationCounterexamples.map {
          ($0.fileName, $0.scenario, StateSpaceSearch.printed($0))
        }
      for (fileName, scenario, printed) in written {
        if let out {
          do throws(OutputWriter.Failure) {
            try SetupFile.writeFinding(
              fileName, scenario, to: out, overwrite: overwrite, inputs: inputs, print: print)
          } catch {
            // The other counterexamples are still written; the status says one was not.
            OutputWriter.writeError(error.message)
            failed = true
          }
        } else {
          printed.forEach(print)
        }
      }
      report.closingLines.forEach(print)
      if let writeFailure { throw writeFailure }
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.outputFailed.rawValue)
    }
    // The one wall-clock number: asked for, and on standard error, so standard output is the
    // same bytes on every run and a clean check writes nothing else.
    if timing {
      OutputWriter.writeStandardError(Self.rate(states: report.statesVisited, elapsed: elapsed))
    }
    if failed { throw ExitCode(ExitStatus.outputFailed.rawValue) }
    if report.foundSomething {
      throw ExitCode(ExitStatus.expectationFailed.rawValue)
    }
  }

  /// `check: 41250 states per second (2.4 s)`.
  static func rate(states: Int, elapsed: Duration) -> String {
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let perSecond =
      seconds > 0 ? Int(clamping: Double(states) / seconds, rounding: .toNearestOrEven) : states
    let tenths = (seconds * 10).rounded() / 10
    return "check: \(perSecond) states per second (\(tenths) s)\n"
  }
}
