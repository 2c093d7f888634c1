/// Links from a report to a scenario's line on GitHub, for the job summary: the file at the
/// commit the workflow runs, `SERVER/OWNER/REPO/blob/SHA/PATH#LLINE`.
///
/// Built from the variables GitHub Actions sets (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`,
/// `GITHUB_SHA`, `GITHUB_WORKSPACE`;
/// [Variables reference](https://docs.github.com/en/actions/reference/workflows-and-actions/variables)).
/// A path links only when it lies inside the workspace (the repository's checkout) without a
/// `..`; a variable that does not have its documented shape gives no links at all, so nothing
/// from the environment becomes a `javascript:` or a link to another site.
public struct GitHubSourceLinks: Sendable, Equatable {
  let server: String
  let repository: String
  let commit: String
  let workspace: String
  let currentDirectory: String

  /// Nil when a variable is missing or malformed: the summary then names lines without links.
  public init?(variable: (String) -> String?, currentDirectory: String) {
    guard let server = variable("GITHUB_SERVER_URL"),
      let repository = variable("GITHUB_REPOSITORY"),
      let commit = variable("GITHUB_SHA"),
      let workspace = variable("GITHUB_WORKSPACE")
    else { return nil }
    let host = server.hasPrefix("https://") ? server.dropFirst(8) : server.dropFirst(0)
    guard server.hasPrefix("https://"), !host.isEmpty,
      host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-:".contains($0)) }),
      Self.isRepository(repository),
      commit.count == 40 || commit.count == 64, commit.allSatisfy(\.isHexDigit),
      workspace.hasPrefix("/"), currentDirectory.hasPrefix("/")
    else { return nil }
    self.server = server
    self.repository = repository
    self.commit = commit
    self.workspace = Self.trimmingSlashes(workspace)
    self.currentDirectory = Self.trimmingSlashes(currentDirectory)
  }

  /// The address of `line` of `path` (as the user named it), or nil when the path is outside
  /// the workspace.
  public func url(path: String, line: Int) -> String? {
    let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    var segments: [Substring] = []
    for segment in absolute.split(separator: "/") where segment != "." {
      guard segment != ".." else { return nil }
      segments.append(segment)
    }
    let root = workspace.split(separator: "/")
    guard segments.count > root.count, segments.starts(with: root) else { return nil }
    let inRepository = segments.dropFirst(root.count).map { PercentEncoding.encoded($0) }
    return "\(server)/\(repository)/blob/\(commit)/\(inRepository.joined(separator: "/"))#L\(line)"
  }

  /// `owner/name`, in the characters GitHub allows in either.
  static func isRepository(_ text: String) -> Bool {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count == 2
      && parts.allSatisfy { part in
        !part.isEmpty && part != "." && part != ".."
          && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
      }
  }

  static func trimmingSlashes(_ path: String) -> String {
    "/" + path.split(separator: "/").joined(separator: "/")
  }
}
