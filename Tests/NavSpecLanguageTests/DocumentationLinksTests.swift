import Foundation
import NavSpecTestSupport
import Testing

/// Every reference in the docs can be followed from a fresh clone: relative links lead to files
/// and anchors that exist, and nothing cites the session's shared folder or an issue number
/// (platform facts are cited through docs/platform-facts.md, design choices through
/// docs/design-inputs.md).
struct DocumentationLinksTests {
  /// README.md and every Markdown file in docs/.
  static var documents: [String] {
    let docs = PackageFiles.root.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
  }

  /// Every Swift file under Sources/ and Tests/, from the package root, except this checker and
  /// its tests, which quote broken references on purpose.
  static var sourceFiles: [String] {
    let checker = ["DocumentationLinksTests.swift", "MarkdownLinks.swift"]
    return files(under: ["Sources", "Plugins", "Tests"], withExtension: "swift").filter { path in
      !checker.contains { path.hasSuffix("/" + $0) }
    }
  }

  static func files(under folders: [String], withExtension pathExtension: String) -> [String] {
    var paths: [String] = []
    for folder in folders {
      let base = PackageFiles.root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in walker where url.pathExtension == pathExtension {
        paths.append(String(url.path.dropFirst(PackageFiles.root.path.count + 1)))
      }
    }
    return paths.sorted()
  }

  static func read(_ path: String) -> String? { try? PackageFiles.read(path) }

  @Test func theFactsAndDesignPagesExist() {
    #expect(Self.documents.contains("docs/platform-facts.md"))
    #expect(Self.documents.contains("docs/design-inputs.md"))
  }

  @Test(arguments: documents)
  func documentLinksResolveAndCitesNothingOutside(_ document: String) throws {
    let text = try PackageFiles.read(document)
    let problems = MarkdownLinks.problems(in: document, text: text, read: Self.read)
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  /// Code comments (Sources and Tests) cite the docs by path (`docs/platform-facts.md#escape`): the file and the
  /// anchor must exist, and no comment cites the shared folder or an issue number.
  @Test func sourceCommentsCiteOnlyWhatExists() throws {
    var problems: [MarkdownLinks.Problem] = []
    for file in Self.sourceFiles {
      problems += MarkdownLinks.sourceProblems(
        in: file, text: try PackageFiles.read(file), read: Self.read)
    }
    #expect(!Self.sourceFiles.isEmpty)
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  /// Scenario comments cite the docs the same way.
  @Test func scenarioCommentsCiteOnlyWhatExists() throws {
    var problems: [MarkdownLinks.Problem] = []
    for file in PackageFiles.scenarioFiles() {
      problems += MarkdownLinks.sourceProblems(
        in: file, text: try PackageFiles.read(file), commentMarker: "#", read: Self.read)
    }
    #expect(!PackageFiles.scenarioFiles().isEmpty)
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  // MARK: The checker itself

  @Test func slugsFollowGitHub() {
    #expect(MarkdownLinks.slug("Drag minimum distance") == "drag-minimum-distance")
    #expect(MarkdownLinks.slug("The system TabView") == "the-system-tabview")
    #expect(MarkdownLinks.slug("Right-to-left layout") == "right-to-left-layout")
    #expect(MarkdownLinks.slug("`doubleColumn` is `all`?") == "doublecolumn-is-all")
    #expect(MarkdownLinks.slug("Links: [RFC 3986](https://x.org) §3.1") == "links-rfc-3986-31")
    #expect(MarkdownLinks.slug("Café au lait") == "café-au-lait")
  }

  @Test func repeatedHeadingsAndExplicitAnchorsCount() {
    let text = "# A\n## Same\n## Same\n<a id=\"here\"></a>\n```\n# not a heading\n```\n"
    #expect(MarkdownLinks.anchors(in: text) == ["a", "same", "same-1", "here"])
  }

  @Test func aHeadingsCodeSpansAreInItsAnchor() {
    let text = "## In CI: `--format github` and `--list`\n"
    #expect(MarkdownLinks.anchors(in: text) == ["in-ci---format-github-and---list"])
  }

  @Test func linksSkipCodeAndKeepBalancedParentheses() {
    let text = """
      See [f](https://d.apple.com/init(a:b:)) and [g](other.md#x "title") and `[h](code.md)`.
      ```
      [i](block.md)
      ```
      [ref]: ref.md#y
      """
    #expect(
      MarkdownLinks.links(in: text).map(\.destination) == [
        "https://d.apple.com/init(a:b:)", "other.md#x", "ref.md#y",
      ])
  }

  @Test func brokenLinksAndForbiddenCitationsAreReported() {
    let files = ["docs/b.md": "# Here\n"]
    let text = """
      [ok](b.md#here) [same page](#top) [up](../README.md)
      [gone](c.md) [no anchor](b.md#there)
      Sources: `../shared/reference/x.txt`; see issue 4, Issue #2 and #7.
      Not citations: `&#13;`, `#top`, scenario 4.
      # Top
      """
    let problems = MarkdownLinks.problems(in: "docs/a.md", text: text) { path in
      path == "README.md" ? "" : files[path]
    }
    #expect(
      problems.map(\.description) == [
        "docs/a.md:3: cites ../shared, which is not in the repository",
        "docs/a.md:3: cites an issue number, which a reader of the repository cannot follow",
        "docs/a.md:2: link to a missing file: c.md",
        "docs/a.md:2: link to a missing anchor: b.md#there",
      ])
  }

  @Test func sourceCommentsWithBrokenMentionsAreReported() {
    let source = """
      /// Escape pops (docs/f.md#escape); see docs/f.md#gone and platform-facts.md.
      let url = "myapp://x"  // from issue 4
      """
    let problems = MarkdownLinks.sourceProblems(in: "S.swift", text: source) { path in
      path == "docs/f.md" ? "## Escape\n" : nil
    }
    #expect(
      problems.map(\.description) == [
        "S.swift:1: mentions a missing anchor: docs/f.md#gone",
        "S.swift:1: mentions a missing file: platform-facts.md",
        "S.swift:2: cites an issue number",
      ])
  }
}
