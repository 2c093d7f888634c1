import Foundation
import NavSpecTestSupport
import Testing

/// The files docs/cli.md ("Where Swift teams run navspec") tells a team to write, checked by what
/// reads them: the manifest against the fixture package the plugin test runs, the pre-commit
/// config by pre-commit, the workflow by SchemaStore's schema and against action.yml's inputs.
struct IntegrationDocumentationTests {
  /// The fenced block of docs/cli.md whose first line is `first`.
  static func block(startingWith first: String) throws -> String {
    let blocks = DocumentationCommandTests.blocks(try PackageFiles.read("docs/cli.md"))
    let block = try #require(blocks.first { $0.lines.first == first }, "no block \(first)")
    return block.lines.joined(separator: "\n") + "\n"
  }

  /// The manifest without its comments, the `url:` dependency as the fixture's path one.
  static func withoutComments(_ manifest: String) -> String {
    manifest.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("//") || $0.hasPrefix("// swift-tools-version") }
      .joined(separator: "\n")
  }

  @Test func theManifestIsTheFixturePackagesOwn() throws {
    let shown = try Self.block(startingWith: "// swift-tools-version: 6.0")
    let fixture = try String(
      contentsOf: PackageFiles.root.appendingPathComponent("Tests/PluginConsumer/Package.swift"),
      encoding: .utf8)
    let urlLine = ".package(url: \"https://github.com/OWNER/navspec\", from: \"0.1.0\")"
    let pathLine = ".package(name: \"NavSpec\", path: \"../navspec\")"
    #expect(shown.contains(urlLine))
    #expect(
      Self.withoutComments(shown.replacingOccurrences(of: urlLine, with: pathLine))
        == Self.withoutComments(fixture))
  }

  @Test(
    .enabled(
      if: PythonTools.available("pre-commit"),
      "pre-commit is not installed (`make test` installs it)"))
  func thePreCommitConfigIsValid() throws {
    let folder = try scratchFolder("pre-commit-config")
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = try Self.block(startingWith: "# .pre-commit-config.yaml")
    try config.write(
      to: folder.appendingPathComponent(".pre-commit-config.yaml"), atomically: true,
      encoding: .utf8)
    let outcome = try runCaptured(
      try #require(PythonTools.tool("pre-commit")), ["validate-config", ".pre-commit-config.yaml"],
      in: folder)
    #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    // The hooks it names are the ones .pre-commit-hooks.yaml defines.
    let hooks = try PackageFiles.read(".pre-commit-hooks.yaml")
    for id in ["navspec-run", "navspec-audit"] {
      #expect(config.contains("- id: \(id)\n") && hooks.contains("- id: \(id)\n"))
    }
  }

  @Test(
    .enabled(
      if: PythonTools.available("check-jsonschema"),
      "check-jsonschema is not installed (`make test` installs it)"))
  func theWorkflowIsValidAndUsesTheActionsInputs() throws {
    let folder = try scratchFolder("workflow")
    defer { try? FileManager.default.removeItem(at: folder) }
    let workflow = try Self.block(startingWith: "# .github/workflows/navspec.yml")
    try workflow.write(
      to: folder.appendingPathComponent("navspec.yml"), atomically: true, encoding: .utf8)
    let outcome = try runCaptured(
      try #require(PythonTools.tool("check-jsonschema")),
      ["--builtin-schema", "vendor.github-workflows", "navspec.yml"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    // Each key under the action's `with:` is one of action.yml's inputs.
    let inputs = try ActionMetadata(PackageFiles.read("action.yml")).defaults.keys
    let lines = workflow.split(separator: "\n")
    let with = try #require(lines.firstIndex { $0.hasSuffix("with:") })
    let keys = lines[(with + 1)...].prefix { $0.hasPrefix("          ") }
      .map { String($0.trimmingCharacters(in: .whitespaces).split(separator: ":")[0]) }
    #expect(keys == ["scenarios", "baseline"])
    for key in keys { #expect(inputs.contains(key), "action.yml has no input \(key)") }
  }
}
