import Foundation
import Testing

/// `navspec explore`: its exit statuses and what it prints.
@Test func exploreWithNothingBrokenExitsZero() throws {
  let outcome = try navspec(["explore", "explore/glass.setup", "--runs", "3", "--steps", "5"])
  #expect(outcome.status == 0, "\(outcome.stderr)")
  #expect(outcome.stderr.isEmpty)
  #expect(
    outcome.stdout.hasPrefix("explore explore/glass.setup: seed 0, 3 runs of up to 5 steps\n"))
  #expect(outcome.lastLine == "3 runs, 15 steps, 0 invariants broken")
}

@Test func exploreIsReproducible() throws {
  let arguments = ["explore", "explore/glass.setup", "--runs", "20", "--seed", "9"]
  #expect(try navspec(arguments).stdout == navspec(arguments).stdout)
}

@Test func exploreInputErrorsExitTwo() throws {
  let withInput = try navspec(["explore", "explore/with-input.setup"])
  #expect(withInput.status == 2)
  #expect(
    withInput.stderr.hasPrefix(
      "explore/with-input.setup:2:1: error: a set-up file holds set-up statements only; 'tap' is not one\n"
    ))
  #expect(withInput.stdout.isEmpty)
  #expect(try navspec(["explore", "explore/missing.setup"]).status == 2)
  #expect(try navspec(["explore", "explore/glass.setup", "--runs", "0"]).status == 2)
  #expect(try navspec(["explore", "explore/glass.setup", "--steps", "x"]).status == 2)
  #expect(try navspec(["explore"]).status == 2)
}

@Test func exploreOutputFailureExitsThree() throws {
  let outcome = try navspec(
    ["explore", "explore/glass.setup", "--runs", "2"],
    standardOutput: FileHandle(forWritingAtPath: "/dev/full"))
  #expect(outcome.status == 3)
}
