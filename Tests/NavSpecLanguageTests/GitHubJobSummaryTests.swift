import Testing

@testable import NavSpecLanguage

/// The job summary: counts, every failure with its line linked, hostile text inert, and the
/// step's 1 MiB never passed.
struct GitHubJobSummaryTests {
  static let commit = "0123456789abcdef0123456789abcdef01234567"
  static let links = GitHubSourceLinks(
    variable: [
      "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/app",
      "GITHUB_SHA": commit, "GITHUB_WORKSPACE": "/home/runner/work/app/app",
    ].get, currentDirectory: "/home/runner/work/app/app")

  static func report(_ text: String, path: String = "scenarios/tabs.scenario") -> RunReport {
    RunReport(files: [ScenarioPipeline.run(path: path, text: text)])
  }

  @Test func aPassingRunIsItsCounts() {
    let summary = GitHubJobSummary.render(
      Self.report("tabbar glass Home Search\ntap Search\nexpect selection == Search\n"),
      links: Self.links)
    #expect(
      summary == "### navspec run: 1 passed, 0 failed, 0 skipped\n\n1 scenario in 1 file.\n\n")
  }

  @Test func eachFailureIsARowLinkedToItsLine() throws {
    let text = """
      tabbar glass Home Search
      scenario "taps"
      tap Search
      expect selection == Home
      expect pill.frame.y == 1
      """
    let summary = GitHubJobSummary.render(Self.report(text), links: Self.links)
    let url =
      "https://github.com/acme/app/blob/\(Self.commit)/scenarios/tabs.scenario#L4"
    #expect(
      summary.hasPrefix(
        "### navspec run: 0 passed, 1 failed, 0 skipped\n\n1 scenario in 1 file.\n\n<table>\n")
    )
    #expect(
      summary.contains(
        "<tr><td><a href=\"\(url)\">scenarios/tabs.scenario:4</a></td><td>taps</td>"
          + "<td>selection == Home does not hold</td><td><code>Home</code></td>"
          + "<td><code>Search</code></td></tr>\n"))
    #expect(summary.contains("/scenarios/tabs.scenario#L5\">scenarios/tabs.scenario:5</a>"))
    #expect(summary.hasSuffix("</tbody>\n</table>\n"))
  }

  @Test func aFileThatDoesNotParseListsItsErrors() {
    let summary = GitHubJobSummary.render(
      Self.report("tabbar glass Home Search\nwiat 1s\n"), links: nil)
    #expect(summary.contains("<tr><td>scenarios/tabs.scenario:2</td><td>(does not parse)</td>"))
    #expect(summary.contains("did you mean"))
  }

  /// Names, values and paths that would be markup, a Markdown heading, a cell's end or a
  /// script stay text: no `<` or line break reaches the page from them.
  @Test func hostileTextStaysText() {
    let name = "</td></tr></table>\n\n# Owned <script>alert(1)</script> [x](javascript:alert(1))"
    let text =
      "tabbar glass Home Search\nscenario \(Spelling.quote(name))\ntap Search\n"
      + "expect selection == Home\n"
    let summary = GitHubJobSummary.render(
      Self.report(text, path: "<img src=x onerror=alert(1)>.scenario"), links: Self.links)
    #expect(!summary.contains("<script"))
    #expect(!summary.contains("<img"))
    #expect(!summary.contains("</table>\n\n#"))
    #expect(summary.contains("&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;\\n\\n# Owned &lt;script&gt;"))
    // The table is one HTML block: no blank line before its end.
    let table = summary.split(separator: "<table>", maxSplits: 1)[1]
    #expect(!table.contains("\n\n"))
    // The path, percent-encoded in the link, escaped in the text.
    #expect(summary.contains("/%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E.scenario#L4\">"))
  }

  @Test func theSummaryStopsBeforeTheLimitAndCountsTheRest() {
    var text = "tabbar glass Home Search\n"
    for index in 0..<300 {
      text += "scenario \"s\(index)\"\ntap Search\nexpect selection == Home\n"
    }
    let report = Self.report(text)
    let whole = GitHubJobSummary.render(report, links: Self.links)
    #expect(whole.split(separator: "<tr><td>").count - 1 == 300)
    for limit in [2_000, 20_000, 60_000] {
      let cut = GitHubJobSummary.render(report, links: Self.links, byteLimit: limit)
      #expect(cut.utf8.count <= limit)
      let rows = cut.split(separator: "<tr><td>").count - 1
      #expect(rows > 0 && rows < 300)
      #expect(
        cut.hasSuffix(
          "\n\(300 - rows) more failures not listed (a step's summary is cut before GitHub's"
            + " 1 MiB). The log has every one the run kept.\n"))
    }
    // A step whose summary is already full gets nothing rather than a broken table.
    #expect(GitHubJobSummary.render(report, links: Self.links, byteLimit: 10) == "")
    #expect(GitHubJobSummary.render(report, links: Self.links, byteLimit: -5) == "")
  }

  @Test func aLongValueIsCutWithACount() {
    let long = String(repeating: "é", count: 1_000)
    let cell = GitHubJobSummary.cell(long)
    #expect(cell == String(repeating: "é", count: 400) + "… (600 more characters)")
  }
}

struct GitHubSourceLinksTests {
  static func links(
    server: String = "https://github.com", repository: String = "acme/app",
    commit: String = GitHubJobSummaryTests.commit, workspace: String = "/w/app",
    directory: String = "/w/app"
  ) -> GitHubSourceLinks? {
    GitHubSourceLinks(
      variable: [
        "GITHUB_SERVER_URL": server, "GITHUB_REPOSITORY": repository, "GITHUB_SHA": commit,
        "GITHUB_WORKSPACE": workspace,
      ].get, currentDirectory: directory)
  }

  @Test func pathsInsideTheWorkspaceLink() throws {
    let links = try #require(Self.links(directory: "/w/app/tests"))
    let base = "https://github.com/acme/app/blob/\(GitHubJobSummaryTests.commit)/"
    #expect(
      links.url(path: "a b/#1?.scenario", line: 3) == base + "tests/a%20b/%231%3F.scenario#L3")
    #expect(links.url(path: "./x.scenario", line: 1) == base + "tests/x.scenario#L1")
    #expect(links.url(path: "/w/app/y.scenario", line: 2) == base + "y.scenario#L2")
    #expect(links.url(path: "é.scenario", line: 2) == base + "tests/%C3%A9.scenario#L2")
  }

  @Test func pathsOutsideItDoNot() throws {
    let links = try #require(Self.links())
    #expect(links.url(path: "../other/x.scenario", line: 1) == nil)
    #expect(links.url(path: "/w/application/x.scenario", line: 1) == nil)
    #expect(links.url(path: "/tmp/x.scenario", line: 1) == nil)
    #expect(links.url(path: "a/../../x.scenario", line: 1) == nil)
  }

  @Test func malformedVariablesGiveNoLinks() {
    #expect(Self.links(server: "javascript:alert(1)//") == nil)
    #expect(Self.links(server: "http://github.com") == nil)
    #expect(Self.links(server: "https://evil.example\"onmouseover=x") == nil)
    #expect(Self.links(repository: "acme/app/../x") == nil)
    #expect(Self.links(repository: "acme") == nil)
    #expect(Self.links(commit: "main") == nil)
    #expect(Self.links(workspace: "relative") == nil)
    #expect(Self.links(server: "https://ghe.example.com:8443") != nil)
    #expect(
      GitHubSourceLinks(variable: { _ in nil }, currentDirectory: "/w/app") == nil)
  }
}

extension Dictionary where Key == String, Value == String {
  /// The dictionary as a variable lookup.
  fileprivate var get: (String) -> String? { { self[$0] } }
}
