import Foundation
import Testing

// `navspec run` in CI: GitHub annotations and listing scenarios without running them.

@Test func githubFormatAnnotatesFailuresThenPrintsTheHumanReport() throws {
  let outcome = try navspec(["run", "fail", "--format", "github"])
  #expect(outcome.status == 1)
  let lines = outcome.stdout.split(separator: "\n").map(String.init)
  #expect(
    lines.first
      == "::error file=fail/wrong-tab.scenario,line=6,col=1,title=navspec%3A Wrong tab::selection == Profile does not hold%0Aexpected: Profile%0Aactual: Library"
  )
  #expect(lines.dropFirst().first == "FAIL  fail/wrong-tab.scenario: Wrong tab")
  #expect(lines.last == "0 passed, 1 failed")
}

@Test func githubActionsChoosesTheGitHubFormat() throws {
  let chosen = try navspec(["run", "fail"], environment: ["GITHUB_ACTIONS": "true"])
  #expect(chosen.stdout.hasPrefix("::error file=fail/wrong-tab.scenario,"))
  let explicit = try navspec(
    ["run", "fail", "--format", "human"], environment: ["GITHUB_ACTIONS": "true"])
  #expect(explicit.stdout.hasPrefix("FAIL  fail/wrong-tab.scenario: Wrong tab"))
  let elsewhere = try navspec(["run", "fail"], environment: ["GITHUB_ACTIONS": "false"])
  #expect(elsewhere.stdout.hasPrefix("FAIL  "))
}

@Test func githubFormatAnnotatesParseErrors() throws {
  let outcome = try navspec(["run", "broken", "--format", "github"])
  #expect(outcome.status == 2)
  #expect(
    outcome.stdout.hasPrefix(
      "::error file=broken/unknown-statement.scenario,line=5,col=1,title=navspec%3A error in the scenario::unknown statement 'tapp'%0Adid you mean 'tap'?\n"
    ))
}

@Test func listPrintsScenariosWithoutRunningThem() throws {
  let outcome = try navspec(["run", "--list", "fail", "pass"])
  #expect(outcome.status == 0)
  #expect(
    outcome.stdout
      == "fail/wrong-tab.scenario:2:1: Wrong tab\npass/tap-selects.scenario:2:1: Tap selects\n")
  let filtered = try navspec(["run", "--list", "--filter", "Tap", "fail", "pass"])
  #expect(filtered.stdout == "pass/tap-selects.scenario:2:1: Tap selects\n")
  let broken = try navspec(["run", "--list", "broken"])
  #expect(broken.status == 2)
  #expect(
    broken.stdout.hasPrefix(
      "broken/unknown-statement.scenario:5:1: error: unknown statement 'tapp'"))
}
