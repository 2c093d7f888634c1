import NavSpecLanguage

/// `:explore [--seed S] [--runs N] [--steps M] [--relations LIST]`: `navspec explore` on the
/// session's set-up (the statements typed before the first input or wait), without changing the
/// session.
extension ReplSession {
  mutating func explore(_ arguments: [String]) -> Response {
    let options: ExploreOptions
    do throws(OptionFailure) {
      options = try ExploreOptions.parsing(arguments)
    } catch {
      return Self.error(error.message, note: Self.exploreUsage)
    }
    let text = entries.map { $0.statement.text }.joined(separator: "\n")
    let setup: ExplorationSetup
    do throws(ExplorationSetup.Failure) {
      setup = try ExplorationSetup(path: Self.replPath, text: text)
    } catch {
      let reason = error.diagnostics.first?.message ?? "the set-up cannot be explored"
      return Self.error(reason, note: "type the set-up first, e.g. 'tabbar glass Home Search'")
    }
    var lines: [String] = []
    var explorer = Explorer(setup: setup, options: options) { lines.append($0) }
    explorer.command = ":explore"
    let result = explorer.explore()
    lines += result.findings.flatMap(Explorer.printed)
    lines += result.relationFindings.flatMap(Explorer.printed)
    lines += Explorer.closingReport(result)
    return Response(
      text: lines.joined(separator: "\n") + "\n",
      failed: !result.findings.isEmpty || !result.relationFindings.isEmpty)
  }

  static let exploreUsage =
    "usage: :explore [--seed S] [--runs N] [--steps M] [--relations LIST]"
}
